import {
  many,
  maybeOne,
  one,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  type Queryable,
  type SqlQuery,
  sql,
} from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import type { Actor } from '../shared/admin.js';
import type { Paged } from '../shared/schemas.js';
import type { CourseFlags } from './rules.js';
import { COURSE_JSON, type CourseView } from './view.js';

export interface CatalogueFilter {
  readonly category?: string | undefined;
  readonly city?: string | undefined;
  readonly association?: string | undefined;
  readonly deliveryMode?: string | undefined;
  readonly search?: string | undefined;
  readonly status?: string | undefined;
  readonly isPublished?: boolean | undefined;
  /** Only published, active courses: what the public sees. */
  readonly publicOnly: boolean;
}

function attachedSlug(type: 'category' | 'city' | 'association', slug: string): SqlQuery {
  return sql`exists (select 1 from training.course_taxonomies ct join training.taxonomies t on t.id = ct.taxonomy_id
                     where ct.course_id = c.id and t.type = ${type} and t.slug = ${slug})`;
}

/** One round trip: the page of matching courses, each with its taxonomies and schedule, and the total. */
export async function listCourses(
  db: Queryable,
  filter: CatalogueFilter,
  page: Page,
): Promise<Paged<CourseView>> {
  const where: SqlQuery[] = [];
  if (filter.publicOnly) where.push(sql`c.status = 'active' and c.is_published`);
  if (filter.status) where.push(sql`c.status = ${filter.status}`);
  else if (!filter.publicOnly) where.push(sql`c.status <> 'deleted'`);
  if (filter.isPublished !== undefined) where.push(sql`c.is_published = ${filter.isPublished}`);
  if (filter.category) where.push(attachedSlug('category', filter.category));
  if (filter.city) where.push(attachedSlug('city', filter.city));
  if (filter.association) where.push(attachedSlug('association', filter.association));
  if (filter.deliveryMode) {
    where.push(sql`c.delivery_mode_id = (select id from training.taxonomies
                                          where type = 'delivery_mode' and slug = ${filter.deliveryMode})`);
  }
  const query = filter.search ? sql`websearch_to_tsquery('english', ${filter.search})` : null;
  if (query) where.push(sql`c.search @@ ${query}`);
  const rank = query ? sql`ts_rank(c.search, ${query})` : sql`0::real`;
  const result = await one<{ total: number; rows: CourseView[] }>(
    db,
    sql`with matched as (
          select c.id, c.created_at, ${rank} as rank from training.courses c
          where ${sql.join(where, sql` and `)}
        ),
        page as (
          select * from matched order by rank desc, created_at desc, id
          limit ${page.limit} offset ${page.offset}
        )
        select (select count(*)::int from matched) as total,
               coalesce((select json_agg(${COURSE_JSON} order by p.rank desc, p.created_at desc, p.id)
                         from page p join training.courses c on c.id = p.id), '[]'::json) as rows`,
  );
  return { total: result.total, rows: result.rows };
}

export type CourseKey = { readonly id: string } | { readonly slug: string };

function keyCondition(key: CourseKey): SqlQuery {
  return 'id' in key ? sql`c.id = ${key.id}` : sql`c.slug = ${key.slug}`;
}

export async function findCourse(
  db: Queryable,
  key: CourseKey,
  publicOnly: boolean,
): Promise<CourseView | undefined> {
  const visible = publicOnly ? sql` and c.status = 'active' and c.is_published` : sql.empty();
  const row = await maybeOne<{ course: CourseView }>(
    db,
    sql`select ${COURSE_JSON} as course from training.courses c where ${keyCondition(key)}${visible}`,
  );
  return row?.course;
}

export interface LockedCourse extends CourseFlags {
  readonly id: string;
  readonly snapshot: CourseView;
}

/** Locks the rows for the rest of the transaction, with their state and their image before the write. */
export function lockCourses(tx: Queryable, ids: readonly string[]): Promise<LockedCourse[]> {
  return many<LockedCourse>(
    tx,
    sql`select c.id, c.status, c.is_published as "isPublished", ${COURSE_JSON} as snapshot
        from training.courses c where c.id = any(${[...ids]}::uuid[]) for update`,
  );
}

export interface ScheduleEntryInput {
  readonly start_date: string;
  readonly end_date: string;
  readonly city_id: string | null;
  readonly seats: number;
}

export interface CourseFields extends CourseFlags {
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  readonly deliveryModeId: string | null;
  readonly durationDays: number;
  readonly taxonomyIds: readonly string[];
  readonly schedule: readonly ScheduleEntryInput[];
}

function deletedAt(fields: CourseFlags): SqlQuery {
  return fields.status === 'deleted' ? sql`now()` : sql`null`;
}

/** The new course's id, or `duplicate` when the slug is taken. */
export async function insertCourse(tx: Queryable, fields: CourseFields): Promise<string | 'duplicate'> {
  try {
    const row = await one<{ id: string }>(
      tx,
      sql`with created as (
            insert into training.courses (title, slug, description, delivery_mode_id, duration_days, is_published, status, deleted_at)
            values (${fields.title}, ${fields.slug}, ${fields.description}, ${fields.deliveryModeId},
                    ${fields.durationDays}, ${fields.isPublished}, ${fields.status}, ${deletedAt(fields)})
            returning id
          ),
          ${linkAndSchedule(sql`(select id from created)`, fields)}
          select id from created`,
    );
    return row.id;
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) return 'duplicate';
    throw err;
  }
}

/** Replaces every field, the taxonomy links and the schedule; `duplicate` when the slug is taken. */
export async function replaceCourse(
  tx: Queryable,
  id: string,
  fields: CourseFields,
): Promise<'ok' | 'duplicate'> {
  try {
    await tx.query(
      sql`with changed as (
            update training.courses set title = ${fields.title}, slug = ${fields.slug},
              description = ${fields.description}, delivery_mode_id = ${fields.deliveryModeId},
              duration_days = ${fields.durationDays}, is_published = ${fields.isPublished}, status = ${fields.status},
              deleted_at = case when ${fields.status} = 'deleted' then coalesce(deleted_at, now()) else null end,
              updated_at = now()
            where id = ${id} returning id
          ),
          unlinked as (
            delete from training.course_taxonomies
            where course_id = ${id} and taxonomy_id <> all(${[...fields.taxonomyIds]}::uuid[])
          ),
          unscheduled as (delete from training.course_schedules where course_id = ${id}),
          ${linkAndSchedule(sql`${id}::uuid`, fields)}
          select id from changed`,
    );
    return 'ok';
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) return 'duplicate';
    throw err;
  }
}

function linkAndSchedule(courseId: SqlQuery, fields: CourseFields): SqlQuery {
  return sql`linked as (
      insert into training.course_taxonomies (course_id, taxonomy_id)
      select ${courseId}, t from unnest(${[...fields.taxonomyIds]}::uuid[]) as t
      on conflict do nothing
    ),
    scheduled as (
      insert into training.course_schedules (course_id, start_date, end_date, city_id, seats)
      select ${courseId}, s.start_date, s.end_date, s.city_id, s.seats
      from jsonb_to_recordset(${JSON.stringify(fields.schedule)}::jsonb)
        as s(start_date date, end_date date, city_id uuid, seats integer)
    )`;
}

/** Sets status and publication of several courses; `deleted_at` follows the status. */
export async function setCourseFlags(
  tx: Queryable,
  ids: readonly string[],
  flags: Partial<CourseFlags>,
): Promise<void> {
  const sets: SqlQuery[] = [sql`updated_at = now()`];
  if (flags.isPublished !== undefined) sets.push(sql`is_published = ${flags.isPublished}`);
  if (flags.status !== undefined) {
    sets.push(sql`status = ${flags.status}`);
    sets.push(sql`deleted_at = ${flags.status === 'deleted' ? sql`now()` : sql`null`}`);
  }
  await tx.query(sql`update training.courses set ${sql.join(sets)} where id = any(${[...ids]}::uuid[])`);
}

/**
 * Reads the courses as they now are and records one audit entry each, in one statement.
 * `before` maps a course id to its image before the write (absent for a creation).
 */
export async function readAndAudit(
  tx: Queryable,
  actor: Actor,
  action: string,
  ids: readonly string[],
  before: Readonly<Record<string, CourseView>>,
): Promise<CourseView[]> {
  const rows = await many<{ course: CourseView }>(
    tx,
    sql`with v as (select c.id, ${COURSE_JSON} as course from training.courses c where c.id = any(${[...ids]}::uuid[])),
        logged as (
          insert into training.audit_logs (action, entity_type, entity_id, actor_id, actor_email, before, after)
          select ${action}, 'course', v.id, ${actor.id}, ${actor.email},
                 ${JSON.stringify(before)}::jsonb -> v.id::text, v.course::jsonb
          from v
        )
        select course from v order by array_position(${[...ids]}::uuid[], v.id)`,
  );
  return rows.map((r) => r.course);
}
