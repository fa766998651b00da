import { fail } from '@sveltejs/kit';
import { asServiceError, required, trainingApi } from '$lib/server/api';
import { type FieldErrors, slugError, text } from '$lib/server/form';
import { guardActions } from '$lib/server/guard';
import { slugify, TAXONOMY_GROUPS, type TaxonomyType } from '../training';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  return { taxonomies: required(await trainingApi(event).GET('/api/v1/taxonomies')).data };
};

/** Name and slug of a create or rename form; an empty slug is made from the name. */
function readItem(form: FormData) {
  const name = text(form, 'name');
  const slug = text(form, 'slug') || slugify(name);
  const errors: FieldErrors = {};
  if (!name) errors.name = 'Enter a name';
  const slugRefused = slugError(slug);
  if (slugRefused) errors.slug = slugRefused;
  return { values: { name, slug }, errors };
}

/** The form a refusal belongs to (`create:city`, `rename:<id>`, `delete:<id>`) and its words. */
function refused(target: string, status: number, body: unknown, values: Record<string, string> = {}) {
  const message = asServiceError(body).message ?? 'The change was refused.';
  const errors: FieldErrors = {};
  if (status === 409 && target.startsWith('delete:')) {
    return fail(409, {
      target,
      values,
      errors,
      message: 'In use by a course or a session: detach it from them first, then delete it.',
    });
  }
  if (status === 409) errors.slug = 'Another item of this group has this address name';
  else if (/slug/i.test(message)) errors.slug = message;
  const whole =
    status >= 500
      ? 'The service did not answer. Nothing changed; please try again.'
      : status === 404
        ? 'This item no longer exists. Reload the page.'
        : Object.keys(errors).length > 0
          ? 'Please correct the fields marked below.'
          : message;
  return fail(status >= 500 ? 502 : status, { target, values, errors, message: whole });
}

export const actions = guardActions('training', {
  create: async (event) => {
    const form = await event.request.formData();
    const type = TAXONOMY_GROUPS.find((group) => group.type === text(form, 'type'))?.type as
      | TaxonomyType
      | undefined;
    const target = `create:${type ?? ''}`;
    if (!type) return fail(400, { target, values: {}, errors: {}, message: 'Choose a group.' });
    const { values, errors } = readItem(form);
    if (Object.keys(errors).length > 0)
      return fail(400, { target, values, errors, message: 'Please correct the fields marked below.' });
    const { data, error, response } = await trainingApi(event).POST('/api/v1/taxonomies', {
      body: { ...values, type },
    });
    if (!data) return refused(target, response.status, error, values);
    return { target, done: `“${data.data.name}” is added.` };
  },
  rename: async (event) => {
    const form = await event.request.formData();
    const id = text(form, 'id');
    const target = `rename:${id}`;
    const { values, errors } = readItem(form);
    if (Object.keys(errors).length > 0)
      return fail(400, { target, values, errors, message: 'Please correct the fields marked below.' });
    const { data, error, response } = await trainingApi(event).PUT('/api/v1/taxonomies/{id}', {
      params: { path: { id } },
      body: values,
    });
    if (!data) return refused(target, response.status, error, values);
    return { target, done: `Renamed to “${data.data.name}”.` };
  },
  delete: async (event) => {
    const id = text(await event.request.formData(), 'id');
    const target = `delete:${id}`;
    const { data, error, response } = await trainingApi(event).DELETE('/api/v1/taxonomies/{id}', {
      params: { path: { id } },
    });
    if (!data) return refused(target, response.status, error);
    return { target: `deleted:${data.data.type}`, done: `“${data.data.name}” is deleted.` };
  },
} satisfies Actions);
