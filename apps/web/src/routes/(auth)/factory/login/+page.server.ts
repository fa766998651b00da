import { fail, redirect } from '@sveltejs/kit';
import { isTenantEnded } from '$lib/components/factory/tenant-state';
import {
  factoryLogin,
  resolveFactorySession,
  saveFactorySession,
  tenantEnded,
  tenantNotActiveOf,
} from '$lib/server/factory-session';
import { checkRequired, type FieldErrors, failure, invalid, text } from '$lib/server/form';
import { redirectPath } from '$lib/server/safe-path';
import { waitInWords } from '$lib/server/service-errors';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const { url } = event;
  // Checked before the form is shown: a link with another site's `next` gets no password typed in.
  const next = redirectPath(url.searchParams.get('next'), url.origin, '/factory');
  const session = await resolveFactorySession(event);
  if (typeof session === 'object' && 'accessToken' in session) redirect(303, next);
  // Signed out because the organisation is closed: a refresh refused now, or one refused earlier (`?ended=`).
  const ended =
    typeof session === 'object' && 'ended' in session
      ? tenantEnded(session.ended)
      : url.searchParams.get('ended');
  return { next: url.searchParams.get('next') ?? '', ended: isTenantEnded(ended) ? ended : null };
};

export const actions: Actions = {
  /** Signs in at the factory for the person; its tokens become this app's factory cookies. */
  default: async (event) => {
    const { request, cookies, url } = event;
    const form = await request.formData();
    const values = { email: text(form, 'email'), next: text(form, 'next') };
    const next = redirectPath(values.next, url.origin, '/factory');
    const password = form.get('password');
    const errors = checkRequired(
      { ...values, password: typeof password === 'string' ? password : '' },
      { email: 'your e-mail address', password: 'your password' },
    );
    if (Object.keys(errors).length > 0 || typeof password !== 'string') return invalid(errors, values);

    const answer = await factoryLogin(event, values.email, password);
    if (answer.kind === 'unreachable') {
      return failure(503, 'The factory service did not answer. Please try again.', values);
    }
    if (answer.kind === 'refused') {
      const { status, message, retryAfterSeconds } = answer.refusal;
      if (status === 429) {
        return failure(
          429,
          `Too many attempts. Wait ${waitInWords(retryAfterSeconds)} and try again.`,
          values,
        );
      }
      // 403: the factory's reason (a cancelled subscription, failed payments, awaiting payment) is the person's to read.
      const notActive = tenantNotActiveOf(answer.refusal);
      if (notActive)
        return fail(403, { values, errors: {} as FieldErrors, message, ended: tenantEnded(notActive) });
      if (status === 403) return failure(403, message, values);
      return invalid({ password: 'The e-mail address or password is not right.' }, values);
    }
    saveFactorySession(cookies, url, answer);
    redirect(303, next);
  },
};
