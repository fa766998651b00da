import { redirect } from '@sveltejs/kit';
import { nameOf } from '$lib/components/catalogue/catalogue';
import { required } from '$lib/server/api';
import { siteUrl } from '$lib/server/config';
import { checkRequired, invalid, text } from '$lib/server/form';
import { CHALLENGE_MISSING, challengeToken, publicTrainingApi, refusedForm } from '$lib/server/public';
import type { Actions, PageServerLoad } from './$types';
import { courseJsonLd } from './course-json-ld';

export const load: PageServerLoad = async (event) => {
  const api = publicTrainingApi(event);
  const [found, taxonomies] = await Promise.all([
    api.GET('/api/v1/courses/{id}', { params: { path: { id: event.params.slug } } }),
    api.GET('/api/v1/taxonomies'),
  ]);
  const course = required(found).data;
  // The service finds a course by its id too; the page has one address, the slug's.
  if (course.slug !== event.params.slug) redirect(301, `/courses/${course.slug}`);
  return {
    course,
    mode: nameOf(required(taxonomies).data.delivery_modes, course.delivery_mode),
    jsonLd: courseJsonLd(course, siteUrl(event.url)),
  };
};

export const actions: Actions = {
  default: async (event) => {
    const form = await event.request.formData();
    const values = {
      name: text(form, 'name'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      organisation: text(form, 'organisation'),
    };
    const errors = checkRequired(values, { name: 'your name', email: 'your e-mail address' });
    const token = challengeToken(form);
    if (!token) errors.challengeToken = CHALLENGE_MISSING;
    if (Object.keys(errors).length > 0) return invalid(errors, values);

    const { data, error, response } = await publicTrainingApi(event).POST('/api/v1/courses/{id}/interest', {
      params: { path: { id: event.params.slug } },
      body: {
        name: values.name,
        email: values.email,
        phone: values.phone || undefined,
        organisation: values.organisation || undefined,
        challengeToken: token,
      },
    });
    if (!data) return refusedForm(error, response, values);
    return { registered: { name: data.data.name, email: data.data.email } };
  },
};
