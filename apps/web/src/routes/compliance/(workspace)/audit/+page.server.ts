import { error } from '@sveltejs/kit';
import { oneOf, PAGE_SIZE, pageOf, uuidParam } from '$lib/server/admin-lists';
import { complianceApi } from '$lib/server/api';
import { signedIn } from '$lib/server/guard';
import { readProblem } from '$lib/server/service-read';
import { isComplianceAdmin } from '$lib/server/session';
import type { PageServerLoad } from './$types';
import { ACTIONS } from './actions';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A person's id as the trail keeps it (identity's user ids); anything else filters nothing. */
const USER_ID = /^[A-Za-z0-9-]{1,200}$/;

function param(url: URL, name: string, pattern: RegExp): string | undefined {
  const value = url.searchParams.get(name);
  return value && pattern.test(value) ? value : undefined;
}

/**
 * The organisation's audit trail, newest first, paged by the service, for its administrators
 * only: a member is answered the 403 page here (the service would refuse them too, and the
 * navigation does not offer the page to them). The address holds the filters and the page.
 */
export const load: PageServerLoad = async (event) => {
  const user = signedIn(event);
  if (!isComplianceAdmin(user))
    error(403, { message: 'The audit trail is for the administrators of your organisation.' });

  const { url } = event;
  const action = oneOf(url, 'action', ACTIONS);
  const userId = param(url, 'userId', USER_ID);
  const entityId = uuidParam(url, 'entityId');
  // Days in India: an entry at 00:30 IST on the 5th is on the 5th, not on the 4th as in UTC.
  let from = param(url, 'from', DATE);
  let to = param(url, 'to', DATE);
  if (from && to && from > to) [from, to] = [to, from];
  const page = pageOf(url);

  const api = complianceApi(event);
  // Audit reads are asked for in so many words, and name the tenant they read.
  const headers = { 'x-audit-access': 'true', ...(user.tenantId ? { 'x-tenant-id': user.tenantId } : {}) };
  const [trail, users, entities, instances] = await Promise.all([
    api.GET('/api/v1/audit/query', {
      headers,
      params: {
        query: {
          limit: PAGE_SIZE,
          offset: (page - 1) * PAGE_SIZE,
          ...(action ? { action } : {}),
          ...(userId ? { userId } : {}),
          ...(entityId ? { entityId } : {}),
          ...(from ? { startDate: `${from}T00:00:00+05:30` } : {}),
          ...(to ? { endDate: `${to}T23:59:59.999+05:30` } : {}),
        },
      },
    }),
    // The filters' choices and the names the entries show; without them the page still reads.
    api.GET('/api/v1/users', { params: { query: { limit: 100 } } }),
    api.GET('/api/v1/entities', { params: { query: { limit: 100, sort: 'name:asc' } } }),
    // The workflows' names, for the entries about them (the latest 100 cover a page of the trail).
    api.GET('/api/v1/workflows/instances', { params: { query: { limit: 100, sort: 'updatedAt:desc' } } }),
  ]);

  const people = (users.data?.data ?? []).map((u) => ({ id: u.id, name: u.name, email: u.email }));
  const entityNames = (entities.data?.data ?? []).map((e) => ({ id: e.id, name: e.name }));
  const workflows = (instances.data?.data ?? []).map((i) => ({
    id: i.id,
    workflowName: i.workflowName,
    entityName: i.entityName,
  }));
  const filters = {
    userId: userId ?? '',
    action: action ?? '',
    entityId: entityId ?? '',
    from: from ?? '',
    to: to ?? '',
  };
  if (!trail.data)
    return {
      entries: [],
      total: 0,
      page,
      limit: PAGE_SIZE,
      filters,
      people,
      entities: entityNames,
      workflows,
      problem: readProblem(trail.response.status, trail.error, 'compliance'),
    };
  return {
    entries: trail.data.data,
    total: trail.data.pagination.total,
    page,
    limit: PAGE_SIZE,
    filters,
    people,
    entities: entityNames,
    workflows,
    problem: null,
  };
};
