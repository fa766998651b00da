import type { Session } from '@supabase/auth-js';
import { fail, type RequestEvent, redirect } from '@sveltejs/kit';
import { endLinkFlow, heldLink, holdLink, isOwnFlow } from '$lib/server/link-flow';
import { redirectPath } from '$lib/server/safe-path';
import { identityClient, saveSession } from '$lib/server/session';
import type { Actions } from './$types';

const INVALID = 'This link is no longer valid. Ask for a new one.';

/** The tokens checked with identity: a session only when identity vouches for them. */
async function checked(event: RequestEvent, access: string, refresh: string): Promise<Session | null> {
  const { data, error } = await identityClient(event).setSession({
    access_token: access,
    refresh_token: refresh,
  });
  return error || !data.session ? null : data.session;
}

function signIn(event: RequestEvent, session: Session, next: string): never {
  endLinkFlow(event.cookies);
  saveSession(event.cookies, event.url, session);
  redirect(303, next);
}

export const actions: Actions = {
  /**
   * A mailed link (recovery, e-mail change, sign-up confirmation, invitation) ends here with
   * the session in the URL fragment, which only the browser sees; the page posts its tokens
   * here. They are checked with identity, then become the session cookies at once only when
   * this browser asked for the link (its `flow` cookie) or is already signed in as the link's
   * person. Otherwise the page asks first, naming the account: a link someone else made must
   * not sign this browser in unnoticed.
   */
  session: async (event) => {
    const { request, cookies, url, locals } = event;
    const form = await request.formData();
    const access = form.get('access_token');
    const refresh = form.get('refresh_token');
    const next = redirectPath(form.get('next'), url.origin, '/courses');
    if (typeof access !== 'string' || typeof refresh !== 'string' || !access || !refresh) {
      return fail(400, { message: 'This link is incomplete. Ask for a new one.' });
    }
    const session = await checked(event, access, refresh);
    if (!session) return fail(401, { message: INVALID });
    if (isOwnFlow(cookies, form.get('flow')) || locals.user?.id === session.user.id) {
      signIn(event, session, next);
    }
    holdLink(cookies, url, { access, refresh, next });
    return { confirm: { email: session.user.email ?? '', current: locals.user?.email ?? null } };
  },

  /** The person read whose account the link opens and chose to go on. */
  confirm: async (event) => {
    const link = heldLink(event.cookies);
    if (!link) return fail(400, { message: 'This question has expired. Follow the link in the mail again.' });
    const next = redirectPath(link.next, event.url.origin, '/courses');
    const session = await checked(event, link.access, link.refresh);
    if (!session) {
      endLinkFlow(event.cookies);
      return fail(401, { message: INVALID });
    }
    signIn(event, session, next);
  },
};
