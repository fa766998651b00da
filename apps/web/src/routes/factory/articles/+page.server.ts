import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, failure, invalid, text } from '$lib/server/form';
import { type Problem, problemOf, writeRefused } from '../factory.server';
import type { Actions, PageServerLoad } from './$types';

/** An attribute of the tenant's articles, as its configuration has it, with the master-data values to choose from. */
interface AttributeField {
  readonly name: string;
  readonly label: string;
  readonly type: 'string' | 'number';
  readonly isRequired: boolean;
  /** Empty when any value may be typed. */
  readonly choices: readonly string[];
}

type Api = ReturnType<typeof factoryApi>;

/** The form's fields: the tenant's article attributes and its paid steps (a rate each). */
async function formOf(api: Api, tenantId: string) {
  const [config, master] = await Promise.all([
    api.GET('/api/v1/tenant-config/{tenantId}', { params: { path: { tenantId } } }),
    api.GET('/api/v1/master-data-values/{tenantId}', { params: { path: { tenantId } } }),
  ]);
  if (!config.data) return { fields: null, problem: problemOf(config.error, config.response) };
  // Without master data (or the right to read it) every attribute is typed in.
  const choices = new Map((master.data?.data ?? []).map((m) => [m.attributeName, m.values]));
  const attributes: AttributeField[] = config.data.data.articleAttributes.map((a) => ({
    name: a.name,
    label: a.label || a.name,
    type: a.type,
    isRequired: a.isRequired,
    choices: choices.get(a.name) ?? [],
  }));
  const paidSteps = [...config.data.data.jobSteps]
    .sort((a, b) => a.order - b.order)
    .filter((s) => s.isPaid)
    .map((s) => s.name);
  return { fields: { attributes, paidSteps }, problem: null };
}

export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const tenantId = session.user.tenantId;
  const [articles, form] = await Promise.all([
    api.GET('/api/v1/article', { params: { query: { limit: 100 } } }),
    tenantId ? formOf(api, tenantId) : { fields: null, problem: null },
  ]);
  let problem: Problem | null = null;
  if (!articles.data) problem = problemOf(articles.error, articles.response);
  return {
    articles: (articles.data?.data ?? []).map((a) => ({
      id: a._id,
      name: a.name,
      attributes: Object.entries(a.attributes).map(([name, value]) => ({ name, value: String(value) })),
      stepRates: Object.entries(a.stepRates).map(([step, rate]) => ({ step, rate })),
    })),
    total: articles.data?.total ?? 0,
    problem,
    fields: form.fields,
    fieldsProblem: form.problem,
  };
};

const RATE = /^\d{1,9}(\.\d{1,2})?$/;

export const actions = {
  /** `POST /article/create`: attributes checked here as the factory will (required, numbers, the master-data choices). */
  add: async (event) => {
    const session = await requireFactorySession(event);
    const tenantId = session.user.tenantId;
    const form = await event.request.formData();
    const name = text(form, 'name');
    const values: Record<string, string> = { name };
    const errors: FieldErrors = {};
    if (!name) errors.name = 'Enter the article’s name';
    else if (name.length > 200) errors.name = 'Use at most 200 characters';

    const api = factoryApi(event, session);
    if (!tenantId) return failure(400, 'The platform’s administrator has no articles of their own.', values);
    const { fields, problem } = await formOf(api, tenantId);
    if (!fields) return failure(502, problem?.message ?? 'The factory did not answer.', values);

    const attributes: Record<string, string | number> = {};
    for (const attribute of fields.attributes) {
      const key = `attr.${attribute.name}`;
      const typed = text(form, key);
      values[key] = typed;
      if (!typed) {
        if (attribute.isRequired) errors[key] = `Enter the ${attribute.label.toLowerCase()}`;
        continue;
      }
      if (attribute.type === 'number') {
        const number = Number(typed);
        if (!Number.isFinite(number)) errors[key] = 'Enter a number';
        else attributes[attribute.name] = number;
      } else if (attribute.choices.length > 0 && !attribute.choices.includes(typed)) {
        errors[key] = `Choose one of ${attribute.choices.join(', ')}`;
      } else attributes[attribute.name] = typed;
    }
    const stepRates: Record<string, number> = {};
    for (const step of fields.paidSteps) {
      const key = `rate.${step}`;
      const typed = text(form, key).replaceAll(',', '');
      values[key] = text(form, key);
      if (!typed) continue;
      if (!RATE.test(typed)) errors[key] = 'Enter rupees, such as 12.50';
      else stepRates[step] = Number(typed);
    }
    if (Object.keys(errors).length > 0) return invalid(errors, values);

    const { data, error, response } = await api.POST('/api/v1/article/create', {
      body: { name, attributes, stepRates },
    });
    if (!data) return writeRefused(error, response, values, 'the article was not added');
    return { added: data.data.name };
  },
} satisfies Actions;
