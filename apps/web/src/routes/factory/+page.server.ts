import { factoryApi } from '$lib/server/api';
import type { FactoryRole } from '$lib/server/factory-session';
import { requireFactorySession } from '$lib/server/factory-session';
import { readRefusal } from '$lib/server/service-errors';
import type { PageServerLoad } from './$types';

/** Who is signed in, as the factory answers `GET /api/v1/auth/me` now (not as the sign-in remembered it). */
interface SignedIn {
  readonly name: string;
  readonly email: string;
  readonly role: FactoryRole;
  /** Null for the factory's super-admin, who has no tenant. */
  readonly tenant: { readonly name: string; readonly slug: string } | null;
}

interface Worker {
  readonly id: string;
  readonly name: string;
  readonly balance: number;
  readonly isDefault: boolean;
}

export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const passwordSet = event.url.searchParams.has('password-set');
  const api = factoryApi(event, session);
  // Both asked at once; the token says whether there is a tenant, hence workers, to ask for.
  const [me, workers] = await Promise.all([
    api.GET('/api/v1/auth/me'),
    // The factory's super-admin has no tenant, hence no workers of its own.
    session.user.tenantId === null ? null : api.GET('/api/v1/worker', { params: { query: { limit: 100 } } }),
  ]);

  let signedIn: SignedIn | null = null;
  let signedInProblem: string | null = null;
  if (me.data) {
    const { user, tenant } = me.data.data;
    signedIn = {
      name: user.name,
      email: user.email,
      role: user.role,
      tenant: tenant && { name: tenant.name, slug: tenant.slug },
    };
  } else {
    signedInProblem = readRefusal(me.error, me.response).message;
  }

  let workerList: Worker[] = [];
  let workersProblem: string | null = null;
  if (workers?.data) {
    workerList = workers.data.data.map((w) => ({
      id: w._id,
      name: w.name,
      balance: w.balance,
      isDefault: w.isDefault,
    }));
  } else if (workers) {
    workersProblem = readRefusal(workers.error, workers.response).message;
  }
  return { passwordSet, signedIn, signedInProblem, workers: workerList, workersProblem };
};
