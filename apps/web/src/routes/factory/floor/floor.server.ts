/**
 * What the floor's pages read from the factory: open jobs with their steps and who has each, one
 * job with what each step earns and who may take it, and a worker's balance with recent lines.
 * Each read answers the view a page draws, or a `Problem` the page shows in place.
 */
import { error } from '@sveltejs/kit';
import { canTake } from '$lib/components/factory/floor/floor';
import { isUuid } from '$lib/server/admin-lists';
import { type FactoryApi, type Problem, problemOf } from '../factory.server';

/** The floor looks at this many open jobs at a time, the most a factory list answers in one page. */
export const OPEN_JOBS = 100;
/** Workers offered for a step; the factory's lists answer at most this many in one page. */
const WORKERS = 100;
/** Ledger lines a worker's page shows, newest first. */
export const RECENT_LINES = 20;

type StepStatus = 'Pending' | 'In-Progress' | 'Completed';

export interface FloorStep {
  readonly name: string;
  readonly order: number;
  readonly isPaid: boolean;
  readonly status: StepStatus;
  readonly workerId: string;
  readonly workerName: string;
  /** The tenant's default worker `None`: nobody yet. */
  readonly unassigned: boolean;
  /** Pieces recorded at completion. */
  readonly quantity: number | null;
  readonly completedAt: string | null;
}

export interface FloorJob {
  readonly id: string;
  /** The job's number within the tenant: 1, 2, 3 … */
  readonly number: number;
  readonly article: string;
  readonly articleId: string;
  readonly quantity: number;
  readonly createdAt: string;
  readonly steps: readonly FloorStep[];
}

interface JobRow {
  _id: string;
  jobNumber: number;
  articleId: string;
  articleName: string | null;
  quantity: number;
  createdAt: string;
  steps: {
    stepName: string;
    order: number;
    isPaid: boolean;
    workerId: string;
    workerName: string | null;
    status: StepStatus;
    quantity: number | null;
    completedAt: string | null;
  }[];
}

/**
 * A job as the floor shows it. The default worker is known by id when the workers were read,
 * by its name otherwise (the factory names it `None`).
 */
export function floorJob(row: JobRow, defaultWorkerId: string | null): FloorJob {
  return {
    id: row._id,
    number: row.jobNumber,
    article: row.articleName ?? 'An article since deleted',
    articleId: row.articleId,
    quantity: row.quantity,
    createdAt: row.createdAt,
    steps: [...row.steps]
      .sort((a, b) => a.order - b.order)
      .map((s) => ({
        name: s.stepName,
        order: s.order,
        isPaid: s.isPaid,
        status: s.status,
        workerId: s.workerId,
        workerName: s.workerName ?? 'A worker since removed',
        unassigned: defaultWorkerId ? s.workerId === defaultWorkerId : s.workerName === 'None',
        quantity: s.quantity,
        completedAt: s.completedAt,
      })),
  };
}

/** A job as the floor's list shows it: what its card draws and nothing more (a hundred are rendered). */
export type FloorJobCard = Pick<FloorJob, 'id' | 'number' | 'article' | 'quantity' | 'createdAt'> & {
  readonly steps: readonly Pick<FloorStep, 'name' | 'order' | 'status' | 'workerName' | 'unassigned'>[];
};

function jobCard(row: JobRow): FloorJobCard {
  const { id, number, article, quantity, createdAt, steps } = floorJob(row, null);
  return {
    id,
    number,
    article,
    quantity,
    createdAt,
    steps: steps.map(({ name, order, status, workerName, unassigned }) => ({
      name,
      order,
      status,
      workerName,
      unassigned,
    })),
  };
}

/**
 * The open jobs (a step not completed), newest first, as many as one page holds; with a search,
 * the factory's: digits (or `#12`) are a job's number, other words a part of its article's name.
 */
export async function openJobs(
  api: FactoryApi,
  search: string,
): Promise<{ jobs: FloorJobCard[]; total: number; problem: Problem | null }> {
  const {
    data,
    error: refused,
    response,
  } = await api.POST('/api/v1/job', {
    body: { status: 'active', limit: OPEN_JOBS, ...(search ? { search } : {}) },
  });
  if (!data) return { jobs: [], total: 0, problem: problemOf(refused, response) };
  return { jobs: data.data.map(jobCard), total: data.total, problem: null };
}

export interface FloorWorker {
  readonly id: string;
  readonly name: string;
  readonly skills: readonly string[];
  readonly isDefault: boolean;
}

/** The tenant's workers, the default worker among them. */
export async function workersOf(
  api: FactoryApi,
): Promise<{ workers: FloorWorker[]; total: number; problem: Problem | null }> {
  const {
    data,
    error: refused,
    response,
  } = await api.GET('/api/v1/worker', {
    params: { query: { limit: WORKERS } },
  });
  if (!data) return { workers: [], total: 0, problem: problemOf(refused, response) };
  return {
    workers: data.data.map((w) => ({ id: w._id, name: w.name, skills: w.skills, isDefault: w.isDefault })),
    total: data.total,
    problem: null,
  };
}

/** Who may take a step: the workers with its skill (or none listed), `None` first, then by name. */
export function candidatesFor(workers: readonly FloorWorker[], stepName: string) {
  const able = workers.filter((w) => canTake(w.skills, stepName));
  const sorted = [...able].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name, 'en-IN'),
  );
  return {
    candidates: sorted.map((w) => ({ id: w.id, name: w.name, isDefault: w.isDefault })),
    /** Workers left out because their skills do not include the step. */
    withoutSkill: workers.length - able.length,
  };
}

/** The job at `id`, or the floor's 404 when the address names none of the tenant's jobs. */
export async function jobAt(api: FactoryApi, id: string): Promise<{ row: JobRow } | { problem: Problem }> {
  if (!isUuid(id)) error(404, { message: 'No job has this address.' });
  const {
    data,
    error: refused,
    response,
  } = await api.GET('/api/v1/job/{id}', {
    params: { path: { id } },
  });
  if (response.status === 404) error(404, { message: 'No job has this address: it may have been deleted.' });
  if (!data) return { problem: problemOf(refused, response) };
  return { row: data.data };
}

/** The article's rate for each paid step, or a problem (the page then shows no amounts). */
export async function ratesOf(
  api: FactoryApi,
  articleId: string,
): Promise<{ rates: Record<string, number>; ratesProblem: Problem | null }> {
  const {
    data,
    error: refused,
    response,
  } = await api.POST('/api/v1/article/{id}', {
    params: { path: { id: articleId } },
  });
  if (!data) {
    // A deleted article has no rates: its steps earn nothing, as the factory credits them.
    if (response.status === 404) return { rates: {}, ratesProblem: null };
    return { rates: {}, ratesProblem: problemOf(refused, response) };
  }
  return { rates: data.data.stepRates, ratesProblem: null };
}
