import type { Page } from '@platform/kernel/http';
import type { PortalDeps } from '../shared/deps.js';
import { paginationOf } from '../shared/schemas.js';
import {
  type AuditEntry,
  type AuditFilter,
  listAudit,
  type NewAuditEntry,
  recordAudit,
  recordAuditEntries,
} from './store.js';

// The central audit log's rules, for the services that call it. Their only scope is the service
// secret, checked before a rule runs.

/** An entry as a service sends it: one that names no source is the factory's, which never does. */
type Sent = Omit<NewAuditEntry, 'source'> & { readonly source?: string | undefined };

const withSource = (entry: Sent): NewAuditEntry => ({ ...entry, source: entry.source ?? 'factory' });

export function recordEntry(deps: Pick<PortalDeps, 'db'>, entry: Sent): Promise<AuditEntry> {
  return recordAudit(deps.db, withSource(entry));
}

/** Several entries in one statement: all are written or none. Answers how many. */
export async function recordEntries(deps: Pick<PortalDeps, 'db'>, entries: readonly Sent[]): Promise<number> {
  return (await recordAuditEntries(deps.db, entries.map(withSource))).length;
}

/** One tenant's entries, newest first, within the filter, a page of them. */
export async function auditPage(deps: Pick<PortalDeps, 'db'>, filter: AuditFilter, page: Page) {
  const { entries, total } = await listAudit(deps.db, filter, page);
  return { auditLogs: entries, pagination: paginationOf(page, total) };
}
