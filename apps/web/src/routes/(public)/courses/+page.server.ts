import { redirect } from '@sveltejs/kit';
import { FILTERS, type FilterParam } from '$lib/components/catalogue/catalogue';
import { required } from '$lib/server/api';
import { publicTaxonomies, publicTrainingApi } from '$lib/server/public';
import type { PageServerLoad } from './$types';

const PAGE_SIZE = 12;
/** The service refuses pages beyond it. */
const LAST_PAGE = 10_000;
const KNOWN = new Set<string>(['search', 'page', ...FILTERS.map((filter) => filter.param)]);

export const load: PageServerLoad = async (event) => {
  const { url } = event;
  // A form sent without scripts names every field, empty or not: one clean address to share and to cache.
  const params = [...url.searchParams];
  if (params.some(([name, value]) => !value.trim() || !KNOWN.has(name))) {
    const clean = new URLSearchParams(params.filter(([name, value]) => value.trim() && KNOWN.has(name)));
    redirect(307, clean.size > 0 ? `${url.pathname}?${clean}` : url.pathname);
  }

  const search = url.searchParams.get('search')?.trim() ?? '';
  const filters: Partial<Record<FilterParam, string>> = {};
  for (const { param } of FILTERS) {
    const value = url.searchParams.get(param);
    if (value) filters[param] = value;
  }
  const asked = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), LAST_PAGE) : 1;

  const [courses, taxonomies] = await Promise.all([
    publicTrainingApi(event).GET('/api/v1/courses', {
      params: { query: { ...filters, ...(search ? { search } : {}), page, limit: PAGE_SIZE } },
    }),
    publicTaxonomies(event),
  ]);
  const list = required(courses);
  return {
    courses: list.data,
    total: list.total,
    page: list.page,
    limit: list.limit,
    search,
    filters,
    taxonomies,
  };
};
