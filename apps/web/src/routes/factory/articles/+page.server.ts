import { error } from '@sveltejs/kit';
import { nameMatches, OFFICE_PAGE_SIZE, pageOfRows, readAll } from '$lib/components/factory/office/office';
import { isUuid, pageOf } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, failure, invalid, text } from '$lib/server/form';
import { type FactoryApi, type Problem, problemOf, writeRefused } from '../factory.server';
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

type ArticleRow = {
  _id: string;
  name: string;
  attributes: Record<string, string | number>;
  stepRates: Record<string, number>;
};

const rowOf = (a: ArticleRow) => ({
  id: a._id,
  name: a.name,
  attributes: Object.entries(a.attributes).map(([name, value]) => ({ name, value: String(value) })),
  stepRates: Object.entries(a.stepRates).map(([step, rate]) => ({ step, rate })),
});

/** The form's fields: the tenant's article attributes and its paid steps (a rate each). */
async function formOf(api: FactoryApi, tenantId: string) {
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
    choices: a.type === 'string' ? (choices.get(a.name) ?? []) : [],
  }));
  const paidSteps = [...config.data.data.jobSteps]
    .sort((a, b) => a.order - b.order)
    .filter((s) => s.isPaid)
    .map((s) => s.name);
  return { fields: { attributes, paidSteps }, problem: null };
}

/** The list's filters from the address: a name, and a value of each attribute that has a list of values. */
function filtersOf(url: URL) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const attributes: Record<string, string> = {};
  for (const [key, value] of url.searchParams)
    if (key.startsWith('attr.') && value.trim()) attributes[key.slice(5)] = value.trim();
  return { q, attributes };
}

/**
 * The tenant's articles, a page at a time by the factory's pages; a search (by name, or by an
 * attribute's value) reads every page and matches here, since the factory's list has no filter.
 */
async function articlesPage(api: FactoryApi, filters: ReturnType<typeof filtersOf>, page: number) {
  const wanted = Object.entries(filters.attributes);
  if (!filters.q && wanted.length === 0) {
    const {
      data,
      error: refused,
      response,
    } = await api.GET('/api/v1/article', {
      params: { query: { page, limit: OFFICE_PAGE_SIZE } },
    });
    if (!data) return { problem: problemOf(refused, response) };
    return { rows: data.data.map(rowOf), total: data.total, limit: data.limit, complete: true };
  }
  let problem: Problem | null = null;
  const all = await readAll<ArticleRow>(async (p) => {
    const {
      data,
      error: refused,
      response,
    } = await api.GET('/api/v1/article', {
      params: { query: { page: p, limit: 100 } },
    });
    if (!data) problem = problemOf(refused, response);
    return data ?? null;
  });
  if (!all) return { problem: problem ?? { message: 'The factory did not answer.' } };
  const matched = all.rows.filter(
    (a) =>
      nameMatches(a.name, filters.q) &&
      wanted.every(([name, value]) => String(a.attributes[name] ?? '') === value),
  );
  return {
    rows: pageOfRows(matched, page).map(rowOf),
    total: matched.length,
    limit: OFFICE_PAGE_SIZE,
    complete: all.complete,
  };
}

export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const tenantId = session.user.tenantId;
  const filters = filtersOf(event.url);
  const page = pageOf(event.url);
  const editId = event.url.searchParams.get('edit') ?? '';
  const [list, form, editing] = await Promise.all([
    articlesPage(api, filters, page),
    tenantId ? formOf(api, tenantId) : { fields: null, problem: null },
    isUuid(editId)
      ? api.POST('/api/v1/article/{id}', { params: { path: { id: editId } } })
      : Promise.resolve(null),
  ]);
  if (editing && !editing.data && editing.response.status === 404)
    error(404, 'This article is not one of your organisation’s articles.');
  return {
    filters,
    page,
    articles: list.rows ?? [],
    total: list.total ?? 0,
    limit: list.limit ?? OFFICE_PAGE_SIZE,
    complete: list.complete ?? true,
    problem: list.problem ?? null,
    fields: form.fields,
    fieldsProblem: form.problem,
    editing: editing?.data ? editing.data.data : null,
    editProblem: editing && !editing.data ? problemOf(editing.error, editing.response) : null,
  };
};

const RATE = /^\d{1,9}(\.\d{1,2})?$/;

/** The article's fields as typed, checked as the factory will check them (required, numbers, the master-data choices). */
async function articleForm(api: FactoryApi, tenantId: string | null, form: FormData) {
  const name = text(form, 'name');
  const values: Record<string, string> = { name };
  const errors: FieldErrors = {};
  if (!name) errors.name = 'Enter the article’s name';
  else if (name.length > 200) errors.name = 'Use at most 200 characters';
  if (!tenantId)
    return { refused: failure(400, 'The platform’s administrator has no articles of their own.', values) };
  const { fields, problem } = await formOf(api, tenantId);
  if (!fields) return { refused: failure(502, problem?.message ?? 'The factory did not answer.', values) };

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
  if (Object.keys(errors).length > 0) return { refused: invalid(errors, values) };
  return { body: { name, attributes, stepRates }, values };
}

export const actions = {
  /** `POST /article/create`. */
  add: async (event) => {
    const session = await requireFactorySession(event);
    const api = factoryApi(event, session);
    const checked = await articleForm(api, session.user.tenantId, await event.request.formData());
    if (!checked.body) return checked.refused;
    const {
      data,
      error: refused,
      response,
    } = await api.POST('/api/v1/article/create', { body: checked.body });
    if (!data) return writeRefused(refused, response, checked.values, 'the article was not added');
    return { added: data.data.name };
  },

  /** `PATCH /article/:id`: its name, attributes and rates as the form has them now. */
  edit: async (event) => {
    const session = await requireFactorySession(event);
    const api = factoryApi(event, session);
    const form = await event.request.formData();
    const id = text(form, 'id');
    if (!isUuid(id)) return failure(400, 'This article cannot be found; reload the page.');
    const checked = await articleForm(api, session.user.tenantId, form);
    if (!checked.body) return checked.refused;
    const {
      data,
      error: refused,
      response,
    } = await api.PATCH('/api/v1/article/{id}', {
      params: { path: { id } },
      body: checked.body,
    });
    if (!data) {
      if (response.status === 404)
        return failure(404, 'This article no longer exists; reload the page.', checked.values);
      return writeRefused(refused, response, checked.values, 'the article was not changed');
    }
    return { edited: data.data.name };
  },
} satisfies Actions;
