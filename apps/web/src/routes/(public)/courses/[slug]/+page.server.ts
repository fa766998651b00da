import { redirect } from '@sveltejs/kit';
import { duration, nameOf, upcoming } from '$lib/components/catalogue/catalogue';
import { formatDate, formatDateRange, formatLongDate, formatNumber } from '$lib/format';
import { required } from '$lib/server/api';
import { siteUrl } from '$lib/server/config';
import { checkRequired, invalid, text } from '$lib/server/form';
import {
  CHALLENGE_MISSING,
  challengeToken,
  publicTaxonomies,
  publicTrainingApi,
  refusedForm,
} from '$lib/server/public';
import { site } from '$lib/server/site';
import type { Actions, PageServerLoad } from './$types';
import { courseJsonLd } from './course-json-ld';

export const load: PageServerLoad = async (event) => {
  const [found, taxonomies] = await Promise.all([
    publicTrainingApi(event).GET('/api/v1/courses/{id}', { params: { path: { id: event.params.slug } } }),
    publicTaxonomies(event),
  ]);
  const course = required(found).data;
  // The service finds a course by its id too; the page has one address, the slug's.
  if (course.slug !== event.params.slug) redirect(301, `/courses/${course.slug}`);
  const mode = nameOf(taxonomies.delivery_modes, course.delivery_mode);
  // Dates and numbers are worded here, once: the page ships no formatting code for them.
  const coming = upcoming(course.schedule);
  const sessions = coming.map((session) => ({
    id: session.id,
    start: session.start_date,
    dates: formatDateRange(session.start_date, session.end_date),
    longStart: formatLongDate(session.start_date),
    city: session.city?.name ?? 'Online',
    seats: formatNumber(session.seats),
  }));
  const next = coming[0];
  const nextSession = next ? { date: formatDate(next.start_date), city: next.city?.name ?? null } : null;
  const length = duration(course.duration_days);
  const summary = [
    course.description.split(/\n/)[0]?.slice(0, 160),
    [mode, length].filter(Boolean).join(', '),
    nextSession
      ? `Next session ${nextSession.date}${nextSession.city ? ` in ${nextSession.city}` : ''}.`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
  // Only the rendered page carries it: the app in the browser never reads it.
  event.locals.structuredData = courseJsonLd(course, siteUrl(event.url), site().name);
  return {
    course,
    mode,
    length,
    nextSession,
    sessions,
    summary,
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
