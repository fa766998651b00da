import { redirect } from '@sveltejs/kit';
import { factorySetPassword, saveFactorySession } from '$lib/server/factory-session';
import { failure, invalid } from '$lib/server/form';
import type { Actions } from './$types';

const MIN_PASSWORD = 8;

export const actions: Actions = {
  /**
   * The factory's set-password and reset links: the token is checked (and spent) by the factory,
   * which signs the person in with the new password; that session becomes this app's factory
   * session, so the link ends in the factory workspace.
   */
  default: async (event) => {
    const form = await event.request.formData();
    const password = form.get('password');
    const passwordConfirm = form.get('passwordConfirm');
    if (typeof password !== 'string' || password.length < MIN_PASSWORD) {
      return invalid({ password: `Use at least ${MIN_PASSWORD} characters` }, {});
    }
    if (typeof passwordConfirm !== 'string' || password !== passwordConfirm) {
      return invalid({ passwordConfirm: 'The two passwords are not the same' }, {});
    }
    const answer = await factorySetPassword(event, event.params.token, password, passwordConfirm);
    if (answer.kind === 'unreachable')
      return failure(502, 'The factory service did not answer. Please try again.');
    if (answer.kind === 'refused') {
      const { message, status } = answer.refusal;
      if (status === 403) return failure(403, message);
      const expired = /token|link|expired|used/i.test(message);
      return expired
        ? failure(
            400,
            'This link has expired or was already used. Ask your administrator for a new one, or use “Forgot password” on the factory sign-in page.',
          )
        : invalid({ password: message }, {});
    }
    saveFactorySession(event.cookies, event.url, answer);
    redirect(303, '/factory?password-set=1');
  },
};
