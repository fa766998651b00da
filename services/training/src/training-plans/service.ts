import type { Db } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import { behindChallenge, type ChallengeGate } from '../challenge/service.js';
import type { Actor } from '../shared/admin.js';
import type { Paged } from '../shared/schemas.js';
import {
  insertTrainingPlan,
  listTrainingPlans,
  type NewTrainingPlan,
  type TrainingPlanView,
} from './store.js';

export function requestTrainingPlan(
  gate: ChallengeGate,
  db: Db,
  input: NewTrainingPlan & { challengeToken: string; remoteIp: string },
): Promise<TrainingPlanView> {
  return behindChallenge(gate, db, { value: input.challengeToken, remoteIp: input.remoteIp }, (tx) =>
    insertTrainingPlan(tx, input),
  );
}

export function browseTrainingPlans(_actor: Actor, db: Db, page: Page): Promise<Paged<TrainingPlanView>> {
  return listTrainingPlans(db, page);
}
