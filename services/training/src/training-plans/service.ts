import type { Page } from '@platform/kernel/http';
import { behindChallenge, type FormDeps } from '../challenge/service.js';
import type { Actor, Visitor } from '../shared/admin.js';
import type { Uses } from '../shared/deps.js';
import type { Paged } from '../shared/schemas.js';
import {
  insertTrainingPlan,
  listTrainingPlans,
  type NewTrainingPlan,
  type TrainingPlanView,
} from './store.js';

export function requestTrainingPlan(
  visitor: Visitor,
  deps: FormDeps,
  input: NewTrainingPlan & { challengeToken: string },
): Promise<TrainingPlanView> {
  return behindChallenge(visitor, deps, input.challengeToken, (tx) => insertTrainingPlan(tx, input));
}

export function browseTrainingPlans(
  _actor: Actor,
  deps: Uses<'db'>,
  page: Page,
): Promise<Paged<TrainingPlanView>> {
  return listTrainingPlans(deps.db, page);
}
