/**
 * An entity as the compliance pages show and edit it: its types, the groups of its profile
 * (as `profileData` holds them), and the profile flattened into one text per field path
 * (`pan`, `registeredOffice.city`, `directors[0].din`) — the unit the edit form posts, compares
 * and merges. Shared by the pages and their server code; nothing here calls a service.
 */

import { formatDate, formatMoney } from '$lib/format';

export const ENTITY_TYPES = [
  { value: 'PRIVATE_LIMITED', label: 'Private limited company' },
  { value: 'PUBLIC_LIMITED', label: 'Public limited company' },
  { value: 'OPC', label: 'One person company' },
  { value: 'LLP', label: 'Limited liability partnership' },
  { value: 'PARTNERSHIP', label: 'Partnership firm' },
  { value: 'SOLE_PROPRIETORSHIP', label: 'Sole proprietorship' },
  { value: 'SECTION_8', label: 'Section 8 company' },
  { value: 'TRUST', label: 'Trust' },
  { value: 'SOCIETY', label: 'Society' },
  { value: 'HUF', label: 'Hindu undivided family' },
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number]['value'];
export const ENTITY_TYPE_VALUES: readonly EntityType[] = ENTITY_TYPES.map((t) => t.value);

export function entityTypeLabel(value: string): string {
  return ENTITY_TYPES.find((t) => t.value === value)?.label ?? value;
}

/** The entity as the service answers it (GET /entities/:id's `data`). */
export interface EntityRecord {
  id: string;
  name: string;
  entityType: string;
  isListed: boolean;
  profileData: Record<string, unknown>;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The identifiers filings depend on: changing one asks for confirmation first. */
export const IDENTIFIERS = ['pan', 'gstin', 'cin'] as const;

export const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const CIN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

export type FieldKind =
  | 'text'
  | 'date'
  | 'amount'
  | 'identifier'
  | 'entityType'
  | 'listed'
  | 'pincode'
  | 'din';

export interface FieldDef {
  /** The field's path: a top-level entity field (`name`), a profile key, or a path into one. */
  path: string;
  label: string;
  kind: FieldKind;
  hint?: string;
}

export interface FieldGroup {
  id: string;
  title: string;
  fields: FieldDef[];
}

/** The entity's own fields and the profile keys the product knows, grouped as the profile is. */
export const GROUPS: readonly FieldGroup[] = [
  {
    id: 'identity',
    title: 'Identity',
    fields: [
      { path: 'name', label: 'Name', kind: 'text' },
      { path: 'entityType', label: 'Legal form', kind: 'entityType' },
      { path: 'isListed', label: 'Listed on a stock exchange', kind: 'listed' },
      {
        path: 'companyName',
        label: 'Registered name',
        kind: 'text',
        hint: 'As on the certificate of incorporation',
      },
      { path: 'cin', label: 'CIN', kind: 'identifier', hint: '21 characters, such as U15400MH2019PTC321987' },
      { path: 'pan', label: 'PAN', kind: 'identifier', hint: '10 characters, such as AAECN1234F' },
      { path: 'gstin', label: 'GSTIN', kind: 'identifier', hint: '15 characters, such as 27AAECN1234F1Z5' },
      { path: 'dateOfIncorporation', label: 'Date of incorporation', kind: 'date' },
    ],
  },
  {
    id: 'capital',
    title: 'Capital',
    fields: [
      { path: 'authorizedCapital', label: 'Authorised capital', kind: 'amount', hint: 'In rupees' },
      { path: 'paidUpCapital', label: 'Paid-up capital', kind: 'amount', hint: 'In rupees' },
    ],
  },
  {
    id: 'office',
    title: 'Registered office',
    fields: [
      { path: 'registeredOffice.address', label: 'Address', kind: 'text' },
      { path: 'registeredOffice.city', label: 'City', kind: 'text' },
      { path: 'registeredOffice.state', label: 'State', kind: 'text' },
      { path: 'registeredOffice.pincode', label: 'PIN code', kind: 'pincode' },
      {
        path: 'registeredAddress',
        label: 'Address on one line',
        kind: 'text',
        hint: 'For forms that ask for the address as one line',
      },
    ],
  },
];

export const DIRECTOR_COLUMNS = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'din', label: 'DIN', kind: 'din' },
  { key: 'designation', label: 'Designation', kind: 'text' },
] as const satisfies readonly { key: string; label: string; kind: FieldKind }[];

/** The entity's own fields (PATCHed by name); every other path is in `profileData`. */
export const TOP_LEVEL = ['name', 'entityType', 'isListed'] as const;

/** Profile keys the groups above show; any other key is shown as it is and never edited here. */
export const KNOWN_KEYS = new Set([
  'companyName',
  'cin',
  'pan',
  'gstin',
  'dateOfIncorporation',
  'authorizedCapital',
  'paidUpCapital',
  'registeredOffice',
  'registeredAddress',
  'directors',
  '_verification',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as the form's text: numbers and booleans written plainly, objects as JSON. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function directorsOf(profile: Record<string, unknown>): Record<string, unknown>[] {
  const list = profile.directors;
  return Array.isArray(list) ? list.map((row) => (isRecord(row) ? row : {})) : [];
}

export const directorPath = (row: number, key: string) => `directors[${row}].${key}`;

/** Every field of the entity as text, by path; directors by row and column. */
export function flatten(entity: Pick<EntityRecord, 'name' | 'entityType' | 'isListed' | 'profileData'>) {
  const profile = entity.profileData;
  const office = isRecord(profile.registeredOffice) ? profile.registeredOffice : {};
  const flat: Record<string, string> = {
    name: entity.name,
    entityType: entity.entityType,
    isListed: entity.isListed ? 'true' : 'false',
  };
  for (const group of GROUPS) {
    for (const field of group.fields) {
      if ((TOP_LEVEL as readonly string[]).includes(field.path)) continue;
      const [key, sub] = field.path.split('.');
      flat[field.path] = textOf(sub === undefined ? profile[key as string] : office[sub]);
    }
  }
  directorsOf(profile).forEach((row, i) => {
    for (const column of DIRECTOR_COLUMNS) flat[directorPath(i, column.key)] = textOf(row[column.key]);
  });
  return flat;
}

/** How many director rows a flattened entity holds. */
export function directorRows(flat: Record<string, string>): number {
  let rows = 0;
  for (const path of Object.keys(flat)) {
    const match = /^directors\[(\d+)\]\./.exec(path);
    if (match) rows = Math.max(rows, Number(match[1]) + 1);
  }
  return rows;
}

/** Every field path of a form with `rows` director rows, in the order the page shows them. */
export function fieldPaths(rows: number): string[] {
  const paths = GROUPS.flatMap((group) => group.fields.map((f) => f.path));
  for (let i = 0; i < rows; i++)
    for (const column of DIRECTOR_COLUMNS) paths.push(directorPath(i, column.key));
  return paths;
}

/** A field's label, directors' cells included (`Director 2: DIN`). */
export function labelOf(path: string): string {
  const director = /^directors\[(\d+)\]\.(\w+)$/.exec(path);
  if (director) {
    const column = DIRECTOR_COLUMNS.find((c) => c.key === director[2]);
    return `Director ${Number(director[1]) + 1}: ${column?.label ?? director[2]}`;
  }
  for (const group of GROUPS) {
    const field = group.fields.find((f) => f.path === path);
    if (field) return field.label;
  }
  return path;
}

export function kindOf(path: string): FieldKind {
  const director = /^directors\[\d+\]\.(\w+)$/.exec(path);
  if (director) return DIRECTOR_COLUMNS.find((c) => c.key === director[1])?.kind ?? 'text';
  for (const group of GROUPS) {
    const field = group.fields.find((f) => f.path === path);
    if (field) return field.kind;
  }
  return 'text';
}

/** The verification mark of a profile path (`_verification`), as the service records it. */
export interface VerificationMark {
  status: string;
  verifiedBy?: string;
  verifiedAt?: string;
  documentId?: string;
  jobId?: string;
}

export function verificationOf(profile: Record<string, unknown>): Record<string, VerificationMark> {
  const marks = profile._verification;
  if (!isRecord(marks)) return {};
  const out: Record<string, VerificationMark> = {};
  for (const [path, mark] of Object.entries(marks)) {
    if (!isRecord(mark) || typeof mark.status !== 'string') continue;
    out[path] = {
      status: mark.status,
      ...(typeof mark.verifiedBy === 'string' ? { verifiedBy: mark.verifiedBy } : {}),
      ...(typeof mark.verifiedAt === 'string' ? { verifiedAt: mark.verifiedAt } : {}),
      ...(typeof mark.documentId === 'string' ? { documentId: mark.documentId } : {}),
      ...(typeof mark.jobId === 'string' ? { jobId: mark.jobId } : {}),
    };
  }
  return out;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** A field's text as people read it: rupees, dates and legal forms written out; '' when empty. */
export function displayValue(kind: FieldKind, text: string): string {
  if (text === '') return '';
  if (kind === 'amount' && text.trim() !== '' && Number.isFinite(Number(text)))
    return formatMoney(Number(text));
  if (kind === 'date' && ISO_DAY.test(text)) return formatDate(text);
  if (kind === 'entityType') return entityTypeLabel(text);
  if (kind === 'listed') return text === 'true' ? 'Listed' : 'Not listed';
  return text;
}
