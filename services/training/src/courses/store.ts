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
import { COURSE_JSON, type CourseField, type CourseSources, type CourseView, courseJson } from './view.js';

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
               coalesce((select json_agg(c.image order by p.rank desc, p.created_at desc, p.id)
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
    sql`select c.image as course from training.courses c where ${keyCondition(key)}${visible}`,
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
    sql`select c.id, c.status, c.is_published as "isPublished", c.image as snapshot
        from training.courses c where c.id = any(${[...ids]}::uuid[]) order by c.id for update`,
  );
}

export interface ScheduleEntryInput {
  /** Chosen by the service, so that a write can show the entry without reading it back. */
  readonly id: string;
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
          ${linkAndSchedule(sql`created`, fields)}
          select id from created`,
    );
    return row.id;
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) return 'duplicate';
    throw err;
  }
}

/** A taxonomy item a course refers to, with the type it must have. */
export interface ItemRef {
  readonly id: string;
  readonly type: string;
}

export interface CourseRewrite {
  readonly fields: Omit<CourseFields, 'deliveryModeId'>;
  /** Slug of the delivery mode, resolved by the statement. */
  readonly deliveryMode: string | null;
  /** Every item the course refers to (its links and its schedule's cities), each of its type. */
  readonly references: readonly ItemRef[];
  /** The stored flags from which the move to `fields`' flags is allowed. */
  readonly allowedFrom: readonly CourseFlags[];
}

export type RewriteOutcome =
  | { readonly kind: 'written'; readonly before: CourseView; readonly after: CourseView }
  /** Nothing written: the course is missing, a reference unknown or the move not allowed. */
  | {
      readonly kind: 'refused';
      readonly current: CourseFlags | null;
      readonly found: ItemRef[];
      readonly deliveryModeId: string | null;
    }
  | { readonly kind: 'duplicate' };

/**
 * Replaces every field, the taxonomy links and the schedule, and records the audit entry, in
 * one statement (one round trip, atomic on its own). The guard of the UPDATE holds the rules:
 * the course exists, every reference resolves to an item of its type, and its current flags are
 * among `allowedFrom`; when it fails nothing is written and the outcome carries what the
 * caller needs to say why. The stored image is the audit entry's `before`; the new one is built
 * in the UPDATE from the values written and the referenced items, which the statement locks
 * (FOR SHARE) so that a concurrent rename either waits for it or is seen by it.
 */
export async function rewriteCourse(
  db: Queryable,
  actor: Actor,
  id: string,
  change: CourseRewrite,
): Promise<RewriteOutcome> {
  const { fields } = change;
  const taxonomyIds = [...fields.taxonomyIds];
  const values: Record<CourseField, SqlQuery> = {
    title: sql`${fields.title}::text`,
    slug: sql`${fields.slug}::text`,
    description: sql`${fields.description}::text`,
    duration_days: sql`${fields.durationDays}::integer`,
    is_published: sql`${fields.isPublished}::boolean`,
    status: sql`${fields.status}::text`,
    deleted_at: sql`case when ${fields.status}::text = 'deleted' then coalesce(c.deleted_at, now()) end`,
    updated_at: sql`now()`,
  };
  const schedule = scheduleRows(fields.schedule);
  const written: CourseSources = {
    field: (name) => values[name],
    deliveryMode: sql`(select slug from mode)`,
    items: (type) => sql`refs t where t.type = ${type} and t.id = any(${taxonomyIds}::uuid[])`,
    schedule: sql`${schedule} left join refs sc on sc.id = s.city_id`,
  };
  try {
    const row = await one<{
      current: CourseFlags | null;
      before: CourseView | null;
      after: CourseView | null;
      found: ItemRef[];
      deliveryModeId: string | null;
    }>(
      db,
      sql`with before as (
            select c.id, c.status, c.is_published, c.image from training.courses c where c.id = ${id} for update
          ),
          refs as (
            select t.id, t.type, t.name, t.slug from training.taxonomies t
            where t.id = any(${change.references.map((r) => r.id)}::uuid[]) for share
          ),
          mode as (
            select t.id, t.slug from training.taxonomies t
            where t.type = 'delivery_mode' and t.slug = ${change.deliveryMode} for share
          ),
          changed as (
            update training.courses c set title = ${values.title}, slug = ${values.slug},
              description = ${values.description}, delivery_mode_id = (select id from mode),
              duration_days = ${values.duration_days}, is_published = ${values.is_published},
              status = ${values.status}, deleted_at = ${values.deleted_at}, updated_at = ${values.updated_at},
              image = ${courseJson(written)}
            from before b
            where c.id = b.id
              and (b.status, b.is_published) in (
                select * from unnest(${change.allowedFrom.map((f) => f.status)}::text[],
                                     ${change.allowedFrom.map((f) => f.isPublished)}::boolean[]))
              and not exists (
                select 1 from unnest(${change.references.map((r) => r.id)}::uuid[],
                                     ${change.references.map((r) => r.type)}::text[]) as w(id, type)
                where not exists (select 1 from refs r where r.id = w.id and r.type = w.type))
              and (${change.deliveryMode}::text is null or exists (select 1 from mode))
            returning c.id, c.image
          ),
          unlinked as (
            delete from training.course_taxonomies
            where course_id in (select id from changed) and taxonomy_id <> all(${taxonomyIds}::uuid[])
          ),
          unscheduled as (delete from training.course_schedules where course_id in (select id from changed)),
          ${linkAndSchedule(sql`changed`, fields)},
          logged as (
            insert into training.audit_logs (action, entity_type, entity_id, actor_id, actor_email, before, after)
            select 'course.update', 'course', b.id, ${actor.id}, ${actor.email}, b.image, ch.image
            from before b, changed ch
          )
          select (select json_build_object('status', b.status, 'isPublished', b.is_published) from before b) as current,
                 (select b.image from before b) as before,
                 (select ch.image from changed ch) as after,
                 coalesce((select json_agg(json_build_object('id', r.id, 'type', r.type)) from refs r), '[]'::json)
                   as found,
                 (select id from mode) as "deliveryModeId"`,
    );
    if (row.before && row.after) return { kind: 'written', before: row.before, after: row.after };
    return { kind: 'refused', current: row.current, found: row.found, deliveryModeId: row.deliveryModeId };
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) return { kind: 'duplicate' };
    throw err;
  }
}

/** The schedule entries of a write as rows (alias `s`), their ids chosen by the caller. */
function scheduleRows(schedule: readonly ScheduleEntryInput[]): SqlQuery {
  return sql`jsonb_to_recordset(${JSON.stringify(schedule)}::jsonb)
    as s(id uuid, start_date date, end_date date, city_id uuid, seats integer)`;
}

/** The links and schedule of the course in `source` (a CTE of one row with `id`). */
function linkAndSchedule(source: SqlQuery, fields: Omit<CourseFields, 'deliveryModeId'>): SqlQuery {
  return sql`linked as (
      insert into training.course_taxonomies (course_id, taxonomy_id)
      select src.id, t from ${source} src, unnest(${[...fields.taxonomyIds]}::uuid[]) as t
      on conflict do nothing
    ),
    scheduled as (
      insert into training.course_schedules (id, course_id, start_date, end_date, city_id, seats)
      select s.id, src.id, s.start_date, s.end_date, s.city_id, s.seats
      from ${source} src, ${scheduleRows(fields.schedule)}
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
 * Locks (FOR SHARE) the taxonomy items the courses show, so that a rename waits until this
 * transaction has written their images, or commits before the next statement reads it.
 */
async function lockShownItems(tx: Queryable, ids: readonly string[]): Promise<void> {
  await tx.query(
    sql`select 1 from training.taxonomies t
        where t.id in (select taxonomy_id from training.course_taxonomies where course_id = any(${[...ids]}::uuid[])
                       union all
                       select city_id from training.course_schedules where course_id = any(${[...ids]}::uuid[])
                       union all
                       select delivery_mode_id from training.courses where id = any(${[...ids]}::uuid[]))
        for share`,
  );
}

/**
 * Rebuilds the images of courses whose rows the transaction has changed (and locked) and records
 * one audit entry each. `before` maps a course id to its image before the write (absent for a
 * creation).
 */
export async function refreshAndAudit(
  tx: Queryable,
  actor: Actor,
  action: string,
  ids: readonly string[],
  before: Readonly<Record<string, CourseView>>,
): Promise<CourseView[]> {
  await lockShownItems(tx, ids);
  const rows = await many<{ course: CourseView }>(
    tx,
    sql`with v as (${rebuildImages(sql`c.id = any(${[...ids]}::uuid[])`)} returning c.id, c.image),
        logged as (
          insert into training.audit_logs (action, entity_type, entity_id, actor_id, actor_email, before, after)
          select ${action}, 'course', v.id, ${actor.id}, ${actor.email},
                 ${JSON.stringify(before)}::jsonb -> v.id::text, v.image::jsonb
          from v
        )
        select v.image as course from v order by array_position(${[...ids]}::uuid[], v.id)`,
  );
  return rows.map((r) => r.course);
}

/** Which stored images to rebuild outside a course write. */
export type ImageScope =
  /** Rows written without one: older rows, bulk loads. */
  | { readonly missing: true }
  /** Courses showing this taxonomy item, after it was renamed (in the same transaction). */
  | { readonly taxonomyId: string };

/** Rebuilds stored course images from the tables; the number of courses rebuilt. */
export async function refreshCourseImages(db: Queryable, scope: ImageScope): Promise<number> {
  const where =
    'missing' in scope
      ? sql`c.image is null`
      : sql`c.delivery_mode_id = ${scope.taxonomyId}
            or c.id in (select course_id from training.course_taxonomies where taxonomy_id = ${scope.taxonomyId})
            or c.id in (select course_id from training.course_schedules where city_id = ${scope.taxonomyId})`;
  const result = await db.query(rebuildImages(where));
  return result.rowCount;
}

/** The UPDATE that rebuilds from the tables the stored images of the courses matching `where`. */
function rebuildImages(where: SqlQuery): SqlQuery {
  return sql`update training.courses c set image = ${COURSE_JSON} where ${where}`;
}
