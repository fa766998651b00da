import type { Db } from '@platform/kernel/db';
import { notFound } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { behindChallenge, type ChallengeGate } from '../challenge/service.js';
import type { Actor } from '../shared/admin.js';
import { courseKey } from '../shared/course-key.js';
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
  gate: ChallengeGate,
  db: Db,
  courseIdOrSlug: string,
  input: NewInterest & { challengeToken: string; remoteIp: string },
): Promise<InterestView> {
  return behindChallenge(gate, db, { value: input.challengeToken, remoteIp: input.remoteIp }, async (tx) => {
    const interest = await insertInterest(tx, courseKey(courseIdOrSlug), input);
    if (!interest) throw notFound('Course');
    return interest;
  });
}

export function browseInterests(
  _actor: Actor,
  db: Db,
  filter: { status?: InterestStatus | undefined; courseId?: string | undefined },
  page: Page,
): Promise<Paged<InterestView>> {
  return listInterests(db, filter, page);
}

export async function changeInterestStatus(
  actor: Actor,
  db: Db,
  id: string,
  to: InterestStatus,
): Promise<InterestView> {
  const result = await moveInterest(db, actor, id, to, sourcesOf(INTEREST_TRANSITIONS, to));
  return settleMove(result, 'Interest', to);
}
