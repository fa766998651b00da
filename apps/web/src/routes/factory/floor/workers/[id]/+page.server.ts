import { error } from '@sveltejs/kit';
import { isUuid } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FactoryApi, type Problem, problemOf } from '../../../factory.server';
import { RECENT_LINES } from '../../floor.server';
import type { PageServerLoad } from './$types';

export interface FloorLine {
  readonly id: string;
  readonly date: string;
  readonly kind: 'job' | 'payment' | 'transaction' | 'adjustment';
  readonly type: string;
  readonly description: string | null;
  readonly amount: number;
  readonly balance: number;
  readonly jobId: string | null;
  readonly jobNumber: number | null;
  readonly articleName: string | null;
  readonly stepName: string | null;
  readonly quantity: number | null;
  readonly rate: number | null;
}

/**
 * The worker's latest ledger lines, newest first. The statement pages oldest first, so its first
 * page says how many lines there are and the last one or two pages hold the latest.
 */
async function recentLines(
  api: FactoryApi,
  workerId: string,
): Promise<{ lines: FloorLine[]; total: number; linesProblem: Problem | null }> {
  const page = (n: number) =>
    api.GET('/api/v1/ledger/worker/{workerId}/statement', {
      params: { path: { workerId }, query: { page: n, limit: RECENT_LINES } },
    });
  const first = await page(1);
  if (!first.data) return { lines: [], total: 0, linesProblem: problemOf(first.error, first.response) };
  const { total, limit } = first.data.data;
  const last = Math.max(1, Math.ceil(total / limit));
  const pages = last === 1 ? [first] : await Promise.all([last === 2 ? first : page(last - 1), page(last)]);
  const lines: FloorLine[] = [];
  for (const answer of pages) {
    if (!answer.data) return { lines: [], total: 0, linesProblem: problemOf(answer.error, answer.response) };
    for (const l of answer.data.data.lines)
      lines.push({
        id: l._id,
        date: l.date,
        kind: l.kind,
        type: l.type,
        description: l.description,
        amount: l.amount,
        balance: l.balance,
        jobId: l.jobId,
        jobNumber: l.jobNumber,
        articleName: l.articleName,
        stepName: l.stepName,
        quantity: l.quantity,
        rate: l.rate,
      });
  }
  return { lines: lines.slice(-RECENT_LINES).reverse(), total, linesProblem: null };
}

/** A worker on the floor: what they are owed, their advance, and their latest credits and payments. */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const { id } = event.params;
  if (!isUuid(id)) error(404, { message: 'No worker has this address.' });
  const api = factoryApi(event, session);
  const [worker, recent] = await Promise.all([
    api.GET('/api/v1/worker/{id}', { params: { path: { id } } }),
    recentLines(api, id),
  ]);
  if (worker.response.status === 404)
    error(404, { message: 'No worker has this address: they may have been removed.' });
  if (!worker.data) return { worker: null, problem: problemOf(worker.error, worker.response), ...recent };
  const w = worker.data.data;
  return {
    worker: {
      id: w._id,
      name: w.name,
      phone: w.phone,
      skills: w.skills,
      isDefault: w.isDefault,
      balance: w.balance,
      advance: w.advanceCredit,
    },
    problem: null,
    ...recent,
  };
};
