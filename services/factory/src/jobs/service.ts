import { badRequest, conflict, notFound, validationError } from '@platform/kernel/errors';
import { assertAttributes } from '../articles/service.js';
import { findArticle } from '../articles/store.js';
import { masterValuesOf, productionConfigOf } from '../production-config/store.js';
import { creditCompletedStep } from '../settlement/service.js';
import type { Uses } from '../shared/deps.js';
import { Decimal, toAmount } from '../shared/money.js';
import { type PageAsked, tenantPage } from '../shared/paging.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import { initDefaultWorker } from '../workers/service.js';
import { findWorker, lockWorker } from '../workers/store.js';
import { fingerprintOf, KEY_TTL_MS } from './idempotency.js';
import { assertForward, instantiateSteps, type JobStep, type StepStatus } from './steps.js';
import {
  deleteJob,
  findJob,
  findStepKey,
  insertJob,
  type JobFilters,
  type JobView,
  listJobs,
  lockStepKey,
  saveStepKey,
  saveSteps,
} from './store.js';

async function assertWorkers(scope: TenantScope, deps: Uses<'db'>, ids: readonly string[]): Promise<void> {
  for (const id of new Set(ids))
    if (!(await findWorker(deps.db, scope.tenantId, id))) throw notFound('Worker');
}

/** A page of the tenant's jobs, newest first; active jobs are listed whatever the dates. */
export async function listTenantJobs(scope: TenantScope, deps: Uses<'db'>, query: JobFilters & PageAsked) {
  if (query.from && query.to && query.from > query.to) throw badRequest('from must not be after to');
  const config = await productionConfigOf(deps.db, scope.tenantId);
  const page = tenantPage(config.pagination, query);
  const { rows, total } = await listJobs(deps.db, scope.tenantId, query, page);
  return { page, rows, total };
}

export interface NewJob {
  readonly articleId: string;
  readonly quantity: number;
  readonly attributes?: Record<string, string | number> | undefined;
  readonly steps?: readonly { readonly stepName: string; readonly workerId: string }[] | undefined;
}

/** Steps from the tenant config in order, each Pending, with the worker named for it or the default worker `None`. */
export async function createJob(scope: TenantScope, deps: Uses<'db'>, input: NewJob): Promise<JobView> {
  const config = await productionConfigOf(deps.db, scope.tenantId);
  const article = await findArticle(deps.db, scope.tenantId, input.articleId);
  if (!article) throw notFound('Article');
  if (input.attributes)
    assertAttributes(config, await masterValuesOf(deps.db, scope.tenantId), input.attributes);
  const assigned = new Map((input.steps ?? []).map((s) => [s.stepName, s.workerId]));
  await assertWorkers(scope, deps, [...assigned.values()]);
  const fallback = (await initDefaultWorker(scope, deps))._id;
  const steps = instantiateSteps(config.jobSteps, assigned, fallback);
  return insertJob(deps.db, scope.tenantId, {
    articleId: article._id,
    quantity: input.quantity,
    attributes: input.attributes ?? article.attributes,
    steps,
  });
}

export async function getJob(scope: TenantScope, deps: Uses<'db'>, id: string): Promise<JobView> {
  const job = await findJob(deps.db, scope.tenantId, id);
  if (!job) throw notFound('Job');
  return job;
}

export interface StepUpdate {
  readonly stepName: string;
  readonly status: StepStatus;
  readonly quantity?: number | undefined;
  readonly workerId?: string | undefined;
}

/** A step update's answer: the job and what completing the step credited. */
export type StepUpdated = JobView & { readonly credited: number };

/**
 * Moves one step forward under the job's row lock. Completing a paid step credits its worker
 * `stepRates[stepName] × quantity` (the job's quantity unless given) in the same transaction.
 * With an Idempotency-Key, requests of one key are serialised: a repeat of the same job and body
 * answers the stored first answer (`replayed`) and credits nothing; another body under the key
 * is 409.
 */
export async function updateJobStep(
  scope: TenantScope,
  deps: Uses<'db'>,
  id: string,
  update: StepUpdate,
  idempotencyKey?: string | undefined,
): Promise<{ answer: StepUpdated; replayed: boolean }> {
  const { tenantId } = scope;
  if (update.workerId) await assertWorkers(scope, deps, [update.workerId]);
  const fingerprint = fingerprintOf(id, update);
  return deps.db.transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      await lockStepKey(tx, tenantId, idempotencyKey);
      const earlier = await findStepKey(tx, tenantId, idempotencyKey, KEY_TTL_MS);
      if (earlier && earlier.fingerprint !== fingerprint)
        throw conflict('This Idempotency-Key was used for another step update; send a new key');
      if (earlier) return { answer: earlier.response as StepUpdated, replayed: true };
    }
    const job = await findJob(tx, tenantId, id, true);
    if (!job) throw notFound('Job');
    const step = job.steps.find((s) => s.stepName === update.stepName);
    if (!step) throw badRequest(`The job has no step ${update.stepName}`);
    assertForward(step.status, update.status, step.stepName);
    const completing = update.status === 'Completed';
    const quantity = update.quantity ?? job.quantity;
    const next: JobStep = {
      ...step,
      status: update.status,
      workerId: update.workerId ?? step.workerId,
      ...(completing ? { quantity, completedAt: new Date().toISOString() } : {}),
    };
    let credited = new Decimal(0);
    if (completing) {
      const article = await findArticle(tx, tenantId, job.articleId);
      const rate = new Decimal(article?.stepRates[step.stepName] ?? 0);
      // The worker's row is locked with the credit, as payments lock it: balances never interleave.
      await lockWorker(tx, tenantId, next.workerId);
      credited = await creditCompletedStep(tx, {
        tenantId,
        jobId: job._id,
        articleId: job.articleId,
        workerId: next.workerId,
        stepName: step.stepName,
        quantity,
        rate,
        paid: step.isPaid,
      });
    }
    const steps = job.steps.map((s) => (s.stepName === step.stepName ? next : s));
    const answer: StepUpdated = { ...(await saveSteps(tx, job._id, steps)), credited: toAmount(credited) };
    if (idempotencyKey !== undefined) await saveStepKey(tx, tenantId, idempotencyKey, fingerprint, answer);
    return { answer, replayed: false };
  });
}

/**
 * Whether a worker may take a step: a worker with no skills listed takes any step (the default
 * worker `None` among them); one with skills takes the steps named among them, in any case.
 */
export function canTake(skills: readonly string[], stepName: string): boolean {
  const step = stepName.trim().toLowerCase();
  return skills.length === 0 || skills.some((s) => s.trim().toLowerCase() === step);
}

/**
 * Gives a step to another of the tenant's workers, its status as it is. A completed step keeps
 * its worker (409): its wage is in that worker's ledger.
 */
export async function reassignStep(
  scope: TenantScope,
  deps: Uses<'db'>,
  id: string,
  input: { readonly stepName: string; readonly workerId: string },
): Promise<JobView> {
  const worker = await findWorker(deps.db, scope.tenantId, input.workerId);
  if (!worker) throw notFound('Worker');
  return deps.db.transaction(async (tx) => {
    const job = await findJob(tx, scope.tenantId, id, true);
    if (!job) throw notFound('Job');
    const step = job.steps.find((s) => s.stepName === input.stepName);
    if (!step) throw badRequest(`The job has no step ${input.stepName}`);
    if (step.status === 'Completed')
      throw conflict(
        `Step ${step.stepName} is completed and its wage is in its worker's ledger; its worker cannot change`,
      );
    if (!canTake(worker.skills, step.stepName))
      throw validationError(`${worker.name} does not have the skill ${step.stepName}`, {
        field: 'workerId',
        reason: 'SKILL_MISSING',
        skills: worker.skills,
      });
    if (step.workerId === worker._id) return job;
    const steps = job.steps.map((s) => (s.stepName === step.stepName ? { ...s, workerId: worker._id } : s));
    return saveSteps(tx, job._id, steps);
  });
}

/** A job with no completed step can be deleted; one that paid wages keeps its history (409). */
export async function removeJob(scope: TenantScope, deps: Uses<'db'>, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const job = await findJob(tx, scope.tenantId, id, true);
    if (!job) throw notFound('Job');
    if (job.steps.some((s) => s.status === 'Completed'))
      throw conflict('The job has completed steps; its wages and history are kept');
    await deleteJob(tx, scope.tenantId, id);
  });
}
