/**
 * What a worker's money pages read from the factory: the worker, and jobs named by their number
 * and article where the factory's answer gives only their ids (a payment's settlement).
 */
import { error } from '@sveltejs/kit';
import type { JobName } from '$lib/components/factory/ledger/ledger';
import { type Period, periodSlug } from '$lib/components/factory/ledger/period';
import { isUuid } from '$lib/server/admin-lists';
import { type FactoryApi, type Problem, problemOf } from '../../factory.server';

export interface WorkerMoney {
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly balance: number;
  readonly advance: number;
}

/** The worker of the address, or the page's 404; a read the factory refused is the page's problem. */
export async function readWorker(
  api: FactoryApi,
  id: string,
): Promise<{ worker: WorkerMoney; problem: null } | { worker: null; problem: Problem }> {
  if (!isUuid(id)) error(404, { message: 'No worker has this address.' });
  const {
    data,
    error: refused,
    response,
  } = await api.GET('/api/v1/worker/{id}', {
    params: { path: { id } },
  });
  if (response.status === 404)
    error(404, { message: 'No worker has this address: they may have been removed.' });
  if (!data) return { worker: null, problem: problemOf(refused, response) };
  const w = data.data;
  return {
    worker: { id: w._id, name: w.name, isDefault: w.isDefault, balance: w.balance, advance: w.advanceCredit },
    problem: null,
  };
}

/** The most jobs the factory names in one call (`POST /job` with `ids`); the rest keep a name from their id. */
const MOST_NAMED = 100;

/**
 * Jobs by id, with their number and article, for the ids the page has no name for (the ones it
 * knows are passed in `known`), in one call. A job gone or unreadable keeps a name from its id.
 */
export async function jobNames(
  api: FactoryApi,
  ids: readonly string[],
  known: ReadonlyMap<string, JobName> = new Map(),
): Promise<Map<string, JobName>> {
  const names = new Map(known);
  const wanted = [...new Set(ids)].filter((id) => !names.has(id) && isUuid(id)).slice(0, MOST_NAMED);
  if (wanted.length > 0) {
    const { data } = await api.POST('/api/v1/job', { body: { ids: wanted, limit: MOST_NAMED } });
    for (const job of data?.data ?? [])
      names.set(job._id, { jobNumber: job.jobNumber, articleName: job.articleName });
  }
  for (const id of ids) if (!names.has(id)) names.set(id, { jobNumber: null, articleName: null });
  return names;
}

/**
 * A file's name for a worker and a period: `wage-slip_Lakshmi-Devi_2026-11-01_2026-11-30.pdf`.
 * The worker's name as written (Devanagari too: the disposition carries it encoded), its spaces
 * as hyphens.
 */
export function fileName(kind: string, workerName: string, period: Period, extension: string): string {
  const who = workerName.trim().replace(/\s+/g, '-') || 'worker';
  return `${kind}_${who}_${periodSlug(period)}.${extension}`;
}
