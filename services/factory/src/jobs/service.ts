import type { Db } from '@platform/kernel/db';
import { badRequest, conflict, notFound } from '@platform/kernel/errors';
import { assertAttributes } from '../articles/rules.js';
import { findArticle } from '../articles/store.js';
import { masterValuesOf, productionConfigOf } from '../production-config/store.js';
import { Decimal, toAmount } from '../settlement/money.js';
import { recordStepCompletion } from '../settlement/store.js';
import { initDefaultWorker } from '../workers/service.js';
import { findWorker } from '../workers/store.js';
import { assertForward, instantiateSteps, type JobStep, type StepStatus } from './steps.js';
import { deleteJob, findJob, insertJob, type JobRow, saveSteps } from './store.js';

export const jobView = (row: JobRow) => ({
  _id: row.id,
  articleId: row.article_id,
  quantity: row.quantity,
  attributes: row.attributes,
  steps: row.steps,
  status: row.is_active ? 'active' : 'completed',
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

async function assertWorkers(db: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  for (const id of new Set(ids)) if (!(await findWorker(db, tenantId, id))) throw notFound('Worker');
}

export interface NewJob {
  readonly articleId: string;
  readonly quantity: number;
  readonly attributes?: Record<string, string | number> | undefined;
  readonly steps?: readonly { readonly stepName: string; readonly workerId: string }[] | undefined;
}

/** Steps from the tenant config in order, each Pending, with the worker named for it or the default worker `None`. */
export async function createJob(db: Db, tenantId: string, input: NewJob) {
  const config = await productionConfigOf(db, tenantId);
  const article = await findArticle(db, tenantId, input.articleId);
  if (!article) throw notFound('Article');
  if (input.attributes) assertAttributes(config, await masterValuesOf(db, tenantId), input.attributes);
  const assigned = new Map((input.steps ?? []).map((s) => [s.stepName, s.workerId]));
  await assertWorkers(db, tenantId, [...assigned.values()]);
  const fallback = (await initDefaultWorker({ db }, tenantId))._id;
  const steps = instantiateSteps(config.jobSteps, assigned, fallback);
  return jobView(
    await insertJob(db, tenantId, {
      articleId: article.id,
      quantity: input.quantity,
      attributes: input.attributes ?? article.attributes,
      steps,
    }),
  );
}

export async function getJob(db: Db, tenantId: string, id: string) {
  const row = await findJob(db, tenantId, id);
  if (!row) throw notFound('Job');
  return jobView(row);
}

export interface StepUpdate {
  readonly stepName: string;
  readonly status: StepStatus;
  readonly quantity?: number | undefined;
  readonly workerId?: string | undefined;
}

/**
 * Moves one step forward under the job's row lock. Completing a paid step credits its worker
 * `stepRates[stepName] × quantity` (the job's quantity unless given) in the same transaction.
 */
export async function updateJobStep(db: Db, tenantId: string, id: string, update: StepUpdate) {
  if (update.workerId) await assertWorkers(db, tenantId, [update.workerId]);
  const { row, credited } = await db.transaction(async (tx) => {
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
      const article = await findArticle(tx, tenantId, job.article_id);
      const rate = new Decimal(article?.step_rates[step.stepName] ?? 0);
      // The worker's row is locked with the credit, as payments lock it: balances never interleave.
      await findWorker(tx, tenantId, next.workerId, true);
      credited = await recordStepCompletion(tx, {
        tenantId,
        jobId: job.id,
        articleId: job.article_id,
        workerId: next.workerId,
        stepName: step.stepName,
        quantity,
        rate,
        paid: step.isPaid,
      });
    }
    const steps = job.steps.map((s) => (s.stepName === step.stepName ? next : s));
    return { row: await saveSteps(tx, job.id, steps), credited };
  });
  return { ...jobView(row), credited: toAmount(credited) };
}

/** A job with no completed step can be deleted; one that paid wages keeps its history (409). */
export async function removeJob(db: Db, tenantId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await findJob(tx, tenantId, id, true);
    if (!job) throw notFound('Job');
    if (job.steps.some((s) => s.status === 'Completed'))
      throw conflict('The job has completed steps; its wages and history are kept');
    await deleteJob(tx, tenantId, id);
  });
}
