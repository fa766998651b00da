import { badRequest } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { CONVERTIBLE_FROM } from '../interests/service.js';
import { findInterest, moveInterest } from '../interests/store.js';
import type { Actor } from '../shared/admin.js';
import type { Uses } from '../shared/deps.js';
import type { Paged } from '../shared/schemas.js';
import { illegalMove, settleMove, sourcesOf, type Transitions } from '../shared/state-machine.js';
import { newCertificateNumber } from './certificate-number.js';
import {
  courseOpenForEnrollment,
  type EnrollmentStatus,
  type EnrollmentView,
  insertEnrollment,
  listEnrollments,
  moveEnrollment,
} from './store.js';

/** Pending → confirmed → completed, plus cancelling a pending or confirmed enrollment; cancelled and completed are final. */
export const ENROLLMENT_TRANSITIONS: Transitions<EnrollmentStatus> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export interface EnrollmentInput {
  readonly course_id: string;
  readonly interest_id?: string | undefined;
  readonly learner_name: string;
  readonly learner_email: string;
  readonly organisation?: string | undefined;
  readonly scheduled_date?: string | undefined;
}

/**
 * Creates a pending enrollment. From an interest, the interest must be on the same course
 * and `contacted`; it becomes `converted` in the same transaction.
 */
export function enrollLearner(
  actor: Actor,
  deps: Uses<'db'>,
  input: EnrollmentInput,
): Promise<EnrollmentView> {
  return deps.db.transaction(async (tx) => {
    if (!(await courseOpenForEnrollment(tx, input.course_id))) {
      throw badRequest(`Unknown or deleted course ${input.course_id}`);
    }
    if (input.interest_id) {
      const interest = await findInterest(tx, input.interest_id);
      if (!interest) throw badRequest(`Unknown interest ${input.interest_id}`);
      if (interest.course_id !== input.course_id) throw badRequest('The interest is for another course');
      const moved = await moveInterest(tx, actor, interest.id, 'converted', CONVERTIBLE_FROM);
      if (moved.kind !== 'moved') throw illegalMove('Interest', interest.status, 'converted');
    }
    return insertEnrollment(tx, actor, {
      courseId: input.course_id,
      interestId: input.interest_id ?? null,
      learnerName: input.learner_name,
      learnerEmail: input.learner_email,
      organisation: input.organisation ?? null,
      scheduledDate: input.scheduled_date ?? null,
    });
  });
}

export function browseEnrollments(
  _actor: Actor,
  deps: Uses<'db'>,
  filter: { status?: EnrollmentStatus | undefined; courseId?: string | undefined },
  page: Page,
): Promise<Paged<EnrollmentView>> {
  return listEnrollments(deps.db, filter, page);
}

/** Completing an enrollment issues its certificate: a completion date and a unique number. */
export async function changeEnrollmentStatus(
  actor: Actor,
  deps: Uses<'db'>,
  id: string,
  to: EnrollmentStatus,
): Promise<EnrollmentView> {
  const certificate = to === 'completed' ? newCertificateNumber() : null;
  const result = await moveEnrollment(
    deps.db,
    actor,
    id,
    to,
    sourcesOf(ENROLLMENT_TRANSITIONS, to),
    certificate,
  );
  return settleMove(result, 'Enrollment', to);
}
