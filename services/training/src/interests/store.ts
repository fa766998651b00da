import { maybeOne, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import { auditInsert } from '../audit/store.js';
import type { Actor } from '../shared/admin.js';
import type { CourseKey } from '../shared/course-key.js';
import { newestFirst, whereAll } from '../shared/paged-store.js';
import type { Paged } from '../shared/schemas.js';
import { MOVED_ROW, type MoveResult, moveStatus } from '../shared/status-store.js';

export type InterestStatus = 'new' | 'contacted' | 'converted' | 'closed';

export interface InterestView {
  readonly id: string;
  readonly course_id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly organisation: string | null;
  readonly status: InterestStatus;
  readonly created_at: string;
  readonly updated_at: string;
}

export const interestJson = (alias: string): SqlQuery =>
  sql`${sql.raw(`json_build_object('id', ${alias}.id, 'course_id', ${alias}.course_id, 'name', ${alias}.name,
    'email', ${alias}.email, 'phone', ${alias}.phone, 'organisation', ${alias}.organisation,
    'status', ${alias}.status, 'created_at', ${alias}.created_at, 'updated_at', ${alias}.updated_at)`)}`;

export interface NewInterest {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly organisation: string | null;
}

/** Undefined when the course is not published and active: nobody can register interest in it. */
export async function insertInterest(tx: Queryable, course: CourseKey, input: NewInterest) {
  const key = 'id' in course ? sql`c.id = ${course.id}` : sql`c.slug = ${course.slug}`;
  const row = await maybeOne<{ interest: InterestView }>(
    tx,
    sql`with created as (
          insert into training.interests (course_id, name, email, phone, organisation)
          select c.id, ${input.name}, ${input.email}, ${input.phone}, ${input.organisation}
          from training.courses c where ${key} and c.status = 'active' and c.is_published
          returning *
        )
        select ${interestJson('created')} as interest from created`,
  );
  return row?.interest;
}

export function findInterest(db: Queryable, id: string) {
  return maybeOne<Pick<InterestView, 'id' | 'course_id' | 'status'>>(
    db,
    sql`select id, course_id, status from training.interests where id = ${id}`,
  );
}

export function listInterests(
  db: Queryable,
  filter: { status?: InterestStatus | undefined; courseId?: string | undefined },
  page: Page,
): Promise<Paged<InterestView>> {
  const conditions: SqlQuery[] = [];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.courseId) conditions.push(sql`course_id = ${filter.courseId}`);
  return newestFirst<InterestView>(
    db,
    sql`select * from training.interests where ${whereAll(conditions)}`,
    interestJson('p'),
    page,
  );
}

export function moveInterest(
  db: Queryable,
  actor: Actor,
  id: string,
  to: InterestStatus,
  from: readonly InterestStatus[],
): Promise<MoveResult<InterestView>> {
  return moveStatus<InterestView>(db, {
    table: 'interests',
    id,
    to,
    from,
    columns: interestJson('changed'),
    audit: auditInsert({ ...MOVED_ROW, action: 'interest.status', entityType: 'interest', actor }),
  });
}
