import { oneOf, PAGE_SIZE, pageOf } from '$lib/server/admin-lists';
import { required, trainingApi } from '$lib/server/api';
import type { PageServerLoad } from './$types';

/** The actions the service records (README: audit log). */
const ACTIONS = [
  'course.create',
  'course.update',
  'course.bulk_update',
  'course.delete',
  'taxonomy.create',
  'taxonomy.update',
  'taxonomy.delete',
  'interest.status',
  'enrollment.create',
  'enrollment.status',
  'enquiry.status',
] as const;
const ENTITY_TYPES = ['course', 'taxonomy', 'interest', 'enrollment', 'enquiry'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function day(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value && DATE.test(value) ? value : undefined;
}

export const load: PageServerLoad = async (event) => {
  const { url } = event;
  const action = oneOf(url, 'action', ACTIONS);
  const entity_type = oneOf(url, 'entity_type', ENTITY_TYPES);
  // Days in India: an entry at 00:30 IST on the 5th is on the 5th, not on the 4th as in UTC.
  const from = day(url, 'from');
  const to = day(url, 'to');
  const list = required(
    await trainingApi(event).GET('/api/v1/audit-logs', {
      params: {
        query: {
          page: pageOf(url),
          limit: PAGE_SIZE,
          ...(action ? { action } : {}),
          ...(entity_type ? { entity_type } : {}),
          ...(from ? { from: `${from}T00:00:00+05:30` } : {}),
          ...(to ? { to: `${to}T23:59:59.999+05:30` } : {}),
        },
      },
    }),
  );
  return {
    entries: list.data,
    total: list.total,
    page: list.page,
    limit: list.limit,
    filters: { action: action ?? '', entity_type: entity_type ?? '', from: from ?? '', to: to ?? '' },
    actions: ACTIONS,
    entityTypes: ENTITY_TYPES,
  };
};
