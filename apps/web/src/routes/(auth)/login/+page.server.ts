import { redirect } from '@sveltejs/kit';
import { checkRequired, failure, invalid, text } from '$lib/server/form';
import { landingAfterSignIn, landingPath } from '$lib/server/landing';
import { redirectPath } from '$lib/server/safe-path';
import { identityClient, saveSession } from '$lib/server/session';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = ({ locals, url }) => {
  const fallback = locals.user ? landingPath(locals.user) : '/courses';
  // Checked before the form is shown: a link with another site's `next` gets no password typed in.
  const next = redirectPath(url.searchParams.get('next'), url.origin, fallback);
  if (locals.user) redirect(303, next);
  return { next: url.searchParams.get('next') ?? '' };
};

export const actions: Actions = {
  default: async (event) => {
    const { request, cookies, url } = event;
    const form = await request.formData();
    const values = { email: text(form, 'email'), next: text(form, 'next') };
    // Refused before the password reaches identity: no one is signed in on the way to a 400.
    redirectPath(values.next, url.origin, '/');
    const password = form.get('password');
    const errors = checkRequired(
      { ...values, password: typeof password === 'string' ? password : '' },
      {
        email: 'your e-mail address',
        password: 'your password',
      },
    );
    if (Object.keys(errors).length > 0 || typeof password !== 'string') return invalid(errors, values);

    const { data, error } = await identityClient(event).signInWithPassword({ email: values.email, password });
    if (error || !data.session) {
      if (!error || error.status === undefined || error.status >= 500) {
        return failure(503, 'The sign-in service did not answer. Please try again.', values);
      }
      const message =
        error.status === 429
          ? 'Too many attempts. Wait a minute and try again.'
          : 'The e-mail address or password is not right.';
      return invalid({ password: message }, values);
    }
    saveSession(cookies, url, data.session);
    redirect(303, redirectPath(values.next, url.origin, landingAfterSignIn(data.session.user)));
  },
};
