import { listOf } from '$lib/components/factory/office/office';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { failure, invalid, text } from '$lib/server/form';
import { type FactoryApi, problemOf, writeRefused } from '../factory.server';
import type { Actions, PageServerLoad } from './$types';

/** One list of allowed values: an attribute of the tenant's articles, or a list kept for one no longer there. */
interface ValueList {
  readonly attributeName: string;
  readonly label: string;
  readonly values: readonly string[];
  readonly isAttribute: boolean;
  readonly updatedAt: string | null;
}

async function listsOf(api: FactoryApi, tenantId: string) {
  const [config, master] = await Promise.all([
    api.GET('/api/v1/tenant-config/{tenantId}', { params: { path: { tenantId } } }),
    api.GET('/api/v1/master-data-values/{tenantId}', { params: { path: { tenantId } } }),
  ]);
  if (!config.data) return { lists: null, problem: problemOf(config.error, config.response) };
  if (!master.data) return { lists: null, problem: problemOf(master.error, master.response) };
  const kept = new Map(master.data.data.map((m) => [m.attributeName, m]));
  const attributes = config.data.data.articleAttributes;
  const lists: ValueList[] = attributes
    .filter((a) => a.type === 'string')
    .map((a) => ({
      attributeName: a.name,
      label: a.label || a.name,
      values: kept.get(a.name)?.values ?? [],
      isAttribute: true,
      updatedAt: kept.get(a.name)?.updatedAt ?? null,
    }));
  const names = new Set(attributes.map((a) => a.name));
  for (const m of master.data.data)
    if (!names.has(m.attributeName))
      lists.push({
        attributeName: m.attributeName,
        label: m.attributeName,
        values: m.values,
        isAttribute: false,
        updatedAt: m.updatedAt,
      });
  const typed = attributes.filter((a) => a.type === 'number').map((a) => a.label || a.name);
  return { lists, typed, problem: null };
}

export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const tenantId = session.user.tenantId;
  if (!tenantId)
    return {
      lists: null,
      typed: [],
      problem: { message: 'The platform’s administrator has no master data of their own.' },
    };
  const { lists, typed, problem } = await listsOf(factoryApi(event, session), tenantId);
  return { lists, typed: typed ?? [], problem };
};

const MAX_VALUE = 200;

/**
 * The factory keeps a whole list per attribute (`POST /master-data-values` replaces it): a value
 * added or removed is the list read now with that change. Two administrators changing one list at
 * the same moment: the later write wins, and each sees the list as it then is.
 */
async function change(
  api: FactoryApi,
  tenantId: string,
  attributeName: string,
  edit: (values: readonly string[]) => string[],
) {
  const current = await api.GET('/api/v1/master-data-values/{tenantId}', { params: { path: { tenantId } } });
  if (!current.data) return { refused: current };
  const values = current.data.data.find((m) => m.attributeName === attributeName)?.values ?? [];
  const next = edit(values);
  const saved = await api.POST('/api/v1/master-data-values', { body: { attributeName, values: next } });
  if (!saved.data) return { refused: saved };
  return { values: saved.data.data.values };
}

export const actions = {
  /** Values added to an attribute's list: one, or several separated by commas. */
  add: async (event) => {
    const session = await requireFactorySession(event);
    const form = await event.request.formData();
    const attributeName = text(form, 'attributeName');
    const typed = text(form, 'value');
    const values = { attributeName, value: typed };
    const tenantId = session.user.tenantId;
    if (!tenantId)
      return failure(400, 'The platform’s administrator has no master data of their own.', values);
    if (!attributeName || attributeName.length > 100)
      return failure(400, 'Choose the attribute whose list this value goes into.', values);
    const added = listOf(typed);
    const errors: Record<string, string> = {};
    if (added.length === 0) errors.value = 'Enter a value, such as Red';
    else if (added.some((v) => v.length > MAX_VALUE))
      errors.value = `Each value is at most ${MAX_VALUE} characters`;
    if (Object.keys(errors).length > 0) return invalid(errors, values);

    const answer = await change(factoryApi(event, session), tenantId, attributeName, (list) => [
      ...list,
      ...added.filter((v) => !list.includes(v)),
    ]);
    if (answer.refused) {
      const { error, response } = answer.refused;
      return writeRefused(error, response, values, 'the list was not changed');
    }
    return { changed: attributeName, added };
  },

  /** A value taken out of its list: articles that have it keep it; new ones can no longer choose it. */
  remove: async (event) => {
    const session = await requireFactorySession(event);
    const form = await event.request.formData();
    const attributeName = text(form, 'attributeName');
    const value = text(form, 'value');
    const tenantId = session.user.tenantId;
    if (!tenantId || !attributeName || !value)
      return failure(400, 'Choose the value to remove.', { attributeName, value: '' });
    const answer = await change(factoryApi(event, session), tenantId, attributeName, (list) =>
      list.filter((v) => v !== value),
    );
    if (answer.refused) {
      const { error, response } = answer.refused;
      return writeRefused(error, response, { attributeName, value: '' }, 'the list was not changed');
    }
    return { changed: attributeName, removed: value };
  },
} satisfies Actions;
