import { badRequest } from '@platform/kernel/errors';
import { isUuid } from '@platform/kernel/http';
import { canMove, illegalMove, type Transitions } from '../shared/state-machine.js';

export type CourseStatus = 'active' | 'archived' | 'deleted';

/** What is stored: the status clients see (`active`, `archived`, `deleted`) and the publication flag. */
export interface CourseFlags {
  readonly status: CourseStatus;
  readonly isPublished: boolean;
}

/**
 * The lifecycle the state table speaks of. `draft` is not stored: it is an active course that
 * is not published, so clients only ever see the three status values they send and read.
 */
export type CourseState = 'draft' | 'active' | 'archived' | 'deleted';

export const COURSE_TRANSITIONS: Transitions<CourseState> = {
  draft: ['active', 'deleted'],
  active: ['archived', 'deleted'],
  archived: ['active'],
  deleted: [],
};

export function stateOf(flags: CourseFlags): CourseState {
  if (flags.status === 'active') return flags.isPublished ? 'active' : 'draft';
  return flags.status;
}

/** A new course starts as a draft, or published at once (draft then publish in one step). */
export function assertCreatable(flags: CourseFlags): void {
  const state = stateOf(flags);
  if (state !== 'draft' && state !== 'active') {
    throw badRequest(`A course is created as a draft or active, not ${state}`);
  }
}

/**
 * Edits that keep the state are allowed, except on a deleted course, which is final.
 * Any change of state must be a row of the state table.
 */
function isCourseMoveAllowed(from: CourseFlags, to: CourseFlags): boolean {
  const a = stateOf(from);
  const b = stateOf(to);
  return a !== 'deleted' && (a === b || canMove(COURSE_TRANSITIONS, a, b));
}

export function assertCourseMove(from: CourseFlags, to: CourseFlags): void {
  if (isCourseMoveAllowed(from, to)) return;
  const a = stateOf(from);
  if (a === 'deleted') throw badRequest('A deleted course cannot change');
  throw illegalMove('A course', a, stateOf(to));
}

const EVERY_FLAGS: readonly CourseFlags[] = (['active', 'archived', 'deleted'] as const).flatMap((status) =>
  [true, false].map((isPublished) => ({ status, isPublished })),
);

/** The stored flags from which a write may bring a course to `to`: the guard of a conditional UPDATE. */
export function courseMoveSources(to: CourseFlags): CourseFlags[] {
  return EVERY_FLAGS.filter((from) => isCourseMoveAllowed(from, to));
}

/** GET /courses/:id takes an id or a slug (`shared/course-key.ts`), so a slug may never look like an id. */
export function assertSlugUsable(slug: string): void {
  if (isUuid(slug)) throw badRequest('A course slug cannot have the shape of a uuid');
}
