import { randomUUID } from 'node:crypto';
import { batched } from '@platform/kernel/batch';
import { cached } from '@platform/kernel/cache';
import type { Queryable } from '@platform/kernel/db';
import { badRequest, conflict, notFound } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import type { Actor, Viewer } from '../shared/admin.js';
import { type CourseKey, courseKey } from '../shared/course-key.js';
import type { Uses } from '../shared/deps.js';
import type { Paged } from '../shared/schemas.js';
import {
  assertCourseMove,
  assertCreatable,
  assertSlugUsable,
  type CourseFlags,
  type CourseStatus,
  courseMoveSources,
} from './rules.js';
import {
  type CatalogueFilter,
  type CourseFields,
  type CourseKeys,
  type CourseLookup,
  type CourseRewrite,
  findCoursesJson,
  findReferences,
  type ItemRef,
  insertCourse,
  listCourses,
  lockCourses,
  refreshAndAudit,
  rewriteCourse,
  type ScheduleEntryInput,
  setCourseFlags,
} from './store.js';
import type { CourseView } from './view.js';

export interface CourseInput {
  readonly title: string;
  readonly slug: string;
  readonly description?: string | undefined;
  readonly delivery_mode?: string | null | undefined;
  readonly duration_days: number;
  readonly is_published?: boolean | undefined;
  readonly status?: CourseStatus | undefined;
  readonly category_ids?: readonly string[] | undefined;
  readonly city_ids?: readonly string[] | undefined;
  readonly association_ids?: readonly string[] | undefined;
  readonly schedule?:
    | readonly {
        start_date: string;
        end_date?: string | undefined;
        city_id?: string | null | undefined;
        seats: number;
      }[]
    | undefined;
}

export function browseCourses(
  viewer: Viewer,
  deps: Uses<'db'>,
  filter: Omit<CatalogueFilter, 'publicOnly'>,
  page: Page,
): Promise<Paged<CourseView>> {
  return listCourses(deps.db, { ...filter, publicOnly: !viewer.isAdmin }, page);
}

/**
 * Bounds how long a reader that raced a write may keep serving what it read before the commit;
 * every write drops the entries it changes as soon as it has committed.
 */
export const PUBLIC_COURSE_TTL_MS = 30_000;
/** Most courses one read statement fetches; concurrent reads beyond it wait for the next. */
const COURSES_PER_READ = 100;
/** Two reads travel at once: 0.88-1.11x the read floor with one, 1.08-1.20x with two (bench/README.md). */
const READS_IN_FLIGHT = 2;

function cacheKey(key: CourseKey): string {
  return 'id' in key ? `course:id:${key.id}` : `course:slug:${key.slug}`;
}

/** One course by id or slug as JSON text, ready to send. */
export interface CourseReader {
  /** Any course (drafts and archived ones too), for administrators: never cached. */
  anyCourse(idOrSlug: string): Promise<string>;
  /** A published, active course, from the cache when another reader fetched it lately. */
  publicCourse(idOrSlug: string): Promise<string>;
}

/**
 * The reads of concurrent requests run together as one statement, each issued after its
 * request arrived, so an administrator still sees every write committed before the request.
 */
export function courseReader(deps: Uses<'db' | 'cache'>): CourseReader {
  const find = batched<CourseLookup, string | undefined>({
    maxSize: COURSES_PER_READ,
    inFlight: READS_IN_FLIGHT,
    run: (lookups) => findCoursesJson(deps.db, lookups),
  });
  return {
    async anyCourse(idOrSlug) {
      const json = await find({ key: courseKey(idOrSlug), publicOnly: false });
      if (json === undefined) throw notFound('Course');
      return json;
    },
    async publicCourse(idOrSlug) {
      const key = courseKey(idOrSlug);
      const json = await cached(deps.cache, cacheKey(key), PUBLIC_COURSE_TTL_MS, () =>
        find({ key, publicOnly: true }),
      );
      if (json === undefined) throw notFound('Course');
      return json;
    },
  };
}

/** One course as JSON text: any course for an administrator, otherwise a public one, maybe cached. */
export function readCourse(
  viewer: Viewer,
  deps: { readonly courses: CourseReader },
  idOrSlug: string,
): Promise<string> {
  return viewer.isAdmin ? deps.courses.anyCourse(idOrSlug) : deps.courses.publicCourse(idOrSlug);
}

/** Drops the cached public views of courses as they were and as they are. */
function forget(deps: Uses<'cache'>, courses: readonly CourseKeys[]): Promise<void> {
  return deps.cache.delete(courses.flatMap((c) => [cacheKey({ id: c.id }), cacheKey({ slug: c.slug })]));
}

/** After a write that changes what every course shows (a taxonomy renamed). */
export function forgetAllCourses(deps: Uses<'cache'>): Promise<void> {
  return deps.cache.clear('course:');
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A course body checked on its own, before any lookup. */
type PreparedCourse = Omit<CourseRewrite, 'allowedFrom'>;

function prepareCourse(input: CourseInput): PreparedCourse {
  assertSlugUsable(input.slug);
  const flags: CourseFlags = { status: input.status ?? 'active', isPublished: input.is_published ?? false };
  const schedule: ScheduleEntryInput[] = (input.schedule ?? []).map((s) => ({
    id: randomUUID(),
    start_date: s.start_date,
    end_date: s.end_date ?? addDays(s.start_date, input.duration_days - 1),
    city_id: s.city_id ?? null,
    seats: s.seats,
  }));
  for (const s of schedule) {
    if (s.end_date < s.start_date)
      throw badRequest(`Schedule entry ending ${s.end_date} ends before it starts`);
  }
  const groups = [
    { type: 'category', ids: input.category_ids ?? [] },
    { type: 'city', ids: input.city_ids ?? [] },
    { type: 'association', ids: input.association_ids ?? [] },
    { type: 'city', ids: schedule.flatMap((s) => (s.city_id ? [s.city_id] : [])) },
  ] as const;
  const references = new Map<string, ItemRef>();
  for (const group of groups) {
    for (const id of group.ids) references.set(`${group.type}:${id}`, { id, type: group.type });
  }
  return {
    fields: {
      ...flags,
      title: input.title,
      slug: input.slug,
      description: input.description ?? '',
      durationDays: input.duration_days,
      taxonomyIds: [
        ...new Set([
          ...(input.category_ids ?? []),
          ...(input.city_ids ?? []),
          ...(input.association_ids ?? []),
        ]),
      ],
      schedule,
    },
    deliveryMode: input.delivery_mode ?? null,
    references: [...references.values()],
  };
}

/** 400 unless every reference was found with its type and the delivery mode, if any, exists. */
function assertReferencesFound(
  course: PreparedCourse,
  found: readonly ItemRef[],
  deliveryModeId: string | null,
): void {
  const have = new Set(found.map((item) => `${item.type}:${item.id}`));
  const unknown = course.references.filter((r) => !have.has(`${r.type}:${r.id}`)).map((r) => r.id);
  if (unknown.length > 0) {
    throw badRequest('Unknown taxonomy ids (or of the wrong type)', { unknown_ids: [...new Set(unknown)] });
  }
  if (course.deliveryMode && !deliveryModeId)
    throw badRequest(`Unknown delivery mode ${course.deliveryMode}`);
}

async function resolveFields(db: Queryable, input: CourseInput): Promise<CourseFields> {
  const course = prepareCourse(input);
  const { items, deliveryModeId } = await findReferences(
    db,
    course.references.map((r) => r.id),
    course.deliveryMode,
  );
  assertReferencesFound(course, items, deliveryModeId);
  return { ...course.fields, deliveryModeId };
}

function slugTaken(slug: string) {
  return conflict(`A course with the slug ${slug} already exists`);
}

function only<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected the written course');
  return row;
}

export function createCourse(actor: Actor, deps: Uses<'db'>, input: CourseInput): Promise<CourseView> {
  return deps.db.transaction(async (tx) => {
    const fields = await resolveFields(tx, input);
    assertCreatable(fields);
    const id = await insertCourse(tx, fields);
    if (id === 'duplicate') throw slugTaken(input.slug);
    return only(await refreshAndAudit(tx, actor, 'course.create', [id], {}));
  });
}

async function lockOne(tx: Queryable, id: string) {
  const [course] = await lockCourses(tx, [id]);
  if (!course) throw notFound('Course');
  return course;
}

/**
 * One statement: what it refuses, it refuses whole, and says why in the order a reader expects.
 * Answers the course as written, JSON text as a read of it answers.
 */
export async function updateCourse(
  actor: Actor,
  deps: Uses<'db' | 'cache'>,
  id: string,
  input: CourseInput,
): Promise<string> {
  const course = prepareCourse(input);
  const outcome = await rewriteCourse(deps.db, actor, id, {
    ...course,
    allowedFrom: courseMoveSources(course.fields),
  });
  if (outcome.kind === 'failed') throw outcome.error;
  if (outcome.kind === 'duplicate') throw slugTaken(input.slug);
  if (outcome.kind === 'refused') {
    if (!outcome.current) throw notFound('Course');
    assertReferencesFound(course, outcome.found, outcome.deliveryModeId);
    assertCourseMove(outcome.current, course.fields);
    throw new Error('course update refused for no known reason');
  }
  await forget(deps, [outcome.before, outcome.after]);
  return outcome.course;
}

export async function deleteCourse(
  actor: Actor,
  deps: Uses<'db' | 'cache'>,
  id: string,
): Promise<CourseView> {
  const deleted = await deps.db.transaction(async (tx) => {
    const current = await lockOne(tx, id);
    assertCourseMove(current, { status: 'deleted', isPublished: current.isPublished });
    await setCourseFlags(tx, [id], { status: 'deleted' });
    return only(await refreshAndAudit(tx, actor, 'course.delete', [id], { [id]: current.snapshot }));
  });
  await forget(deps, [deleted]);
  return deleted;
}

/** All or nothing: one unknown id or one illegal move and no course changes. */
export async function bulkUpdateCourses(
  actor: Actor,
  deps: Uses<'db' | 'cache'>,
  ids: readonly string[],
  updates: { is_published?: boolean | undefined; status?: CourseStatus | undefined },
): Promise<CourseView[]> {
  if (updates.is_published === undefined && updates.status === undefined) {
    throw badRequest('updates must contain is_published and/or status');
  }
  const unique = [...new Set(ids)];
  const written = await deps.db.transaction(async (tx) => {
    const locked = await lockCourses(tx, unique);
    const found = new Set(locked.map((c) => c.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(`Course ${missing.join(', ')}`);
    for (const course of locked) {
      assertCourseMove(course, {
        status: updates.status ?? course.status,
        isPublished: updates.is_published ?? course.isPublished,
      });
    }
    await setCourseFlags(tx, unique, {
      ...(updates.status !== undefined ? { status: updates.status } : {}),
      ...(updates.is_published !== undefined ? { isPublished: updates.is_published } : {}),
    });
    const before = Object.fromEntries(locked.map((c) => [c.id, c.snapshot]));
    return refreshAndAudit(tx, actor, 'course.bulk_update', unique, before);
  });
  await forget(deps, written);
  return written;
}
