import { factoryForgotPassword } from '$lib/server/factory-session';
import { checkRequired, failure, invalid, text } from '$lib/server/form';
import { waitInWords } from '$lib/server/service-errors';
import type { Actions } from './$types';

export const actions: Actions = {
  /**
   * Asks the factory to mail a reset link (to `FACTORY_APP_URL/reset-password/<token>`, a page
   * of this app). The answer is the same whether or not the address has an account, as the
   * factory's is.
   */
  default: async (event) => {
    const form = await event.request.formData();
    const values = { email: text(form, 'email') };
    const errors = checkRequired(values, { email: 'your e-mail address' });
    if (Object.keys(errors).length > 0) return invalid(errors, values);
    const answer = await factoryForgotPassword(event, values.email);
    if (answer.kind === 'unreachable') {
      return failure(502, 'The factory service did not answer. Please try again.', values);
    }
    if (answer.kind === 'refused') {
      const { status, message, fieldErrors, retryAfterSeconds } = answer.refusal;
      if (status === 429) {
        return failure(
          429,
          `Too many requests. Wait ${waitInWords(retryAfterSeconds)} and try again.`,
          values,
        );
      }
      if (fieldErrors.email)
        return invalid({ email: 'Enter an e-mail address like name@example.com' }, values);
      return failure(status, message, values);
    }
    return { sent: true, values };
  },
};
