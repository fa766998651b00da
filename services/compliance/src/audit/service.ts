import { validationError } from '@platform/kernel/errors';
import { requireDocument } from '../documents/service.js';
import { getEntity } from '../entities/service.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { type AuditRow, queryAudit } from './store.js';

export interface AuditEntry {
  id: string;
  action: string;
  userId: string | null;
  userName: string | null;
  timestamp: string;
  details: Record<string, unknown>;
  changes: { field: string; oldValue: unknown; newValue: unknown }[];
  entityType: string;
  entityId: string | null;
  tenantId: string | null;
}

function entryView(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    userId: row.user_id,
    userName: row.user_name,
    timestamp: row.created_at.toISOString(),
    details: row.details,
    changes: row.changes,
    entityType: row.entity_type,
    entityId: row.entity_id,
    tenantId: row.tenant_id,
  };
}

export interface AuditQuery {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly action?: string | undefined;
  readonly userId?: string | undefined;
  readonly entityType?: string | undefined;
  readonly entityId?: string | undefined;
  readonly limit?: number | undefined;
  readonly offset?: number | undefined;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A date alone is a whole day: `endDate=2026-03-31` includes everything on the 31st. */
function bounds(query: AuditQuery): { from?: Date; until?: Date } {
  const from = query.startDate ? new Date(query.startDate) : undefined;
  let until: Date | undefined;
  if (query.endDate) {
    const end = new Date(query.endDate);
    until = DATE_ONLY.test(query.endDate) ? new Date(end.getTime() + DAY_MS) : new Date(end.getTime() + 1);
  }
  if (from && until && from >= until) throw validationError('startDate must not be after endDate');
  return { ...(from ? { from } : {}), ...(until ? { until } : {}) };
}

export const AUDIT_DEFAULT_LIMIT = 100;

/** The trail of one tenant (or all, for a super-administrator naming none), newest first. */
export async function readAuditTrail(
  { tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  query: AuditQuery,
) {
  const limit = query.limit ?? AUDIT_DEFAULT_LIMIT;
  const offset = query.offset ?? 0;
  const { rows, total } = await queryAudit(deps.db, {
    tenantId,
    subjectId: query.entityId,
    entityType: query.entityType,
    action: query.action,
    userId: query.userId,
    ...bounds(query),
    limit,
    offset,
  });
  return {
    data: rows.map(entryView),
    pagination: { total, limit, offset, hasMore: offset + rows.length < total },
  };
}

/** An entity's trail: its own rows and the events naming it. Another tenant's entity is 404, as everywhere, rather than an empty trail. */
export async function readEntityAuditTrail(
  scope: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  entityId: string,
  query: AuditQuery,
) {
  await getEntity(scope, deps, entityId);
  return readAuditTrail(scope, deps, { ...query, entityId });
}

/** A document's trail. Another tenant's document is 404, as its entity's trail answers, rather than an empty trail. */
export async function readDocumentAuditTrail(
  scope: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  documentId: string,
  query: AuditQuery,
) {
  await requireDocument(scope, deps, documentId);
  return readAuditTrail(scope, deps, { ...query, entityId: documentId });
}
