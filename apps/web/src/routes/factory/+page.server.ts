import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import type { PageServerLoad } from './$types';
import { type Problem, problemOf, tenantLimits } from './factory.server';

interface Step {
  readonly name: string;
  readonly isPaid: boolean;
}

interface Worker {
  readonly id: string;
  readonly name: string;
  readonly balance: number;
  readonly isDefault: boolean;
}

/**
 * The factory's first page: the tenant's production steps as its configuration has them, the
 * first day's checklist (workers, articles, jobs: each done once there is one), the plan's
 * figures and the workers with their wage slips. Every read is asked at once; the factory's
 * super-admin has no tenant, hence none of them.
 */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const passwordSet = event.url.searchParams.has('password-set');
  const tenantId = session.user.tenantId;
  if (tenantId === null)
    return {
      passwordSet,
      tenant: null,
    };
  const api = factoryApi(event, session);
  const [config, limits, workers, articles, jobs] = await Promise.all([
    api.GET('/api/v1/tenant-config/{tenantId}', { params: { path: { tenantId } } }),
    tenantLimits(api),
    api.GET('/api/v1/worker', { params: { query: { limit: 100 } } }),
    api.GET('/api/v1/article', { params: { query: { limit: 1 } } }),
    api.POST('/api/v1/job', { body: { limit: 1 } }),
  ]);

  let steps: Step[] = [];
  let stepsProblem: Problem | null = null;
  if (config.data)
    steps = [...config.data.data.jobSteps]
      .sort((a, b) => a.order - b.order)
      .map((s) => ({ name: s.name, isPaid: s.isPaid }));
  else stepsProblem = problemOf(config.error, config.response);

  let workerList: Worker[] = [];
  let workersProblem: Problem | null = null;
  if (workers.data)
    workerList = workers.data.data.map((w) => ({
      id: w._id,
      name: w.name,
      balance: w.balance,
      isDefault: w.isDefault,
    }));
  else workersProblem = problemOf(workers.error, workers.response);

  // Null when the count could not be read: the checklist then says nothing of that step.
  const checklist = {
    workers: workers.data ? workerList.some((w) => !w.isDefault) : null,
    articles: articles.data ? articles.data.total > 0 : null,
    jobs: jobs.data ? jobs.data.total > 0 : null,
  };
  return {
    passwordSet,
    tenant: {
      steps,
      stepsProblem,
      attributes: config.data?.data.articleAttributes.map((a) => a.label || a.name) ?? [],
      ...limits,
      checklist,
      workers: workerList,
      workersProblem,
    },
  };
};
