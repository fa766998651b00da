/**
 * The entity's edit form under the service's version lock, on the server so that it works
 * without JavaScript.
 *
 * The form posts, for every field (by path, see `entities.ts`), the value typed (`v:<path>`)
 * and the value the person started from (`b:<path>`), with the `version` read. Only what differs
 * from its base is sent, merged into the profile as it is stored (nothing else is touched, and
 * verification marks of untouched fields stay). A stale version (409 `VERSION_CONFLICT`) comes
 * back as the same form against the new version: each field whose value differs from the one
 * stored now shows the base, the person's and the stored value, and asks which to keep
 * (`pick:<path>` = `mine`, `theirs` or `merge` with `merge:<path>`); the person's own value
 * travels in `mine:<path>`, so nothing typed is lost however often it happens. A change of PAN,
 * GSTIN or CIN is first answered with a confirmation step unless `confirm=yes` came with it
 * (the values confirmed travel on in `c:<path>`, so a conflict after it does not ask again).
 */
import { fail, type RequestEvent, redirect } from '@sveltejs/kit';
import { complianceApi } from '$lib/server/api';
import { readRefusal } from '$lib/server/service-errors';
import {
  CIN,
  DIRECTOR_COLUMNS,
  directorRows,
  directorsOf,
  ENTITY_TYPE_VALUES,
  type EntityRecord,
  type EntityType,
  fieldPaths,
  flatten,
  GSTIN,
  IDENTIFIERS,
  kindOf,
  labelOf,
  PAN,
} from '../../entities';
import { readEntity } from '../entity.server';
import type { Choice, ConflictField, EditState } from './edit-state';

/** More rows than any board has; bounds what a forged form can ask the server to read. */
const MAX_DIRECTOR_ROWS = 60;

/** The form for the entity as it is stored now. */
export function freshState(entity: EntityRecord): EditState {
  const flat = flatten(entity);
  return {
    version: entity.version,
    rows: Math.min(directorRows(flat) + 1, MAX_DIRECTOR_ROWS),
    base: flat,
    values: { ...flat },
    conflicts: [],
    confirm: [],
    confirmed: {},
    errors: {},
  };
}

const raw = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A value as it is compared and saved: trimmed; identifiers in capitals without spaces; amounts without commas. */
export function normalise(path: string, value: string): string {
  const text = value.trim();
  switch (kindOf(path)) {
    case 'identifier':
      return text.replace(/\s+/g, '').toUpperCase();
    case 'amount':
      return text.replace(/[,\s₹]/g, '');
    case 'pincode':
    case 'din':
      return text.replace(/\s+/g, '');
    default:
      return text;
  }
}

const same = (path: string, a: string, b: string) => normalise(path, a) === normalise(path, b);

function check(path: string, value: string): string | undefined {
  const kind = kindOf(path);
  if (path === 'name')
    return !value ? 'Enter the entity’s name' : value.length > 200 ? 'Use at most 200 characters' : undefined;
  if (value === '') return undefined;
  switch (kind) {
    case 'entityType':
      return (ENTITY_TYPE_VALUES as readonly string[]).includes(value)
        ? undefined
        : 'Choose one of the legal forms';
    case 'listed':
      return value === 'true' || value === 'false' ? undefined : 'Choose listed or not';
    case 'identifier': {
      const [pattern, words] =
        path === 'pan'
          ? [PAN, 'A PAN is 5 letters, 4 digits and a letter, such as AAECN1234F']
          : path === 'gstin'
            ? [GSTIN, 'A GSTIN is 15 characters, such as 27AAECN1234F1Z5']
            : [CIN, 'A CIN is 21 characters, such as U15400MH2019PTC321987'];
      return pattern.test(value) ? undefined : words;
    }
    case 'amount':
      return /^\d{1,15}(\.\d{1,2})?$/.test(value) ? undefined : 'Enter an amount in rupees, such as 1500000';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
        ? undefined
        : 'Enter a date';
    case 'pincode':
      return /^[1-9]\d{5}$/.test(value) ? undefined : 'A PIN code is 6 digits';
    case 'din':
      return /^\d{8}$/.test(value) ? undefined : 'A DIN is 8 digits';
    default:
      return value.length > 500 ? 'Use at most 500 characters' : undefined;
  }
}

interface Posted {
  version: number;
  rows: number;
  base: Record<string, string>;
  /** The value the person wants for each path, their resolutions applied. */
  values: Record<string, string>;
  confirmed: Record<string, string>;
  confirmedNow: boolean;
  /** Resolutions as posted, to show again when something else is refused. */
  conflicts: ConflictField[];
  errors: Record<string, string>;
}

function readPosted(form: FormData): Posted {
  const version = Number.parseInt(raw(form, 'version'), 10);
  const rowsAsked = Number.parseInt(raw(form, 'rows'), 10);
  const rows = Number.isFinite(rowsAsked) ? Math.min(Math.max(rowsAsked, 0), MAX_DIRECTOR_ROWS) : 0;
  const base: Record<string, string> = {};
  const values: Record<string, string> = {};
  const conflicts: ConflictField[] = [];
  const errors: Record<string, string> = {};
  for (const path of fieldPaths(rows)) {
    base[path] = raw(form, `b:${path}`);
    if (form.has(`mine:${path}`)) {
      const mine = raw(form, `mine:${path}`);
      const picked = raw(form, `pick:${path}`);
      const pick = picked === 'mine' || picked === 'theirs' || picked === 'merge' ? picked : undefined;
      const merge = raw(form, `merge:${path}`);
      conflicts.push({
        path,
        label: labelOf(path),
        base: raw(form, `was:${path}`),
        mine,
        theirs: base[path],
        pick,
        merge,
      });
      if (pick === undefined) errors[path] = 'Choose which value to keep';
      values[path] = normalise(path, pick === 'theirs' ? base[path] : pick === 'merge' ? merge : mine);
    } else {
      values[path] = normalise(path, raw(form, `v:${path}`));
    }
  }
  const confirmed: Record<string, string> = {};
  for (const path of IDENTIFIERS) if (form.has(`c:${path}`)) confirmed[path] = raw(form, `c:${path}`);
  return {
    version: Number.isFinite(version) ? version : 0,
    rows,
    base,
    values,
    confirmed,
    confirmedNow: raw(form, 'confirm') === 'yes',
    conflicts,
    errors,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The PATCH body: the changed fields merged into the profile as it is stored at `entity.version`. */
export function patchBody(entity: EntityRecord, changed: readonly string[], values: Record<string, string>) {
  const body: {
    version: number;
    name?: string;
    entityType?: EntityType;
    isListed?: boolean;
    profileData?: Record<string, unknown>;
  } = { version: entity.version };
  const profile: Record<string, unknown> = {};
  const stored = entity.profileData;
  let office: Record<string, unknown> | undefined;
  let directors: Record<string, unknown>[] | undefined;
  for (const path of changed) {
    const value = values[path] ?? '';
    if (path === 'name') body.name = value;
    else if (path === 'entityType') body.entityType = value as EntityType;
    else if (path === 'isListed') body.isListed = value === 'true';
    else if (path.startsWith('registeredOffice.')) {
      office ??= isRecord(stored.registeredOffice) ? { ...stored.registeredOffice } : {};
      const key = path.slice('registeredOffice.'.length);
      if (value === '') delete office[key];
      else office[key] = value;
    } else if (path.startsWith('directors[')) {
      directors ??= directorsOf(stored).map((row) => ({ ...row }));
      const match = /^directors\[(\d+)\]\.(\w+)$/.exec(path);
      if (!match) continue;
      const row = Number(match[1]);
      while (directors.length <= row) directors.push({});
      const cell = directors[row] as Record<string, unknown>;
      if (value === '') delete cell[match[2] as string];
      else cell[match[2] as string] = value;
    } else {
      profile[path] = value === '' ? null : kindOf(path) === 'amount' ? Number(value) : value;
    }
  }
  if (office) profile.registeredOffice = Object.keys(office).length > 0 ? office : null;
  if (directors) {
    // A row whose name, DIN and designation are all cleared is removed.
    const kept = directors.filter((row) =>
      DIRECTOR_COLUMNS.some((c) => typeof row[c.key] === 'string' && row[c.key] !== ''),
    );
    profile.directors = kept.length > 0 ? kept : null;
  }
  if (Object.keys(profile).length > 0) body.profileData = profile;
  return body;
}

/**
 * The form again against the version stored now: every field whose wanted value differs from
 * the stored one is to be resolved; the rest keep the person's value (the same as stored).
 */
function conflictState(posted: Posted, current: EntityRecord, message: string): EditState {
  const theirs = flatten(current);
  const rows = Math.min(Math.max(posted.rows, directorRows(theirs) + 1), MAX_DIRECTOR_ROWS);
  const conflicts: ConflictField[] = [];
  const values: Record<string, string> = {};
  for (const path of fieldPaths(rows)) {
    const was = posted.base[path] ?? '';
    const mine = posted.values[path] ?? '';
    const stored = theirs[path] ?? '';
    values[path] = mine;
    if (same(path, mine, stored)) continue;
    const pick: Choice | undefined = same(path, mine, was)
      ? 'theirs'
      : same(path, stored, was)
        ? 'mine'
        : undefined;
    conflicts.push({ path, label: labelOf(path), base: was, mine, theirs: stored, pick });
  }
  return {
    version: current.version,
    rows,
    base: { ...Object.fromEntries(fieldPaths(rows).map((p) => [p, ''])), ...theirs },
    values,
    conflicts,
    confirm: [],
    confirmed: posted.confirmed,
    theirs: { version: current.version, updatedAt: current.updatedAt },
    errors: {},
    message,
  };
}

function postedState(posted: Posted, errors: Record<string, string>, message: string): EditState {
  return {
    version: posted.version,
    rows: posted.rows,
    base: posted.base,
    values: posted.values,
    conflicts: posted.conflicts,
    confirm: [],
    confirmed: posted.confirmed,
    errors,
    message,
  };
}

/** The save action: confirmation, version lock, conflict and refusals, each answered as the form. */
export async function saveEntity(event: RequestEvent, id: string) {
  const posted = readPosted(await event.request.formData());
  const paths = fieldPaths(posted.rows);
  const changed = paths.filter((path) => !same(path, posted.values[path] ?? '', posted.base[path] ?? ''));

  const errors: Record<string, string> = { ...posted.errors };
  for (const path of changed) {
    const why = check(path, posted.values[path] ?? '');
    if (why) errors[path] = why;
  }
  if (Object.keys(errors).length > 0)
    return fail(400, { state: postedState(posted, errors, 'Please correct the fields marked below.') });

  const view = `/compliance/entities/${id}`;
  if (changed.length === 0) redirect(303, `${view}?unchanged=1`);

  const identifiers = IDENTIFIERS.filter((path) => changed.includes(path));
  const unconfirmed = posted.confirmedNow
    ? []
    : identifiers.filter((path) => posted.confirmed[path] !== posted.values[path]);
  if (unconfirmed.length > 0) {
    const state: EditState = {
      ...postedState(posted, {}, ''),
      conflicts: [],
      confirm: identifiers.map((path) => ({
        path,
        label: labelOf(path),
        from: posted.base[path] ?? '',
        to: posted.values[path] ?? '',
      })),
    };
    state.message = undefined;
    return { state };
  }
  const confirmed = { ...posted.confirmed };
  for (const path of identifiers) confirmed[path] = posted.values[path] ?? '';
  const withConfirmed = { ...posted, confirmed };

  const current = await readEntity(event, id);
  const conflictWords =
    'Someone else saved this entity after you opened it. Nothing of yours was saved yet: choose, for each field below, which value to keep, then save again.';
  if (current.version !== posted.version)
    return fail(409, { state: conflictState(withConfirmed, current, conflictWords) });

  const { data, error, response } = await complianceApi(event).PATCH('/api/v1/entities/{id}', {
    params: { path: { id } },
    body: patchBody(current, changed, posted.values),
  });
  if (data) redirect(303, `${view}?saved=1`);

  const refused = readRefusal(error, response);
  if (refused.versionConflict && isRecord(refused.versionConflict.currentData)) {
    const now = refused.versionConflict.currentData as unknown as EntityRecord;
    return fail(409, { state: conflictState(withConfirmed, now, conflictWords) });
  }
  const fieldErrors: Record<string, string> = {};
  for (const [field, said] of Object.entries(refused.fieldErrors)) {
    const path = field.replace(/^profileData\./, '');
    if (paths.includes(path)) fieldErrors[path] = said;
  }
  const status = response.status;
  const message =
    status >= 500
      ? 'The service did not answer. Nothing was saved; please try again.'
      : status === 404
        ? 'This entity no longer exists.'
        : Object.keys(fieldErrors).length > 0
          ? 'Please correct the fields marked below.'
          : refused.message;
  return fail(status >= 500 ? 502 : status, { state: postedState(withConfirmed, fieldErrors, message) });
}
