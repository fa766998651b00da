import { fail } from '@sveltejs/kit';
import { oneOf, PAGE_SIZE, pageOf, refusedMove } from '$lib/server/admin-lists';
import { required, trainingApi } from '$lib/server/api';
import { text } from '$lib/server/form';
import { guardActions } from '$lib/server/guard';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../training';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const status = oneOf(event.url, 'status', ENQUIRY_STATUSES);
  const list = required(
    await trainingApi(event).GET('/api/v1/enquiries', {
      params: { query: { page: pageOf(event.url), limit: PAGE_SIZE, ...(status ? { status } : {}) } },
    }),
  );
  return {
    enquiries: list.data,
    total: list.total,
    page: list.page,
    limit: list.limit,
    filters: { status: status ?? '' },
  };
};

export const actions = guardActions('training', {
  move: async (event) => {
    const form = await event.request.formData();
    const id = text(form, 'id');
    const status = ENQUIRY_STATUSES.find((s): s is EnquiryStatus => s === text(form, 'status'));
    if (!id || !status) return fail(400, { moveId: id, moveError: 'Choose a move.' });
    const { data, error, response } = await trainingApi(event).PATCH('/api/v1/enquiries/{id}', {
      params: { path: { id } },
      body: { status },
    });
    if (!data) return refusedMove(id, response.status, error);
    return { moved: { id, status } };
  },
} satisfies Actions);
