import { factoryApi } from '$lib/server/api';
import { failure, invalid } from '$lib/server/form';
import type { Actions } from './$types';

const MIN_PASSWORD = 8;

export const actions: Actions = {
  /** The factory's set-password and reset links: the token is checked (and spent) by the factory. */
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
    const { error, response } = await factoryApi(event).PATCH('/api/v1/auth/resetPassword/{token}', {
      params: { path: { token: event.params.token } },
      body: { password, passwordConfirm },
    });
    if (error) {
      if (response.status >= 500)
        return failure(502, 'The factory service did not answer. Please try again.');
      const message = error.message || 'The password was refused';
      const expired = /token|link|expired|used/i.test(message);
      return expired
        ? failure(
            400,
            'This link has expired or was already used. Ask your administrator for a new one, or use “Forgot password” in the factory app.',
          )
        : invalid({ password: message }, {});
    }
    return { done: true };
  },
};
