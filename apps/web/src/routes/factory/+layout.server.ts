import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import type { LayoutServerLoad } from './$types';
import { problemOf } from './factory.server';

/**
 * The one guard of the factory workspace: the factory's own session (its sign-in at
 * `/factory/login`), not identity's. Who the person is comes from the factory now (`GET
 * /auth/me`), which is also where a tenant that is not active is told why (F4): the layout then
 * shows the reason in place of every page.
 */
export const load: LayoutServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const { data, error, response } = await factoryApi(event, session).GET('/api/v1/auth/me');
  if (!data) {
    const problem = problemOf(error, response);
    return { factoryUser: session.user, me: null, meProblem: problem };
  }
  const { user, tenant } = data.data;
  return {
    factoryUser: session.user,
    me: {
      name: user.name,
      email: user.email,
      role: user.role,
      tenant: tenant && { id: tenant._id, name: tenant.name, slug: tenant.slug },
    },
    meProblem: null,
  };
};
