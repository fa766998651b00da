import { PAGE_SIZE, pageOf } from '$lib/server/admin-lists';
import { required, trainingApi } from '$lib/server/api';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const list = required(
    await trainingApi(event).GET('/api/v1/training-plan', {
      params: { query: { page: pageOf(event.url), limit: PAGE_SIZE } },
    }),
  );
  return { plans: list.data, total: list.total, page: list.page, limit: list.limit };
};
