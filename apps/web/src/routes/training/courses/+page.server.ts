import { oneOf, PAGE_SIZE, pageOf } from '$lib/server/admin-lists';
import { required, trainingApi } from '$lib/server/api';
import type { PageServerLoad } from './$types';

const STATUSES = ['active', 'archived', 'deleted'] as const;

export const load: PageServerLoad = async (event) => {
  const { url } = event;
  const api = trainingApi(event);
  const search = url.searchParams.get('search')?.trim() || undefined;
  const status = oneOf(url, 'status', STATUSES);
  const published = oneOf(url, 'published', ['true', 'false'] as const);
  const page = pageOf(url);
  const [courses, taxonomies] = await Promise.all([
    api.GET('/api/v1/courses', {
      params: {
        query: {
          page,
          limit: PAGE_SIZE,
          ...(search ? { search } : {}),
          ...(status ? { status } : {}),
          ...(published ? { is_published: published === 'true' } : {}),
        },
      },
    }),
    api.GET('/api/v1/taxonomies'),
  ]);
  const list = required(courses);
  const modes = required(taxonomies).data.delivery_modes;
  return {
    courses: list.data,
    total: list.total,
    page: list.page,
    limit: list.limit,
    filters: { search: search ?? '', status: status ?? '', published: published ?? '' },
    modeNames: Object.fromEntries(modes.map((mode) => [mode.slug, mode.name])),
  };
};
