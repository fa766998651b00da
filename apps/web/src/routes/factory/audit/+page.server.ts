import {
  actionInWords,
  dayEndInIndia,
  dayParam,
  dayStartInIndia,
  entityInWords,
  OFFICE_PAGE_SIZE,
} from '$lib/components/factory/office/office';
import { pageOf } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { problemOf } from '../factory.server';
import type { PageServerLoad } from './$types';

/** One entry as the portal's central log keeps it (the factory passes its page on as it is). */
interface AuditEntry {
  readonly id: string;
  readonly action: string;
  readonly entityType: string | null;
  readonly entityId: string | null;
  readonly userId: string | null;
  readonly userEmail: string | null;
  readonly details: Record<string, unknown>;
  readonly createdAt: string;
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The factory documents this answer as the portal's page, untyped (`{auditLogs, pagination}`):
 * it is read field by field, and an entry without an action or a time is left out.
 */
function pageOfLog(data: unknown): { entries: AuditEntry[]; total: number; limit: number } {
  const body = record(data);
  const rows = Array.isArray(body.auditLogs) ? body.auditLogs : [];
  const entries: AuditEntry[] = [];
  for (const row of rows) {
    const r = record(row);
    const action = textOrNull(r.action);
    const createdAt = textOrNull(r.createdAt);
    if (!action || !createdAt) continue;
    entries.push({
      id: textOrNull(r.id) ?? `${createdAt}-${entries.length}`,
      action,
      entityType: textOrNull(r.entityType),
      entityId: textOrNull(r.entityId),
      userId: textOrNull(r.userId),
      userEmail: textOrNull(r.userEmail),
      details: record(r.details),
      createdAt,
    });
  }
  const pagination = record(body.pagination);
  const total = typeof pagination.total === 'number' ? pagination.total : entries.length;
  const limit =
    typeof pagination.limit === 'number' && pagination.limit > 0 ? pagination.limit : OFFICE_PAGE_SIZE;
  return { entries, total, limit };
}

/**
 * The tenant's audit entries, newest first, a page at a time as the portal pages them; by action
 * and by Indian calendar days (from the start of `from` to the end of `to`, in IST).
 */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const { url } = event;
  const action = (url.searchParams.get('action') ?? '').trim().slice(0, 200);
  let from = dayParam(url.searchParams.get('from'));
  let to = dayParam(url.searchParams.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const page = pageOf(url);
  const [log, users] = await Promise.all([
    api.GET('/api/v1/audit-logs', {
      params: {
        query: {
          page,
          limit: OFFICE_PAGE_SIZE,
          ...(action ? { action } : {}),
          ...(from ? { from: dayStartInIndia(from) } : {}),
          ...(to ? { to: dayEndInIndia(to) } : {}),
        },
      },
    }),
    api.GET('/api/v1/users'),
  ]);
  const names = new Map((users.data?.data ?? []).map((u) => [u._id, u.name]));
  let problem = null;
  if (!log.data) {
    problem =
      log.response.status === 503
        ? {
            message:
              'The audit log is kept by the platform, which is not answering the factory just now. Nothing is lost: try again in a minute.',
          }
        : problemOf(log.error, log.response);
  }
  const { entries, total, limit } = log.data
    ? pageOfLog(log.data.data)
    : { entries: [], total: 0, limit: OFFICE_PAGE_SIZE };
  return {
    filters: { action, from: from ?? '', to: to ?? '' },
    page,
    limit,
    total,
    problem,
    entries: entries.map((e) => ({
      id: e.id,
      action: e.action,
      actionWords: actionInWords(e.action),
      entityType: e.entityType ? entityInWords(e.entityType) : null,
      entityId: e.entityId,
      who:
        (e.userId && names.get(e.userId)) ??
        e.userEmail ??
        (e.userId ? 'A user since removed' : 'The platform'),
      method: textOrNull(e.details.method),
      route: textOrNull(e.details.route),
      createdAt: e.createdAt,
    })),
  };
};
