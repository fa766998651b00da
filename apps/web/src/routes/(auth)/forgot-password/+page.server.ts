import { checkRequired, failure, invalid, text } from '$lib/server/form';
import { startLinkFlow } from '$lib/server/link-flow';
import { identityClient } from '$lib/server/session';
import type { Actions } from './$types';

export const actions: Actions = {
  /**
   * Asks identity to mail a recovery link that comes back to /auth/callback. The answer is the
   * same whether or not the address has an account, as identity's is. The link carries this
   * browser's flow, so followed here it signs in without asking (see link-flow).
   */
  default: async (event) => {
    const { request, url, cookies } = event;
    const form = await request.formData();
    const values = { email: text(form, 'email') };
    const errors = checkRequired(values, { email: 'your e-mail address' });
    if (Object.keys(errors).length > 0) return invalid(errors, values);
    const redirectTo = startLinkFlow(cookies, url, '/account?recovered=1');
    const { error } = await identityClient(event).resetPasswordForEmail(values.email, { redirectTo });
    if (error && (error.status ?? 500) >= 500) {
      return failure(502, 'The sign-in service did not answer. Please try again.', values);
    }
    return { sent: true, values };
  },
};
