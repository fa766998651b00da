import { redirect } from '@sveltejs/kit';
import { clearSession, identityClient, sessionTokens } from '$lib/server/session';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = () => redirect(303, '/');

export const actions: Actions = {
  /** Ends this session at identity (other devices stay signed in) and forgets its cookies. */
  default: async (event) => {
    const { cookies } = event;
    const { access } = sessionTokens(cookies);
    if (access) await identityClient(event).admin.signOut(access, 'local');
    clearSession(cookies);
    redirect(303, '/courses');
  },
};
