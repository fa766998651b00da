import { fail, redirect } from '@sveltejs/kit';
import { identityClient, saveSession } from '$lib/server/session';
import type { Actions } from './$types';

function nextPath(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/courses';
}

export const actions: Actions = {
  /**
   * A mailed link (recovery, e-mail change, sign-up confirmation) ends here with the session in
   * the URL fragment, which only the browser sees; the page posts its tokens here. The tokens
   * are checked with identity before they become the session cookies.
   */
  default: async (event) => {
    const { request, cookies, url } = event;
    const form = await request.formData();
    const access = form.get('access_token');
    const refresh = form.get('refresh_token');
    if (typeof access !== 'string' || typeof refresh !== 'string' || !access || !refresh) {
      return fail(400, { message: 'This link is incomplete. Ask for a new one.' });
    }
    const { data, error } = await identityClient(event).setSession({
      access_token: access,
      refresh_token: refresh,
    });
    if (error || !data.session)
      return fail(401, { message: 'This link is no longer valid. Ask for a new one.' });
    saveSession(cookies, url, data.session);
    redirect(303, nextPath(form.get('next')));
  },
};
