import { randomUUID } from 'node:crypto';
import { redirect } from '@sveltejs/kit';
import { stepAnchor } from '$lib/components/factory/floor/floor';
import { isUuid } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, failure, invalid, text } from '$lib/server/form';
import { readRefusal } from '$lib/server/service-errors';
import { writeRefused } from '../../../factory.server';
import { candidatesFor, floorJob, jobAt, ratesOf, workersOf } from '../../floor.server';
import type { Actions, PageServerLoad } from './$types';

/** The factory's bound on a step's quantity and on an Idempotency-Key. */
const MAX_QUANTITY = 10_000_000;
const MAX_KEY = 200;

/** What the last form did, as its redirect wrote it in the address (POST, redirect, GET). */
function answerInAddress(url: URL) {
  const order = Number(url.searchParams.get('step'));
  if (!Number.isInteger(order)) return null;
  if (url.searchParams.has('assigned')) return { kind: 'assigned' as const, order };
  const credited = Number(url.searchParams.get('credited'));
  if (url.searchParams.has('done') && Number.isFinite(credited))
    return { kind: 'done' as const, order, credited, replayed: url.searchParams.get('replayed') === '1' };
  return null;
}

/**
 * A job on the floor: each step with its status and worker, the workers who may take it, and
 * what completing it earns (the article's rate for the step). Every open step's completion form
 * gets a fresh Idempotency-Key here, so the same form sent again is one completion.
 */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const [found, staff] = await Promise.all([jobAt(api, event.params.id), workersOf(api)]);
  if ('problem' in found) return { job: null, steps: [], problem: found.problem };
  const defaultWorker = staff.workers.find((w) => w.isDefault) ?? null;
  const job = floorJob(found.row, defaultWorker?.id ?? null);
  const { rates, ratesProblem } = await ratesOf(api, job.articleId);
  return {
    job,
    steps: job.steps.map((step) => ({
      ...step,
      // Unknown when the article could not be read; an unpaid step earns nothing whatever its rate.
      rate: ratesProblem ? null : step.isPaid ? (rates[step.name] ?? 0) : 0,
      key: step.status === 'Completed' ? null : randomUUID(),
      ...candidatesFor(staff.workers, step.name),
    })),
    problem: null,
    ratesProblem,
    workersProblem: staff.problem,
    workersTotal: staff.total,
    defaultWorkerId: defaultWorker?.id ?? null,
    answer: answerInAddress(event.url),
  };
};

/** The job's page after a form, scrolled to the step the form was about. */
function backTo(id: string, order: number, query: Record<string, string>): never {
  const search = new URLSearchParams({ step: String(order), ...query });
  redirect(303, `/factory/floor/jobs/${id}?${search}#${stepAnchor(order)}`);
}

export const actions = {
  /**
   * `PATCH /job/:id` completing a step with its quantity, sent with the form's Idempotency-Key:
   * a form sent again after its answer was lost is answered with the first answer, credited once.
   */
  complete: async (event) => {
    const session = await requireFactorySession(event);
    const api = factoryApi(event, session);
    const { id } = event.params;
    const form = await event.request.formData();
    const values = {
      step: text(form, 'step'),
      quantity: text(form, 'quantity').replaceAll(',', ''),
      key: text(form, 'key'),
    };
    if (!isUuid(id) || !values.step)
      return failure(400, 'This form is not one of this job’s steps; reload the page.');
    if (!values.key || values.key.length > MAX_KEY)
      return failure(400, 'This form is out of date: reload the page and record the step again.', values);
    const quantity = Number(values.quantity);
    const errors: FieldErrors = {};
    if (!values.quantity) errors.quantity = 'Enter how many pieces are done';
    else if (!Number.isInteger(quantity) || quantity < 1)
      errors.quantity = 'Enter a whole number of pieces, 1 or more';
    else if (quantity > MAX_QUANTITY) errors.quantity = 'At most 1,00,00,000 pieces';
    if (Object.keys(errors).length > 0) return invalid(errors, values);

    const found = await jobAt(api, id);
    if ('problem' in found) return failure(503, `Nothing was recorded: ${found.problem.message}`, values);
    const step = found.row.steps.find((s) => s.stepName === values.step);
    if (!step) return failure(400, `This job has no step ${values.step}; reload the page.`, values);
    // More pieces than the job has is a slip of the finger, and it would be paid.
    if (quantity > found.row.quantity)
      return invalid(
        { quantity: `At most the job’s ${found.row.quantity.toLocaleString('en-IN')} pieces` },
        values,
      );

    const { data, error, response } = await api.PATCH('/api/v1/job/{id}', {
      params: { path: { id }, header: { 'idempotency-key': values.key } },
      body: { stepName: step.stepName, status: 'Completed', quantity },
    });
    if (!data) {
      const refused = readRefusal(error, response);
      // Not a repeat of this form (its key is new to the factory): the step was done by another.
      if (refused.status === 400 && step.status === 'Completed')
        return failure(
          409,
          `${step.stepName} is already done; nothing more was credited. Reload the page to see it.`,
          values,
        );
      if (refused.status === 409)
        return failure(
          409,
          'This form was sent before with another quantity, and that was recorded. Reload the page to see it.',
          values,
        );
      if (refused.status === 404) return failure(404, 'This job no longer exists.', values);
      return writeRefused(error, response, values, 'nothing was recorded');
    }
    const replayed = response.headers.get('idempotent-replayed') === 'true';
    backTo(id, step.order, {
      done: '1',
      credited: String(data.data.credited),
      ...(replayed ? { replayed: '1' } : {}),
    });
  },

  /** `PATCH /job/:id/worker`: the step to another worker, its status as it is. */
  assign: async (event) => {
    const session = await requireFactorySession(event);
    const api = factoryApi(event, session);
    const { id } = event.params;
    const form = await event.request.formData();
    const values = { step: text(form, 'step'), workerId: text(form, 'workerId') };
    if (!isUuid(id) || !values.step)
      return failure(400, 'This form is not one of this job’s steps; reload the page.');
    if (!isUuid(values.workerId)) return invalid({ workerId: 'Choose a worker' }, values);

    const { data, error, response } = await api.PATCH('/api/v1/job/{id}/worker', {
      params: { path: { id } },
      body: { stepName: values.step, workerId: values.workerId },
    });
    if (!data) {
      const refused = readRefusal(error, response);
      if (refused.status === 400 && refused.details?.reason === 'SKILL_MISSING')
        return invalid({ workerId: `${refused.message}. Choose a worker with the skill.` }, values);
      if (refused.status === 409)
        return failure(
          409,
          `${values.step} is done, and its wage is in its worker’s ledger: its worker stays.`,
          values,
        );
      if (refused.status === 404)
        return failure(404, 'This job or that worker no longer exists; reload the page.', values);
      return writeRefused(error, response, values, 'the worker was not changed');
    }
    backTo(id, data.data.steps.find((s) => s.stepName === values.step)?.order ?? 0, { assigned: '1' });
  },
} satisfies Actions;
