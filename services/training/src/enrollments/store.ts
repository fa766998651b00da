import { maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import { auditInsert } from '../audit/store.js';
import type { Actor } from '../shared/admin.js';
import { newestFirst, whereAll } from '../shared/paged-store.js';
import type { Paged } from '../shared/schemas.js';
import { MOVED_ROW, type MoveResult, moveStatus } from '../shared/status-store.js';

export type EnrollmentStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';

export interface EnrollmentView {
  readonly id: string;
  readonly course_id: string;
  readonly interest_id: string | null;
  readonly learner_name: string;
  readonly learner_email: string;
  readonly organisation: string | null;
  readonly scheduled_date: string | null;
  readonly status: EnrollmentStatus;
  readonly completion_date: string | null;
  readonly certificate_number: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

const enrollmentJson = (alias: string): SqlQuery =>
  sql`${sql.raw(`json_build_object('id', ${alias}.id, 'course_id', ${alias}.course_id, 'interest_id', ${alias}.interest_id,
    'learner_name', ${alias}.learner_name, 'learner_email', ${alias}.learner_email,
    'organisation', ${alias}.organisation, 'scheduled_date', ${alias}.scheduled_date, 'status', ${alias}.status,
    'completion_date', ${alias}.completion_date, 'certificate_number', ${alias}.certificate_number,
    'created_at', ${alias}.created_at, 'updated_at', ${alias}.updated_at)`)}`;

export interface NewEnrollment {
  readonly courseId: string;
  readonly interestId: string | null;
  readonly learnerName: string;
  readonly learnerEmail: string;
  readonly organisation: string | null;
  readonly scheduledDate: string | null;
}

/** Whether the course exists and is not deleted: nobody is enrolled on a deleted course. */
export async function courseOpenForEnrollment(db: Queryable, courseId: string): Promise<boolean> {
  const row = await maybeOne<{ id: string }>(
    db,
    sql`select id from training.courses where id = ${courseId} and status <> 'deleted'`,
  );
  return row !== undefined;
}

export async function insertEnrollment(
  tx: Queryable,
  actor: Actor,
  e: NewEnrollment,
): Promise<EnrollmentView> {
  const row = await one<{ enrollment: EnrollmentView }>(
    tx,
    sql`with created as (
          insert into training.enrollments (course_id, interest_id, learner_name, learner_email, organisation, scheduled_date)
          values (${e.courseId}, ${e.interestId}, ${e.learnerName}, ${e.learnerEmail}, ${e.organisation}, ${e.scheduledDate})
          returning *
        ),
        logged as (${auditInsert({
          action: 'enrollment.create',
          entityType: 'enrollment',
          entityId: sql`created.id`,
          actor,
          before: sql`null`,
          after: sql`to_jsonb(created)`,
          from: sql`created`,
        })})
        select ${enrollmentJson('created')} as enrollment from created`,
  );
  return row.enrollment;
}

export function listEnrollments(
  db: Queryable,
  filter: { status?: EnrollmentStatus | undefined; courseId?: string | undefined },
  page: Page,
): Promise<Paged<EnrollmentView>> {
  const conditions: SqlQuery[] = [];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.courseId) conditions.push(sql`course_id = ${filter.courseId}`);
  return newestFirst<EnrollmentView>(
    db,
    sql`select * from training.enrollments where ${whereAll(conditions)}`,
    enrollmentJson('p'),
    page,
  );
}

export function moveEnrollment(
  db: Queryable,
  actor: Actor,
  id: string,
  to: EnrollmentStatus,
  from: readonly EnrollmentStatus[],
  certificateNumber: string | null,
): Promise<MoveResult<EnrollmentView>> {
  return moveStatus<EnrollmentView>(db, {
    table: 'enrollments',
    id,
    to,
    from,
    ...(certificateNumber
      ? { alsoSet: sql`, completion_date = current_date, certificate_number = ${certificateNumber}` }
      : {}),
    columns: enrollmentJson('changed'),
    audit: auditInsert({ ...MOVED_ROW, action: 'enrollment.status', entityType: 'enrollment', actor }),
  });
}
