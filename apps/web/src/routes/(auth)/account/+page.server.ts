import { redirect } from '@sveltejs/kit';
import { identityApi } from '$lib/server/api';
import { siteUrl } from '$lib/server/config';
import { checkRequired, failure, invalid, text } from '$lib/server/form';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = ({ locals, url }) => {
  if (!locals.user) redirect(303, `/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  return {
    email: locals.user.email,
    recovered: url.searchParams.has('recovered'),
    emailChanged: url.searchParams.has('email-changed'),
  };
};

const MIN_PASSWORD = 8;

export const actions: Actions = {
  password: async (event) => {
    if (!event.locals.user) redirect(303, '/login?next=/account');
    const form = await event.request.formData();
    const password = form.get('password');
    const confirm = form.get('confirm');
    const values = {};
    if (typeof password !== 'string' || password.length < MIN_PASSWORD) {
      return invalid({ password: `Use at least ${MIN_PASSWORD} characters` }, values);
    }
    if (password !== confirm) return invalid({ confirm: 'The two passwords are not the same' }, values);
    const { error, response } = await identityApi(event).PUT('/auth/v1/user', { body: { password } });
    if (error) {
      const message =
        error.error_code === 'same_password'
          ? 'Choose a password other than your current one'
          : error.msg || 'The password was refused';
      return response.status >= 500
        ? failure(502, 'The sign-in service did not answer.', values)
        : invalid({ password: message }, values);
    }
    return { passwordChanged: true };
  },
  email: async (event) => {
    if (!event.locals.user) redirect(303, '/login?next=/account');
    const form = await event.request.formData();
    const values = { email: text(form, 'email') };
    const errors = checkRequired(values, { email: 'the new e-mail address' });
    if (Object.keys(errors).length > 0) return invalid(errors, values);
    const redirect_to = `${siteUrl(event.url)}/auth/callback?next=${encodeURIComponent('/account?email-changed=1')}`;
    const { error, response } = await identityApi(event).PUT('/auth/v1/user', {
      params: { query: { redirect_to } },
      body: { email: values.email },
    });
    if (error) {
      const message =
        error.error_code === 'email_exists'
          ? 'Another account uses this address'
          : error.msg || 'The address was refused';
      return response.status >= 500
        ? failure(502, 'The sign-in service did not answer.', values)
        : invalid({ email: message }, values);
    }
    return { emailSent: values.email };
  },
};
