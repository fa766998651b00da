import { one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import { auditInsert } from '../audit/store.js';
import type { Actor } from '../shared/admin.js';
import { newestFirst, whereAll } from '../shared/paged-store.js';
import type { Paged } from '../shared/schemas.js';
import { MOVED_ROW, type MoveResult, moveStatus } from '../shared/status-store.js';

export type EnquiryStatus = 'new' | 'in_progress' | 'resolved' | 'closed';

export interface EnquiryView {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly status: EnquiryStatus;
  readonly created_at: string;
  readonly updated_at: string;
}

const enquiryJson = (alias: string): SqlQuery =>
  sql`${sql.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email,
    'message', ${alias}.message, 'status', ${alias}.status,
    'created_at', ${alias}.created_at, 'updated_at', ${alias}.updated_at)`)}`;

export async function insertEnquiry(
  tx: Queryable,
  input: { name: string; email: string; message: string },
): Promise<EnquiryView> {
  const row = await one<{ enquiry: EnquiryView }>(
    tx,
    sql`with created as (
          insert into training.enquiries (name, email, message) values (${input.name}, ${input.email}, ${input.message})
          returning *
        )
        select ${enquiryJson('created')} as enquiry from created`,
  );
  return row.enquiry;
}

export function listEnquiries(
  db: Queryable,
  filter: { status?: EnquiryStatus | undefined },
  page: Page,
): Promise<Paged<EnquiryView>> {
  const conditions: SqlQuery[] = [];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  return newestFirst<EnquiryView>(
    db,
    sql`select * from training.enquiries where ${whereAll(conditions)}`,
    enquiryJson('p'),
    page,
  );
}

export function moveEnquiry(
  db: Queryable,
  actor: Actor,
  id: string,
  to: EnquiryStatus,
  from: readonly EnquiryStatus[],
): Promise<MoveResult<EnquiryView>> {
  return moveStatus<EnquiryView>(db, {
    table: 'enquiries',
    id,
    to,
    from,
    columns: enquiryJson('changed'),
    audit: auditInsert({ ...MOVED_ROW, action: 'enquiry.status', entityType: 'enquiry', actor }),
  });
}
