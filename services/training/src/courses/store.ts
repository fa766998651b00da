import { type Batched, batched } from '@platform/kernel/batch';
import {
  type Db,
  many,
  one,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  type Queryable,
  type SqlQuery,
  sql,
} from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import { auditInsert } from '../audit/store.js';
import type { Actor } from '../shared/admin.js';
import type { CourseKey } from '../shared/course-key.js';
import type { Paged } from '../shared/schemas.js';
import type { CourseFlags } from './rules.js';
import { COURSE_JSON, type CourseSources, type CourseView, courseJson } from './view.js';

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
export function listCourses(db: Queryable, filter: CatalogueFilter, page: Page): Promise<Paged<CourseView>> {
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
  return one<Paged<CourseView>>(
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
}

/** One course asked for by id or slug; `publicOnly` finds it only while published and active. */
export interface CourseLookup {
  readonly key: CourseKey;
  readonly publicOnly: boolean;
}

/**
 * The stored API images of the courses asked for, as JSON text sent as it is (parsing the jsonb
 * into objects and serialising them again cost more server CPU than the whole floor read), in
 * one statement for any number of lookups: one result per lookup, in order, undefined for a
 * course that does not exist or is not public where only public ones are asked for.
 */
export async function findCoursesJson(
  db: Queryable,
  lookups: readonly CourseLookup[],
): Promise<(string | undefined)[]> {
  const ids = lookups.flatMap(({ key }) => ('id' in key ? [key.id] : []));
  const slugs = lookups.flatMap(({ key }) => ('slug' in key ? [key.slug] : []));
  const rows = await many<{ id: string; slug: string; public: boolean; course: string }>(
    db,
    sql`select c.id, c.slug, c.status = 'active' and c.is_published as public, c.image::text as course
        from training.courses c
        where c.id = any(${ids}::uuid[]) or c.slug = any(${slugs}::text[])`,
  );
  // Matched to the lookups in code: one statement serves many requests, each keeping its own answer.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return lookups.map(({ key, publicOnly }) => {
    const row = 'id' in key ? byId.get(key.id) : bySlug.get(key.slug);
    return row && (row.public || !publicOnly) ? row.course : undefined;
  });
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
          ${linkAndSchedule(sql`(select id, ${[...fields.taxonomyIds]}::uuid[] as taxonomy_ids,
                                        ${JSON.stringify(fields.schedule)}::jsonb as schedule from created)`)}
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

/** The items among `ids`, whatever their type, and the id of the delivery mode `modeSlug`: one round trip. */
export async function findReferences(
  db: Queryable,
  ids: readonly string[],
  modeSlug: string | null,
): Promise<{ items: ItemRef[]; deliveryModeId: string | null }> {
  return one(
    db,
    sql`select coalesce((select json_agg(json_build_object('id', t.id, 'type', t.type))
                         from training.taxonomies t where t.id = any(${[...ids]}::uuid[])), '[]'::json) as items,
               (select t.id from training.taxonomies t
                where t.type = 'delivery_mode' and t.slug = ${modeSlug}) as "deliveryModeId"`,
  );
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
  /**
   * The course's keys as they were and as they are, for the caches to forget, and the course as
   * written: JSON text, ready to send.
   */
  | {
      readonly kind: 'written';
      readonly before: CourseKeys;
      readonly after: CourseKeys;
      readonly course: string;
    }
  /** Nothing written: the course is missing, a reference unknown or the move not allowed. */
  | {
      readonly kind: 'refused';
      readonly current: CourseFlags | null;
      readonly found: ItemRef[];
      readonly deliveryModeId: string | null;
    }
  | { readonly kind: 'duplicate' }
  /** Tried alone after its batch failed, and failed: the error, for this rewrite's caller only. */
  | { readonly kind: 'failed'; readonly error: unknown };

/** What names a course in the caches. */
export interface CourseKeys {
  readonly id: string;
  readonly slug: string;
}

/** One course rewrite as a batch carries it. */
interface Rewrite {
  readonly actor: Actor;
  readonly id: string;
  readonly change: CourseRewrite;
}

/** Most rewrites one statement carries. */
const MAX_REWRITES_PER_STATEMENT = 32;
/** Statements written at once: 0.75-0.99x the write floor with one, 1.13-1.32x with two (bench/README.md). */
const REWRITES_IN_FLIGHT = 2;

const rewriters = new WeakMap<Db, Batched<Rewrite, RewriteOutcome>>();

/**
 * Replaces every field, the taxonomy links and the schedule, and records the audit entry.
 * Rewrites that arrive while others are being written are written together in one statement
 * and one commit (group commit); each keeps its own outcome and audit entry, and a course
 * appears at most once per statement. See `rewriteStatement` for the rules the statement holds.
 */
export function rewriteCourse(
  db: Db,
  actor: Actor,
  id: string,
  change: CourseRewrite,
): Promise<RewriteOutcome> {
  let submit = rewriters.get(db);
  if (!submit) {
    submit = batched({
      run: (rewrites) => rewriteBatch(db, rewrites),
      maxSize: MAX_REWRITES_PER_STATEMENT,
      key: (rewrite) => rewrite.id,
      inFlight: REWRITES_IN_FLIGHT,
    });
    rewriters.set(db, submit);
  }
  return submit({ actor, id, change });
}

/**
 * One statement, atomic on its own. When it fails (a slug taken, a deadlock with a rename) no
 * rewrite of the batch is written, and each is then tried alone, so that one failing rewrite
 * never fails the others: each gets its own outcome, an error included.
 */
async function rewriteBatch(db: Queryable, rewrites: readonly Rewrite[]): Promise<RewriteOutcome[]> {
  try {
    return await rewriteStatement(db, rewrites);
  } catch (error) {
    if (rewrites.length > 1) return rewriteOneByOne(db, rewrites);
    return [pgErrorCode(error) === PG_UNIQUE_VIOLATION ? { kind: 'duplicate' } : { kind: 'failed', error }];
  }
}

async function rewriteOneByOne(db: Queryable, rewrites: readonly Rewrite[]): Promise<RewriteOutcome[]> {
  const outcomes: RewriteOutcome[] = [];
  for (const rewrite of rewrites) outcomes.push(...(await rewriteBatch(db, [rewrite])));
  return outcomes;
}

/** A rewrite as the statement reads it: one element of its JSON input. */
function rewriteInput(rewrite: Rewrite, ord: number) {
  const { fields } = rewrite.change;
  return {
    ord,
    id: rewrite.id,
    title: fields.title,
    slug: fields.slug,
    description: fields.description,
    duration_days: fields.durationDays,
    is_published: fields.isPublished,
    status: fields.status,
    delivery_mode: rewrite.change.deliveryMode,
    taxonomy_ids: fields.taxonomyIds,
    schedule: fields.schedule,
    ref_ids: rewrite.change.references.map((r) => r.id),
    ref_types: rewrite.change.references.map((r) => r.type),
    allowed_status: rewrite.change.allowedFrom.map((f) => f.status),
    allowed_published: rewrite.change.allowedFrom.map((f) => f.isPublished),
    actor_id: rewrite.actor.id,
    actor_email: rewrite.actor.email,
  };
}

/** Each course's fields as written: the accepted input row `o`, over the stored row `c`. */
const WRITTEN: CourseSources = {
  field: (name) => {
    if (name === 'updated_at') return sql`now()`;
    if (name === 'deleted_at')
      return sql`case when o.status = 'deleted' then coalesce(c.deleted_at, now()) end`;
    return sql`${sql.raw(`o.${name}`)}`;
  },
  deliveryMode: sql`o.mode_slug`,
  items: (type) => sql`${sql.raw(`refs t where t.type = '${type}'`)} and t.id = any(o.taxonomy_ids)`,
  schedule: sql`${scheduleRows(sql`o.schedule`)} left join refs sc on sc.id = s.city_id`,
};

/**
 * Every rewrite of the batch in one statement. The guard of the UPDATE holds the rules: the
 * course exists, every reference resolves to an item of its type, and its current flags are
 * among `allowedFrom`; a rewrite that fails it writes nothing, and its row of the result
 * carries what the caller needs to say why. The stored image is the audit entry's `before`;
 * the new one is built in the UPDATE from the values written and the referenced items, which
 * the statement locks (FOR SHARE) so that a concurrent rename either waits for it or is seen
 * by it. Courses are locked in id order, so that two statements never wait on each other.
 * The ids also travel as arrays beside the JSON input: the planner then reaches the rows by
 * index, however large the tables.
 */
async function rewriteStatement(db: Queryable, rewrites: readonly Rewrite[]): Promise<RewriteOutcome[]> {
  const ids = rewrites.map((r) => r.id);
  const kept = rewrites.flatMap((r) =>
    r.change.fields.taxonomyIds.map((taxonomyId) => ({ courseId: r.id, taxonomyId })),
  );
  const refIds = [...new Set(rewrites.flatMap((r) => r.change.references.map((ref) => ref.id)))];
  const modes = [...new Set(rewrites.flatMap((r) => (r.change.deliveryMode ? [r.change.deliveryMode] : [])))];
  // The accepted input rows whose course the UPDATE wrote: what links, schedule and audit follow.
  const written = sql`(select o.*, ch.image from changed ch join accepted o on o.id = ch.id)`;
  const rows = await many<{
    current: CourseFlags | null;
    before: CourseKeys | null;
    after: CourseKeys | null;
    course: string | null;
    found: ItemRef[] | null;
    deliveryModeId: string | null;
  }>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${JSON.stringify(rewrites.map(rewriteInput))}::jsonb) as w(
            ord integer, id uuid, title text, slug text, description text, duration_days integer,
            is_published boolean, status text, delivery_mode text, taxonomy_ids uuid[], schedule jsonb,
            ref_ids uuid[], ref_types text[], allowed_status text[], allowed_published boolean[],
            actor_id text, actor_email text)
        ),
        before as (
          select c.id, c.slug, c.status, c.is_published, c.image from training.courses c
          where c.id = any(${ids}::uuid[]) order by c.id for update
        ),
        refs as (
          select t.id, t.type, t.name, t.slug from training.taxonomies t where t.id = any(${refIds}::uuid[]) for share
        ),
        modes as (
          select t.id, t.slug from training.taxonomies t
          where t.type = 'delivery_mode' and t.slug = any(${modes}::text[]) for share
        ),
        accepted as (
          select w.*, b.image as before_image, m.id as mode_id, m.slug as mode_slug
          from input w join before b on b.id = w.id left join modes m on m.slug = w.delivery_mode
          where (b.status, b.is_published) in (select * from unnest(w.allowed_status, w.allowed_published))
            and not exists (
              select 1 from unnest(w.ref_ids, w.ref_types) as r(id, type)
              where not exists (select 1 from refs x where x.id = r.id and x.type = r.type))
            and (w.delivery_mode is null or m.id is not null)
        ),
        changed as (
          update training.courses c set title = o.title, slug = o.slug, description = o.description,
            delivery_mode_id = o.mode_id, duration_days = o.duration_days, is_published = o.is_published,
            status = o.status, deleted_at = ${WRITTEN.field('deleted_at')}, updated_at = ${WRITTEN.field('updated_at')},
            image = ${courseJson(WRITTEN)}
          from accepted o
          where c.id = o.id
          returning c.id, c.slug, c.image
        ),
        -- The links each rewrite keeps as (course, item) pairs: one hashed NOT IN, where matching
        -- every link against every rewrite's list was a nested loop.
        unlinked as (
          delete from training.course_taxonomies ct using changed ch
          where ct.course_id = any(${ids}::uuid[]) and ct.course_id = ch.id
            and (ct.course_id, ct.taxonomy_id) not in (
              select * from unnest(${kept.map((k) => k.courseId)}::uuid[], ${kept.map((k) => k.taxonomyId)}::uuid[]))
        ),
        unscheduled as (
          delete from training.course_schedules s using changed ch
          where s.course_id = any(${ids}::uuid[]) and s.course_id = ch.id
        ),
        ${linkAndSchedule(written)},
        logged as (${auditInsert({
          action: 'course.update',
          entityType: 'course',
          entityId: sql`o.id`,
          actor: { id: sql`o.actor_id`, email: sql`o.actor_email` },
          before: sql`o.before_image`,
          after: sql`o.image`,
          from: sql`${written} o order by o.ord`,
        })})
        select case when b.id is not null
                 then json_build_object('status', b.status, 'isPublished', b.is_published) end as current,
               case when b.id is not null then json_build_object('id', b.id, 'slug', b.slug) end as before,
               case when ch.id is not null then json_build_object('id', ch.id, 'slug', ch.slug) end as after,
               ch.image::text as course,
               case when ch.id is null then coalesce((
                 select json_agg(json_build_object('id', r.id, 'type', r.type))
                 from refs r where r.id = any(w.ref_ids)), '[]'::json) end as found,
               m.id as "deliveryModeId"
        from input w
        left join before b on b.id = w.id
        left join changed ch on ch.id = w.id
        left join modes m on m.slug = w.delivery_mode
        order by w.ord`,
  );
  return rows.map((row) =>
    row.before && row.after && row.course !== null
      ? { kind: 'written', before: row.before, after: row.after, course: row.course }
      : { kind: 'refused', current: row.current, found: row.found ?? [], deliveryModeId: row.deliveryModeId },
  );
}

/** The schedule entries in the JSON array `entries` as rows (alias `s`), their ids chosen by the caller. */
function scheduleRows(entries: SqlQuery): SqlQuery {
  return sql`jsonb_to_recordset(${entries})
    as s(id uuid, start_date date, end_date date, city_id uuid, seats integer)`;
}

/** The links and schedules of the courses in `source`: rows of (id, taxonomy_ids uuid[], schedule jsonb). */
function linkAndSchedule(source: SqlQuery): SqlQuery {
  return sql`linked as (
      insert into training.course_taxonomies (course_id, taxonomy_id)
      select src.id, unnest(src.taxonomy_ids) from ${source} src
      on conflict do nothing
    ),
    scheduled as (
      insert into training.course_schedules (id, course_id, start_date, end_date, city_id, seats)
      select s.id, src.id, s.start_date, s.end_date, s.city_id, s.seats
      from ${source} src, ${scheduleRows(sql`src.schedule`)}
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
        logged as (${auditInsert({
          action,
          entityType: 'course',
          entityId: sql`v.id`,
          actor,
          before: sql`${JSON.stringify(before)}::jsonb -> v.id::text`,
          after: sql`v.image::jsonb`,
          from: sql`v`,
        })})
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
