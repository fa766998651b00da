import { fail, redirect } from '@sveltejs/kit';
import { asServiceError, required, trainingApi } from '$lib/server/api';
import { text } from '$lib/server/form';
import { guardActions } from '$lib/server/guard';
import type { Course } from '../../training';
import { invalidDraft, readDraft, refusedDraft, toBody } from '../course-form.server';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const api = trainingApi(event);
  const [course, taxonomies] = await Promise.all([
    api.GET('/api/v1/courses/{id}', { params: { path: { id: event.params.id } } }),
    api.GET('/api/v1/taxonomies'),
  ]);
  return { course: required(course).data, taxonomies: required(taxonomies).data };
};

/** The lifecycle moves as bulk updates of one course: the service applies its state table to them. */
const MOVES = {
  publish: { updates: { is_published: true }, done: 'published' },
  archive: { updates: { status: 'archived' }, done: 'archived' },
  // Re-activating puts the course back in the catalogue: published and active.
  reactivate: { updates: { status: 'active', is_published: true }, done: 'reactivated' },
} as const satisfies Record<
  string,
  { updates: { is_published?: boolean; status?: Course['status'] }; done: string }
>;

function lifecycleRefusal(status: number, body: unknown) {
  const message =
    status >= 500
      ? 'The service did not answer. Nothing changed; please try again.'
      : status === 404
        ? 'This course no longer exists.'
        : (asServiceError(body).message ?? 'This change was refused.');
  return fail(status >= 500 ? 502 : status, { stateError: message });
}

export const actions = guardActions('training', {
  /** A full replacement that keeps the course's state (PUT replaces everything, state included). */
  save: async (event) => {
    const api = trainingApi(event);
    const id = event.params.id;
    const draft = readDraft(await event.request.formData());
    const checked = toBody(draft);
    if (checked.errors) return invalidDraft(draft, checked.errors);
    const current = await api.GET('/api/v1/courses/{id}', { params: { path: { id } } });
    if (!current.data) return refusedDraft(draft, current.response.status, current.error);
    const { status, is_published } = current.data.data;
    const { data, error, response } = await api.PUT('/api/v1/courses/{id}', {
      params: { path: { id } },
      body: { ...checked.body, status, is_published },
    });
    if (!data) return refusedDraft(draft, response.status, error);
    return { saved: true };
  },
  state: async (event) => {
    const to = text(await event.request.formData(), 'to');
    const move = Object.hasOwn(MOVES, to) ? MOVES[to as keyof typeof MOVES] : undefined;
    if (!move) return fail(400, { stateError: 'Choose what to do with the course.' });
    const { data, error, response } = await trainingApi(event).PATCH('/api/v1/courses/bulk', {
      body: { ids: [event.params.id], updates: move.updates },
    });
    if (!data) return lifecycleRefusal(response.status, error);
    return { stateDone: move.done };
  },
  delete: async (event) => {
    const { data, error, response } = await trainingApi(event).DELETE('/api/v1/courses/{id}', {
      params: { path: { id: event.params.id } },
    });
    if (!data) return lifecycleRefusal(response.status, error);
    redirect(303, `/training/courses?deleted=${encodeURIComponent(data.data.title)}`);
  },
} satisfies Actions);
