import { requireFactorySession } from '$lib/server/factory-session';
import type { LayoutServerLoad } from './$types';

/**
 * The one guard of the factory workspace: the factory's own session (its sign-in at
 * `/factory/login`), not identity's. Its pages' loads ask for the same session, worked out once
 * per request.
 */
export const load: LayoutServerLoad = async (event) => {
  const { user } = await requireFactorySession(event);
  return { factoryUser: user };
};
