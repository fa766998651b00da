import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { readRefusal } from '$lib/server/service-errors';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const passwordSet = event.url.searchParams.has('password-set');
  // The factory's super-admin has no tenant, hence no workers of its own.
  if (session.user.tenantId === null) return { passwordSet, workers: [], workersProblem: null };
  const { data, error, response } = await factoryApi(event, session).GET('/api/v1/worker', {
    params: { query: { limit: 100 } },
  });
  if (!data) return { passwordSet, workers: [], workersProblem: readRefusal(error, response).message };
  const workers = data.data.map((w) => ({
    id: w._id,
    name: w.name,
    balance: w.balance,
    isDefault: w.isDefault,
  }));
  return { passwordSet, workers, workersProblem: null };
};
