import { error } from '@sveltejs/kit';
import {
  listOf,
  nameMatches,
  OFFICE_PAGE_SIZE,
  pageOfRows,
  readAll,
} from '$lib/components/factory/office/office';
import { isUuid, pageOf } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, invalid, text } from '$lib/server/form';
import { type FactoryApi, type Problem, problemOf, tenantLimits, writeRefused } from '../factory.server';
import type { Actions, PageServerLoad } from './$types';

const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

type WorkerRow = {
  _id: string;
  name: string;
  phone: string | null;
  skills: string[];
  isDefault: boolean;
  balance: number;
};

const rowOf = (w: WorkerRow) => ({
  id: w._id,
  name: w.name,
  phone: w.phone,
  skills: w.skills,
  balance: w.balance,
});

/** The skills a worker can be given: the tenant's production steps, as the floor matches them. */
async function stepNames(api: FactoryApi, tenantId: string | null): Promise<string[]> {
  if (!tenantId) return [];
  const { data } = await api.GET('/api/v1/tenant-config/{tenantId}', { params: { path: { tenantId } } });
  return [...(data?.data.jobSteps ?? [])].sort((a, b) => a.order - b.order).map((s) => s.name);
}

/**
 * The tenant's workers (the default worker `None`, which stands for "nobody yet", left out),
 * a page at a time: by the factory's own pages, filtered by skill there; a name search reads
 * every page and matches here, since the factory's list has no name filter.
 */
async function workersPage(api: FactoryApi, q: string, skill: string | undefined, page: number) {
  const skillQuery = skill ? { skill } : {};
  if (!q) {
    const {
      data,
      error: refused,
      response,
    } = await api.GET('/api/v1/worker', {
      params: { query: { ...skillQuery, page, limit: OFFICE_PAGE_SIZE } },
    });
    if (!data) return { problem: problemOf(refused, response) };
    const hidden = data.data.filter((w) => w.isDefault).length;
    return {
      rows: data.data.filter((w) => !w.isDefault).map(rowOf),
      total: data.total - hidden,
      limit: data.limit,
      complete: true,
    };
  }
  let problem: Problem | null = null;
  const all = await readAll<WorkerRow>(async (p) => {
    const {
      data,
      error: refused,
      response,
    } = await api.GET('/api/v1/worker', {
      params: { query: { ...skillQuery, page: p, limit: 100 } },
    });
    if (!data) problem = problemOf(refused, response);
    return data ?? null;
  });
  if (!all) return { problem: problem ?? { message: 'The factory did not answer.' } };
  const matched = all.rows.filter((w) => !w.isDefault && nameMatches(w.name, q));
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
  const { url } = event;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const skill = (url.searchParams.get('skill') ?? '').trim().slice(0, 50) || undefined;
  const page = pageOf(url);
  const editId = url.searchParams.get('edit') ?? '';
  const [list, limits, steps, editing] = await Promise.all([
    workersPage(api, q, skill, page),
    tenantLimits(api),
    stepNames(api, session.user.tenantId),
    isUuid(editId)
      ? api.GET('/api/v1/worker/{id}', { params: { path: { id: editId } } })
      : Promise.resolve(null),
  ]);
  if (editing && !editing.data && editing.response.status === 404)
    error(404, 'This worker is not one of your organisation’s workers.');
  return {
    filters: { q, skill: skill ?? '' },
    page,
    workers: list.rows ?? [],
    // The default worker is in the factory's count of a page, wherever it falls; without a
    // filter the plan's count of workers (which leaves it out) is the list's total.
    total: !q && !skill && limits.limits ? limits.limits.workers.used : (list.total ?? 0),
    limit: list.limit ?? OFFICE_PAGE_SIZE,
    complete: list.complete ?? true,
    problem: list.problem ?? null,
    steps,
    editing: editing?.data ? rowOf(editing.data.data) : null,
    editProblem: editing && !editing.data ? problemOf(editing.error, editing.response) : null,
    ...limits,
  };
};

/** A worker's fields as typed, checked as the factory will check them. */
function workerForm(form: FormData) {
  const values = { name: text(form, 'name'), phone: text(form, 'phone'), skills: text(form, 'skills') };
  const errors: FieldErrors = {};
  if (!values.name) errors.name = 'Enter the worker’s name';
  else if (values.name.length > 200) errors.name = 'Use at most 200 characters';
  if (values.phone && !PHONE.test(values.phone))
    errors.phone = 'A phone number is digits, such as +91 98765 43210';
  const skills = listOf(values.skills);
  if (skills.some((s) => s.length > 50)) errors.skills = 'Each skill is at most 50 characters';
  if (skills.length > 50) errors.skills = 'At most 50 skills';
  return { values, errors, skills };
}

export const actions = {
  /** `POST /worker/create`; the plan's worker limit refused is explained with its figures. */
  add: async (event) => {
    const session = await requireFactorySession(event);
    const { values, errors, skills } = workerForm(await event.request.formData());
    if (Object.keys(errors).length > 0) return invalid(errors, values);
    const {
      data,
      error: refused,
      response,
    } = await factoryApi(event, session).POST('/api/v1/worker/create', {
      body: {
        name: values.name,
        ...(values.phone ? { phone: values.phone } : {}),
        ...(skills.length > 0 ? { skills } : {}),
      },
    });
    if (!data) return writeRefused(refused, response, values, 'the worker was not added');
    return { added: data.data.name };
  },

  /**
   * `PATCH /worker/:id`: name, skills (all of them, so a skill left out is taken away) and the
   * phone. The factory keeps a phone once given (it takes no empty one): an emptied field keeps it.
   */
  edit: async (event) => {
    const session = await requireFactorySession(event);
    const form = await event.request.formData();
    const id = text(form, 'id');
    const { values, errors, skills } = workerForm(form);
    if (!isUuid(id)) return invalid({ name: 'This worker cannot be found; reload the page' }, values);
    if (Object.keys(errors).length > 0) return invalid(errors, { ...values, id });
    const {
      data,
      error: refused,
      response,
    } = await factoryApi(event, session).PATCH('/api/v1/worker/{id}', {
      params: { path: { id } },
      body: { name: values.name, skills, ...(values.phone ? { phone: values.phone } : {}) },
    });
    if (!data) {
      if (response.status === 404)
        return invalid({ name: 'This worker no longer exists; reload the page' }, { ...values, id });
      return writeRefused(refused, response, { ...values, id }, 'the worker was not changed');
    }
    return { edited: data.data.name };
  },
} satisfies Actions;
