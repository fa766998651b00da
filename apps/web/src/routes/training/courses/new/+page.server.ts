import { redirect } from '@sveltejs/kit';
import { required, trainingApi } from '$lib/server/api';
import { guardActions } from '$lib/server/guard';
import { slugify } from '../../training';
import { invalidDraft, readDraft, refusedDraft, toBody } from '../course-form.server';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const taxonomies = required(await trainingApi(event).GET('/api/v1/taxonomies')).data;
  return { taxonomies };
};

export const actions = guardActions('training', {
  /** Created as a draft, or published at once ("Save and publish"): the state table allows both. */
  save: async (event) => {
    const form = await event.request.formData();
    const draft = readDraft(form);
    if (!draft.slug) draft.slug = slugify(draft.title);
    const checked = toBody(draft);
    if (checked.errors) return invalidDraft(draft, checked.errors);
    const publish = form.get('intent') === 'publish';
    const { data, error, response } = await trainingApi(event).POST('/api/v1/courses', {
      body: { ...checked.body, is_published: publish, status: 'active' },
    });
    if (!data) return refusedDraft(draft, response.status, error);
    redirect(303, `/training/courses/${data.data.id}?saved=${publish ? 'published' : 'created'}`);
  },
} satisfies Actions);
