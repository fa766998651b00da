import type { Page } from '@platform/kernel/http';
import type { Actor } from '../shared/admin.js';
import type { Uses } from '../shared/deps.js';
import type { Paged } from '../shared/schemas.js';
import { type AuditFilter, type AuditLogView, listAuditLogs } from './store.js';

export function browseAuditLogs(
  _actor: Actor,
  deps: Uses<'db'>,
  filter: AuditFilter,
  page: Page,
): Promise<Paged<AuditLogView>> {
  return listAuditLogs(deps.db, filter, page);
}
