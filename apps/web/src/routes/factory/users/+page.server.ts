import { fail } from '@sveltejs/kit';
import { isUuid } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, invalid, text } from '$lib/server/form';
import { readRefusal } from '$lib/server/service-errors';
import { problemOf, tenantLimits, writeRefused } from '../factory.server';
import type { Actions, PageServerLoad } from './$types';

/** The factory's shortest password (`MIN_PASSWORD_LENGTH`). */
const MIN_PASSWORD = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The tenant's factory users, oldest first, beside the plan's figure for them. */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const [users, limits] = await Promise.all([api.GET('/api/v1/users'), tenantLimits(api)]);
  const list = (users.data?.data ?? []).map((u) => ({
    id: u._id,
    name: u.name,
    email: u.email,
    role: u.role,
    hasPassword: u.hasPassword,
    isOwner: u.isOwner,
    createdAt: u.createdAt,
    isYou: u._id === session.user.id,
  }));
  return {
    users: list,
    problem: users.data ? null : problemOf(users.error, users.response),
    ...limits,
  };
};

export const actions = {
  /**
   * `POST /auth/signup`: an administrator of this organisation, with the first password chosen
   * here. The factory mails nothing; the new user can choose their own through "Forgot your
   * password?" at the factory's sign-in, which mails a link.
   */
  add: async (event) => {
    const session = await requireFactorySession(event);
    const form = await event.request.formData();
    const values = { name: text(form, 'name'), email: text(form, 'email') };
    const password = String(form.get('password') ?? '');
    const passwordConfirm = String(form.get('passwordConfirm') ?? '');
    const errors: FieldErrors = {};
    if (!values.name) errors.name = 'Enter the person’s name';
    else if (values.name.length > 200) errors.name = 'Use at most 200 characters';
    if (!values.email) errors.email = 'Enter their e-mail address';
    else if (!EMAIL.test(values.email) || values.email.length > 320)
      errors.email = 'Enter an address such as name@example.com';
    if ([...password].length < MIN_PASSWORD) errors.password = `Use at least ${MIN_PASSWORD} characters`;
    else if (password.length > 256) errors.password = 'Use at most 256 characters';
    else if (password !== passwordConfirm) errors.passwordConfirm = 'The two passwords differ';
    if (Object.keys(errors).length > 0) return invalid(errors, values);

    const { data, error, response } = await factoryApi(event, session).POST('/api/v1/auth/signup', {
      body: { name: values.name, email: values.email, password, passwordConfirm },
    });
    if (!data) {
      if (response.status === 409)
        return invalid({ email: 'This address already has a factory account' }, values);
      return writeRefused(error, response, values, 'the user was not added');
    }
    return { added: { name: data.data.user.name, email: data.data.user.email } };
  },

  /**
   * `DELETE /users/:id` once confirmed: the dialog sends `confirm=yes`; without JavaScript the
   * first post comes back asking, and the question's own form confirms.
   */
  remove: async (event) => {
    const session = await requireFactorySession(event);
    const form = await event.request.formData();
    const id = text(form, 'id');
    const name = text(form, 'name');
    if (!isUuid(id))
      return fail(400, { removeId: id, removeError: 'This user cannot be found; reload the page.' });
    if (text(form, 'confirm') !== 'yes') return { confirmRemove: { id, name } };
    const { data, error, response } = await factoryApi(event, session).DELETE('/api/v1/users/{id}', {
      params: { path: { id } },
    });
    if (!data) {
      const refused = readRefusal(error, response);
      const message =
        response.status === 409
          ? `${refused.message.replace(/\.?$/, '.')} Every organisation keeps at least one administrator, and nobody removes their own account.`
          : response.status === 404
            ? 'This user is no longer one of your organisation’s users. Reload the page.'
            : problemOf(error, response).message;
      return fail(response.status >= 500 ? 502 : response.status, { removeId: id, removeError: message });
    }
    return { removed: name || 'The user' };
  },
} satisfies Actions;
