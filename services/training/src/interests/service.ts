import { notFound } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { behindChallenge, type FormDeps } from '../challenge/service.js';
import type { Actor, Visitor } from '../shared/admin.js';
import { courseKey } from '../shared/course-key.js';
import type { Uses } from '../shared/deps.js';
import type { Paged } from '../shared/schemas.js';
import { settleMove, sourcesOf, type Transitions } from '../shared/state-machine.js';
import {
  type InterestStatus,
  type InterestView,
  insertInterest,
  listInterests,
  moveInterest,
  type NewInterest,
} from './store.js';

/** Moves an administrator makes with PATCH; `converted` happens only by creating an enrollment. */
export const INTEREST_TRANSITIONS: Transitions<InterestStatus> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  converted: [],
  closed: [],
};

/** The interest an enrollment is created from must have been contacted. */
export const CONVERTIBLE_FROM: readonly InterestStatus[] = ['contacted'];

export function registerInterest(
  visitor: Visitor,
  deps: FormDeps,
  courseIdOrSlug: string,
  input: NewInterest & { challengeToken: string },
): Promise<InterestView> {
  return behindChallenge(visitor, deps, input.challengeToken, async (tx) => {
    const interest = await insertInterest(tx, courseKey(courseIdOrSlug), input);
    if (!interest) throw notFound('Course');
    return interest;
  });
}

export function browseInterests(
  _actor: Actor,
  deps: Uses<'db'>,
  filter: { status?: InterestStatus | undefined; courseId?: string | undefined },
  page: Page,
): Promise<Paged<InterestView>> {
  return listInterests(deps.db, filter, page);
}

export async function changeInterestStatus(
  actor: Actor,
  deps: Uses<'db'>,
  id: string,
  to: InterestStatus,
): Promise<InterestView> {
  const result = await moveInterest(deps.db, actor, id, to, sourcesOf(INTEREST_TRANSITIONS, to));
  return settleMove(result, 'Interest', to);
}
