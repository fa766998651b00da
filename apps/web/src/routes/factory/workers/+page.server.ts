import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, invalid, optional, text } from '$lib/server/form';
import { type Problem, problemOf, tenantLimits, writeRefused } from '../factory.server';
import type { Actions, PageServerLoad } from './$types';

const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

/** The tenant's workers (the default worker `None`, which stands for "nobody yet", left out) and the plan's figure for them. */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const [workers, limits] = await Promise.all([
    api.GET('/api/v1/worker', { params: { query: { limit: 100 } } }),
    tenantLimits(api),
  ]);
  let problem: Problem | null = null;
  if (!workers.data) problem = problemOf(workers.error, workers.response);
  const list = (workers.data?.data ?? [])
    .filter((w) => !w.isDefault)
    .map((w) => ({ id: w._id, name: w.name, phone: w.phone, skills: w.skills, balance: w.balance }));
  return {
    workers: list,
    // The default worker is in the factory's total, not in the list.
    total: workers.data ? workers.data.total - (workers.data.data.length - list.length) : 0,
    problem,
    ...limits,
  };
};

/** Skills as typed: separated by commas, each kept once. */
function skillsOf(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export const actions = {
  /** `POST /worker/create`; the plan's worker limit refused is explained with its figures. */
  add: async (event) => {
    const session = await requireFactorySession(event);
    const form = await event.request.formData();
    const values = { name: text(form, 'name'), phone: text(form, 'phone'), skills: text(form, 'skills') };
    const errors: FieldErrors = {};
    if (!values.name) errors.name = 'Enter the worker’s name';
    else if (values.name.length > 200) errors.name = 'Use at most 200 characters';
    if (values.phone && !PHONE.test(values.phone))
      errors.phone = 'A phone number is digits, such as +91 98765 43210';
    const skills = skillsOf(values.skills);
    if (skills.some((s) => s.length > 50)) errors.skills = 'Each skill is at most 50 characters';
    if (skills.length > 50) errors.skills = 'At most 50 skills';
    if (Object.keys(errors).length > 0) return invalid(errors, values);

    const phone = optional(form, 'phone');
    const { data, error, response } = await factoryApi(event, session).POST('/api/v1/worker/create', {
      body: { name: values.name, ...(phone ? { phone } : {}), ...(skills.length > 0 ? { skills } : {}) },
    });
    if (!data) return writeRefused(error, response, values, 'the worker was not added');
    return { added: data.data.name };
  },
} satisfies Actions;
