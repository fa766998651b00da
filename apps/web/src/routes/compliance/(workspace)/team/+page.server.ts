import { error, fail, type RequestEvent } from '@sveltejs/kit';
import { PAGE_SIZE, pageOf } from '$lib/server/admin-lists';
import { complianceApi } from '$lib/server/api';
import { checkRequired, type FieldErrors, invalid, refusal, text } from '$lib/server/form';
import { guardActions, signedIn } from '$lib/server/guard';
import { readRefusal } from '$lib/server/service-errors';
import { readProblem } from '$lib/server/service-read';
import { isComplianceAdmin } from '$lib/server/session';
import type { Actions, PageServerLoad } from './$types';
import { aRole, peopleAllowed, ROLES, type Role } from './team';

/**
 * Team and plan: the organisation's people (invite, change a role, remove) and what its plan
 * allows against what it uses. For administrators: the layout lets every member of the
 * organisation into the workspace, so this page refuses the others itself (403), its actions
 * too, and the service refuses them again.
 */
function administrator(event: Pick<RequestEvent, 'locals'>) {
  const user = signedIn(event);
  if (!isComplianceAdmin(user)) {
    error(403, { message: 'Team and plan are for your organisation’s administrators.' });
  }
  return user;
}

export const load: PageServerLoad = async (event) => {
  const user = administrator(event);
  // A platform super-administrator belongs to no organisation: there is no team of their own.
  if (!user.tenantId) return { own: false as const };
  const api = complianceApi(event);
  const page = pageOf(event.url);
  const [team, usage] = await Promise.all([
    api.GET('/api/v1/users', { params: { query: { page, limit: PAGE_SIZE } } }),
    api.GET('/api/v1/tenants/current/usage'),
  ]);
  return {
    own: true as const,
    me: user.id,
    team: team.data
      ? {
          people: team.data.data.map((person) => ({
            id: person.id,
            name: person.name,
            email: person.email,
            role: person.role,
            since: person.createdAt,
          })),
          page: team.data.pagination.page,
          limit: team.data.pagination.limit,
          total: team.data.pagination.total,
        }
      : null,
    teamProblem: team.data ? null : readProblem(team.response.status, team.error, 'compliance'),
    plan: usage.data
      ? {
          name: usage.data.data.plan.name,
          monthlyPrice: usage.data.data.plan.monthlyPrice,
          features: usage.data.data.plan.features,
          usage: usage.data.data.usage,
        }
      : null,
    planProblem: usage.data ? null : readProblem(usage.response.status, usage.error, 'compliance'),
  };
};

/** A refusal for the form it concerns: `invite`, `role:<id>`, `remove:<id>`. */
function refusedFor(target: string, body: unknown, response: Response, values: Record<string, string> = {}) {
  const refused = readRefusal(body, response);
  if (refused.status === 404) {
    return fail(404, {
      target,
      values,
      errors: {},
      message: 'This person is no longer on the team. Reload the page.',
    });
  }
  if (refused.status === 409 && refused.details?.reason === 'LAST_ADMINISTRATOR') {
    return fail(409, {
      target,
      values,
      errors: {},
      message: 'Your organisation must keep an administrator: make someone else an administrator first.',
    });
  }
  const answer = refusal(body, response, values);
  return fail(answer.status, { target, ...answer.data });
}

const idOf = (form: FormData) => text(form, 'id');

export const actions = guardActions('compliance', {
  invite: async (event) => {
    administrator(event);
    const form = await event.request.formData();
    const values = {
      name: text(form, 'name'),
      email: text(form, 'email'),
      role: text(form, 'role') || 'user',
    };
    const errors: FieldErrors = checkRequired(values, { name: 'their name', email: 'their e-mail address' });
    const role = ROLES.find((r): r is Role => r === values.role);
    if (!role) errors.role = 'Choose a role';
    if (Object.keys(errors).length > 0 || !role)
      return fail(400, { target: 'invite', ...invalid(errors, values).data });

    const {
      data,
      error: body,
      response,
    } = await complianceApi(event).POST('/api/v1/users', {
      body: { name: values.name, email: values.email, role },
    });
    if (!data) {
      const refused = readRefusal(body, response);
      if (refused.planLimit?.limit === 'users') {
        const { max = 0, current = max } = refused.planLimit;
        const plan = typeof refused.details?.plan === 'string' ? refused.details.plan : undefined;
        return fail(403, {
          target: 'invite',
          values,
          errors: {},
          message: `Nobody was invited: ${peopleAllowed(plan, max, current)} Remove someone from the team, or move to a larger plan, to invite another person.`,
        });
      }
      if (response.status === 409) {
        return fail(409, {
          target: 'invite',
          values,
          errors: {
            email: 'This e-mail address already has an account. Ask them which address to invite instead.',
          },
          message: 'Please correct the fields marked below.',
        });
      }
      return refusedFor('invite', body, response, values);
    }
    return {
      target: 'invite',
      done: data.data.invited
        ? `${data.data.name} is on the team as ${aRole(data.data.role)}. An invitation went to ${data.data.email}: its link lets them choose their password.`
        : `${data.data.name} is on the team as ${aRole(data.data.role)}.`,
    };
  },

  role: async (event) => {
    administrator(event);
    const form = await event.request.formData();
    const id = idOf(form);
    const target = `role:${id}`;
    const role = ROLES.find((r): r is Role => r === text(form, 'role'));
    if (!id || !role) return fail(400, { target, values: {}, errors: {}, message: 'Choose a role.' });
    const {
      data,
      error: body,
      response,
    } = await complianceApi(event).PATCH('/api/v1/users/{id}', {
      params: { path: { id } },
      body: { role },
    });
    if (!data) return refusedFor(target, body, response);
    return {
      target,
      done:
        data.data.role === 'admin'
          ? `${data.data.name} is now an administrator.`
          : `${data.data.name} is now a member: they are signed out and sign in again as one.`,
    };
  },

  remove: async (event) => {
    administrator(event);
    const id = idOf(await event.request.formData());
    const target = `remove:${id}`;
    if (!id) return fail(400, { target, values: {}, errors: {}, message: 'Choose a person.' });
    const {
      data,
      error: body,
      response,
    } = await complianceApi(event).DELETE('/api/v1/users/{id}', {
      params: { path: { id } },
    });
    if (!data) return refusedFor(target, body, response);
    return {
      target: 'removed',
      done: `${data.data.name} is no longer on the team, and their place on the plan is free.`,
    };
  },
} satisfies Actions);
