import { ENDED_WORDS } from '$lib/components/factory/tenant-state';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { problemOf } from '../factory.server';
import type { LayoutServerLoad } from './$types';

/**
 * The floor's guard, as the factory workspace's: the factory's own session, and who the person
 * and their organisation are from the factory now (`GET /auth/me`), which is where an
 * organisation that is not active is told why; the layout then shows that in place of the page.
 * The floor has a layout of its own (`+layout@.svelte`), so the workspace's guard does not run
 * here. The reason's words are chosen here, so the four of them are not in the floor's script.
 */
export const load: LayoutServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const { data, error, response } = await factoryApi(event, session).GET('/api/v1/auth/me');
  if (!data) {
    const problem = problemOf(error, response);
    return {
      floorUser: session.user.name,
      organisation: null,
      closed: problem.ended
        ? { ended: problem.ended, ...ENDED_WORDS[problem.ended], message: problem.message }
        : null,
    };
  }
  return { floorUser: data.data.user.name, organisation: data.data.tenant?.name ?? null, closed: null };
};
