import { siteUrl } from '$lib/server/config';
import { checkRequired, failure, invalid, text } from '$lib/server/form';
import { identityClient } from '$lib/server/session';
import type { Actions } from './$types';

export const actions: Actions = {
  /**
   * Asks identity to mail a recovery link that comes back to /auth/callback. The answer is the
   * same whether or not the address has an account, as identity's is.
   */
  default: async (event) => {
    const { request, url } = event;
    const form = await request.formData();
    const values = { email: text(form, 'email') };
    const errors = checkRequired(values, { email: 'your e-mail address' });
    if (Object.keys(errors).length > 0) return invalid(errors, values);
    const redirectTo = `${siteUrl(url)}/auth/callback?next=${encodeURIComponent('/account?recovered=1')}`;
    const { error } = await identityClient(event).resetPasswordForEmail(values.email, { redirectTo });
    if (error && (error.status ?? 500) >= 500) {
      return failure(502, 'The sign-in service did not answer. Please try again.', values);
    }
    return { sent: true, values };
  },
};
