import { todayInIndia } from '$lib/format';
import { oneOf } from '$lib/server/admin-lists';
import { complianceApi } from '$lib/server/api';
import { failure } from '$lib/server/form';
import { guardActions, signedIn } from '$lib/server/guard';
import { type ReadProblem, readProblem } from '$lib/server/service-read';
import type { SignedInUser } from '$lib/server/session';
import type { Actions, PageServerLoad, RequestEvent } from './$types';
import { addDays, type Deadline, endOfMonth, groupByDue, monthGrid, monthOf, shiftMonth } from './dates';

const VIEWS = ['list', 'calendar', 'reminders'] as const;
export type View = (typeof VIEWS)[number];

/** Rows the service gives in one page, its largest. */
const BATCH = 100;
/** Pages of a month read at most: 500 deadlines in one month is beyond any organisation here. */
const MONTH_PAGES = 5;

const isAdmin = (user: SignedInUser) => user.role === 'admin' || user.role === 'super_admin';

type Api = ReturnType<typeof complianceApi>;
type InstanceQuery = { dueFrom?: string; dueTo?: string };
type InstanceRow = Parameters<typeof deadlineOf>[0];
type Read = { problem: ReadProblem } | { problem: null; rows: InstanceRow[]; total: number };

/**
 * Open instances of the tenant due within the bounds, soonest first, at most `pages` pages of
 * 100. "Open" is IN_PROGRESS: no route leaves an instance in DRAFT, and the days are India's
 * (today's bound is computed here rather than by the service's `overdue`, which counts in UTC).
 */
async function openInstances(api: Api, bounds: InstanceQuery, pages: number): Promise<Read> {
  const rows: InstanceRow[] = [];
  let total = 0;
  for (let page = 1; page <= pages; page++) {
    const { data, error, response } = await api.GET('/api/v1/workflows/instances', {
      params: {
        query: { status: 'IN_PROGRESS', sort: 'dueDate:asc', limit: BATCH, page, ...bounds },
      },
    });
    if (!data) return { problem: readProblem(response.status, error, 'compliance') };
    rows.push(...data.data);
    total = data.pagination.total;
    if (page >= data.pagination.totalPages) break;
  }
  return { rows, total, problem: null };
}

function deadlineOf(row: {
  id: string;
  dueDate: string | null;
  workflowName: string;
  entityId: string;
  entityName: string;
  customLabel: string | null;
  financialYear: string | null;
}): Deadline {
  return {
    id: row.id,
    dueDate: row.dueDate ?? '',
    workflowName: row.workflowName,
    entityId: row.entityId,
    entityName: row.entityName,
    label: row.customLabel ?? (row.financialYear ? `FY ${row.financialYear}` : null),
  };
}

async function listView(api: Api, today: string) {
  const [overdue, upcoming] = await Promise.all([
    openInstances(api, { dueTo: addDays(today, -1) }, 1),
    openInstances(api, { dueFrom: today }, 1),
  ]);
  if (overdue.problem !== null) return { view: 'list' as const, problem: overdue.problem };
  if (upcoming.problem !== null) return { view: 'list' as const, problem: upcoming.problem };
  return {
    view: 'list' as const,
    problem: null,
    groups: groupByDue([...overdue.rows, ...upcoming.rows].map(deadlineOf), today),
    // Said when a group was cut at the service's page: the calendar has the rest month by month.
    total: overdue.total + upcoming.total,
    shown: overdue.rows.length + upcoming.rows.length,
  };
}

async function calendarView(api: Api, month: string) {
  const first = `${month}-01`;
  const read = await openInstances(api, { dueFrom: first, dueTo: endOfMonth(first) }, MONTH_PAGES);
  if (read.problem !== null) return { view: 'calendar' as const, problem: read.problem };
  const byDay: Record<string, Deadline[]> = {};
  for (const row of read.rows.map(deadlineOf)) {
    const day = byDay[row.dueDate] ?? [];
    day.push(row);
    byDay[row.dueDate] = day;
  }
  return {
    view: 'calendar' as const,
    problem: null,
    month,
    grid: monthGrid(month),
    byDay,
    total: read.total,
    previous: shiftMonth(month, -1),
    next: shiftMonth(month, 1),
  };
}

async function remindersView(api: Api) {
  const { data, error, response } = await api.GET('/api/v1/reminders', { params: { query: { limit: 50 } } });
  if (!data)
    return { view: 'reminders' as const, problem: readProblem(response.status, error, 'compliance') };
  return { view: 'reminders' as const, problem: null, ...data.data };
}

/** Whether the organisation has a calendar address, for administrators (who alone may make one). */
async function subscriptionOf(api: Api, user: SignedInUser) {
  if (!isAdmin(user)) return { manage: false as const };
  const { data } = await api.GET('/api/v1/deadlines.ics/token');
  // Unknown (the service could not say): the page offers to make one, which replaces any other.
  return { manage: true as const, active: data?.data.active ?? null, issuedAt: data?.data.issuedAt ?? null };
}

export const load: PageServerLoad = async (event) => {
  const user = signedIn(event);
  const { url } = event;
  const api = complianceApi(event);
  const today = todayInIndia();
  const view: View = oneOf(url, 'view', VIEWS) ?? 'list';
  const month = monthOf(url.searchParams.get('month'), today);
  const [content, subscription] = await Promise.all([
    view === 'calendar'
      ? calendarView(api, month)
      : view === 'reminders'
        ? remindersView(api)
        : listView(api, today),
    subscriptionOf(api, user),
  ]);
  return { today, content, subscription };
};

/** A new secret address of the feed: the first one, or one that replaces the one before. */
async function newAddress(event: RequestEvent, replaced: boolean) {
  const user = signedIn(event);
  if (!isAdmin(user))
    return failure(403, 'Only an administrator of your organisation can make the calendar address.');
  const { data, error, response } = await complianceApi(event).POST('/api/v1/deadlines.ics/token');
  if (!data) {
    const problem = readProblem(response.status, error, 'compliance');
    return failure(response.status >= 500 ? 502 : response.status, problem.message);
  }
  return { calendar: { url: data.data.url, issuedAt: data.data.issuedAt, replaced } };
}

export const actions = guardActions('compliance', {
  subscribe: (event: RequestEvent) => newAddress(event, false),
  /**
   * A new address stops the current one at once, so the form comes back with `confirmed=yes`
   * from the question (the page's own, or the dialog's when the app draws the page).
   */
  rotate: async (event: RequestEvent) => {
    const form = await event.request.formData();
    if (form.get('confirmed') !== 'yes') return { confirmRotate: true };
    return newAddress(event, true);
  },
} satisfies Actions);
