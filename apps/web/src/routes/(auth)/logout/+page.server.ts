import { redirect } from '@sveltejs/kit';
import { factoryLogout } from '$lib/server/factory-session';
import { clearSession, identityClient, markSessionEnded, sessionTokens } from '$lib/server/session';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = () => redirect(303, '/');

export const actions: Actions = {
  /**
   * Signs out of both sessions this browser may hold: identity's (this session only, other
   * devices stay signed in) and the factory's (its refresh token's family ends there). The
   * cookies go whether or not the services answer.
   */
  default: async (event) => {
    const { cookies } = event;
    const { access } = sessionTokens(cookies);
    await Promise.all([
      access ? identityClient(event).admin.signOut(access, 'local') : null,
      factoryLogout(event),
    ]);
    if (access) markSessionEnded(access);
    clearSession(cookies);
    redirect(303, '/courses');
  },
};
