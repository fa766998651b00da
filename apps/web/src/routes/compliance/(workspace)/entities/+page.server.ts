import { redirect } from '@sveltejs/kit';
import { oneOf, PAGE_SIZE, pageOf } from '$lib/server/admin-lists';
import { complianceApi } from '$lib/server/api';
import { readProblem } from '$lib/server/service-read';
import type { PageServerLoad } from './$types';
import { ENTITY_TYPE_VALUES } from './entities';
import { planUsage } from './usage.server';

/** The list's state, in the address under the service's own parameter names. */
const KNOWN = new Set(['search', 'entityType', 'isListed', 'overdue', 'page']);
const YES_NO = ['true', 'false'] as const;

/**
 * The organisation's entities, searched, filtered and paged by the service. A list that cannot
 * be read is said in place (with the way to try again), not as the error page.
 */
export const load: PageServerLoad = async (event) => {
  const { url } = event;
  // A GET form sent without scripts names every field, empty or not: one clean address to share.
  const params = [...url.searchParams];
  if (params.some(([name, value]) => !value.trim() || !KNOWN.has(name))) {
    const clean = new URLSearchParams(params.filter(([name, value]) => value.trim() && KNOWN.has(name)));
    redirect(307, clean.size > 0 ? `${url.pathname}?${clean}` : url.pathname);
  }
  const search = url.searchParams.get('search')?.trim().slice(0, 100) ?? '';
  const entityType = oneOf(url, 'entityType', ENTITY_TYPE_VALUES);
  const isListed = oneOf(url, 'isListed', YES_NO);
  const overdue = oneOf(url, 'overdue', YES_NO);
  const page = pageOf(url);
  const filters = { search, entityType: entityType ?? '', isListed: isListed ?? '', overdue: overdue ?? '' };

  const [list, usage] = await Promise.all([
    complianceApi(event).GET('/api/v1/entities', {
      params: {
        query: {
          page,
          limit: PAGE_SIZE,
          sort: 'name:asc',
          ...(search ? { search } : {}),
          ...(entityType ? { entityType } : {}),
          ...(isListed ? { isListed: isListed === 'true' } : {}),
          ...(overdue ? { overdue: overdue === 'true' } : {}),
        },
      },
    }),
    planUsage(event),
  ]);
  const filtered = Boolean(search || entityType || isListed || overdue);
  if (!list.data)
    return {
      entities: [],
      total: 0,
      page,
      limit: PAGE_SIZE,
      filters,
      filtered,
      usage,
      problem: readProblem(list.response.status, list.error, 'compliance'),
    };
  return {
    entities: list.data.data.map((entity) => ({
      id: entity.id,
      name: entity.name,
      entityType: entity.entityType,
      isListed: entity.isListed,
      pan: typeof entity.profileData.pan === 'string' ? entity.profileData.pan : '',
      cin: typeof entity.profileData.cin === 'string' ? entity.profileData.cin : '',
      gstin: typeof entity.profileData.gstin === 'string' ? entity.profileData.gstin : '',
      updatedAt: entity.updatedAt,
    })),
    total: list.data.pagination.total,
    page: list.data.pagination.page,
    limit: list.data.pagination.limit,
    filters,
    filtered,
    usage,
    problem: null,
  };
};
