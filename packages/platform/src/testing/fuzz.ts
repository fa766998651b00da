import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '../http/envelope.js';

/**
 * The fuzz check: every operation of a service's own OpenAPI document, sent a fixed, seeded set
 * of malformed requests under each kind of caller. A route is covered the day it is added.
 */

export interface FuzzTarget {
  readonly name: string;
  /** A listener of the service; its OpenAPI document is read from `/openapi.json`. */
  readonly app: Pick<FastifyInstance, 'inject'>;
}

export interface FuzzOptions {
  readonly targets: readonly FuzzTarget[];
  readonly envelope: Envelope;
  /** Bearer tokens by caller kind; `none` is always tried. */
  readonly tokens: Readonly<Record<string, string>>;
  /** Requests per operation and caller kind at most (seeded choice among the variants). Default 100. */
  readonly perOperation?: number;
  readonly seed?: number;
  /** Operations not to send anything to (long-lived streams). Server-sent-event routes are skipped anyway. */
  readonly skip?: (method: string, path: string) => boolean;
  /** A request taking longer counts as a failure. Default 10 s. */
  readonly timeoutMs?: number;
}

export interface FuzzFailure {
  readonly target: string;
  readonly method: string;
  readonly url: string;
  readonly caller: string;
  readonly statusCode: number;
  readonly reason: string;
  readonly body: string;
}

export interface FuzzReport {
  readonly operations: number;
  readonly requests: number;
  readonly durationMs: number;
  readonly failures: readonly FuzzFailure[];
  /** The operations that took longest, to keep the check within its time budget. */
  readonly slowest: readonly { readonly operation: string; readonly ms: number }[];
}

interface Schema {
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly additionalProperties?: Schema | boolean;
  readonly patternProperties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly minimum?: number;
  readonly minLength?: number;
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly schema?: Schema;
}

interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: Schema }>> };
  readonly responses?: Readonly<Record<string, { readonly content?: Readonly<Record<string, unknown>> }>>;
}

type OpenApi = { readonly paths?: Readonly<Record<string, Readonly<Record<string, Operation>>>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Path segment values, already percent-encoded where they are tricks of the encoding itself. */
const PATH_VALUES = [
  'VALID',
  '00000000-0000-4000-8000-000000000000',
  'a%00b',
  '%ZZ',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '1e21',
  '-1',
  encodeURIComponent('x'.repeat(2000)),
  encodeURIComponent('\u202eevil😀'),
];

/** Query values as they go in the URL: percent-encoded, a lone surrogate (not encodable) as its raw UTF-8 bytes. */
const QUERY_VALUES = [
  ...['a\u0000b', '1e21', '-1', '9007199254740993', '0000-01-01', '9999-12-31T23:59:59-23:59'],
  ...['x'.repeat(5000), '', 'true', '\u202e😀'],
]
  .map(encodeURIComponent)
  .concat(['%ED%A0%80', '%ZZ', '%']);

/** JSON values put in place of a body property. */
const BODY_VALUES: readonly unknown[] = [
  null,
  'a\u0000b',
  '\ud800',
  { 'a\u0000': 1 },
  { '\ud800': 'x' },
  1e21,
  -1,
  2 ** 53 + 1,
  1.5,
  'x'.repeat(200_000),
  [],
  {},
  true,
  '0000-01-01',
  '9999-12-31T23:59:59-23:59',
  { $gt: '' },
  ['a', 1, null],
];

/** Whole-body tricks: raw payloads with their content types. */
const RAW_BODIES: readonly { readonly contentType?: string; readonly payload: string }[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { contentType: 'application/json; charset=latin1', payload: '{"a":"\u00e9"}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%ZZ' },
  { contentType: 'multipart/form-data', payload: '--x\r\n' },
  { contentType: 'application/xml', payload: '<a/>' },
  { payload: '{"a":1}' },
];

function typesOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.anyOf || schema.oneOf)
    return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
  if (Array.isArray(schema.type)) return [...schema.type];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** A plausible valid value of a schema, so that mutations reach past the first check. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  switch (typesOf(schema)[0]) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'uri') return 'https://example.test/';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name], depth + 1);
      return out;
    }
    default:
      return null;
  }
}

function bodySchemaOf(op: Operation): Schema | undefined {
  return op.requestBody?.content?.['application/json']?.schema;
}

function isStream(op: Operation): boolean {
  return Object.values(op.responses ?? {}).some((r) =>
    Object.keys(r.content ?? {}).includes('text/event-stream'),
  );
}

interface Variant {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
  /** A body that must be refused whoever sends it: a field given a value of another JSON type. */
  readonly wrongType?: string;
}

/** Where a typed field sits in a body: property names, `[]` for an array's item, `*` for a map's value. */
type FieldPath = readonly string[];

/** The schema of a map's values (`Type.Record`: `patternProperties` or `additionalProperties`). */
function mapValueSchema(schema: Schema): Schema | undefined {
  const pattern = Object.values(schema.patternProperties ?? {})[0];
  if (pattern) return pattern;
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/** The object branch of a schema that may also be null or another type. */
function objectBranch(schema: Schema): Schema | undefined {
  if (typesOf(schema).includes('object') && (schema.properties || mapValueSchema(schema))) return schema;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(objectBranch).find((s) => s !== undefined);
}

function arrayBranch(schema: Schema): Schema | undefined {
  if (typesOf(schema).includes('array') && schema.items) return schema;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(arrayBranch).find((s) => s !== undefined);
}

/** Every field of a body schema whose type a client could confuse: numbers, integers, booleans, arrays. */
function typedFields(
  schema: Schema | undefined,
  path: FieldPath = [],
  depth = 0,
): { path: FieldPath; schema: Schema }[] {
  if (!schema || depth > 5) return [];
  const out: { path: FieldPath; schema: Schema }[] = [];
  const types = typesOf(schema);
  if (path.length > 0 && ['number', 'integer', 'boolean', 'array'].some((t) => types.includes(t)))
    out.push({ path, schema });
  const object = objectBranch(schema);
  if (object) {
    for (const [name, child] of Object.entries(object.properties ?? {}))
      out.push(...typedFields(child, [...path, name], depth + 1));
    const values = mapValueSchema(object);
    if (values) out.push(...typedFields(values, [...path, '*'], depth + 1));
  }
  const array = arrayBranch(schema);
  if (array) out.push(...typedFields(array.items, [...path, '[]'], depth + 1));
  return out;
}

/** JSON type names a value has, as a schema's `type` would name them. */
function jsonTypesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/** Values of the wrong JSON type for a field: digits and booleans for numbers, numbers for booleans, a lone item for a list. */
function confusionsOf(schema: Schema): { value: unknown; label: string }[] {
  const types = typesOf(schema);
  const out: { value: unknown; label: string }[] = [];
  if (types.includes('number') || types.includes('integer'))
    out.push({ value: '12', label: 'the string "12"' }, { value: true, label: 'true' });
  if (types.includes('boolean'))
    out.push({ value: 1, label: 'the number 1' }, { value: 'true', label: 'the string "true"' });
  const array = arrayBranch(schema);
  if (array) {
    const item = sample(array.items) ?? 'x';
    out.push({ value: item, label: `one item, ${JSON.stringify(item).slice(0, 40)}, without its list` });
  }
  // A value is a confusion only where the schema allows none of its types.
  return out.filter(({ value }) => !jsonTypesOf(value).some((t) => types.includes(t)));
}

/** A copy of `current` (a sample of `schema`) with `value` at `path`, building what lies between. */
function placeAt(schema: Schema | undefined, current: unknown, path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined || !schema) return value;
  if (head === '[]') {
    const items = arrayBranch(schema)?.items;
    return [placeAt(items, sample(items), rest, value)];
  }
  const object = objectBranch(schema);
  const child = head === '*' ? (object ? mapValueSchema(object) : undefined) : object?.properties?.[head];
  const base =
    typeof current === 'object' && current !== null && !Array.isArray(current)
      ? (current as Record<string, unknown>)
      : ((object ? sample(object) : {}) as Record<string, unknown>);
  const key = head === '*' ? 'fuzz' : head;
  return { ...base, [key]: placeAt(child, base[key] ?? sample(child), rest, value) };
}

/** Bodies that give each typed field a value of another JSON type; each must be refused. */
function wrongTypeVariants(url: string, bodySchema: Schema | undefined, valid: unknown): Variant[] {
  const out: Variant[] = [];
  for (const field of typedFields(bodySchema)) {
    const name = `body.${field.path.join('.').replaceAll('.[]', '[]')}`;
    for (const { value, label } of confusionsOf(field.schema))
      out.push({
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(placeAt(bodySchema, valid, field.path, value)),
        wrongType: `${name} given ${label}`,
      });
  }
  return out;
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, () => (value === 'VALID' ? randomUUID() : value));
}

/** `entries` values are encoded already. */
function query(entries: readonly (readonly [string, string])[]): string {
  if (entries.length === 0) return '';
  return `?${entries.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`;
}

/** Every malformed request of one operation, before the seeded choice. */
function variantsOf(method: string, path: string, op: Operation): Variant[] {
  const json = { 'content-type': 'application/json' };
  const hasParams = path.includes('{');
  const base = fillPath(path, 'VALID');
  const out: Variant[] = [];
  const bodySchema = bodySchemaOf(op);
  const valid = bodySchema ? sample(bodySchema) : undefined;
  const withBody = method !== 'get' && method !== 'delete';
  const validPayload = withBody ? JSON.stringify(valid ?? {}) : undefined;
  const plain = (url: string): Variant =>
    validPayload === undefined ? { url, headers: {} } : { url, headers: json, payload: validPayload };

  out.push(plain(base));
  if (hasParams) for (const value of PATH_VALUES) out.push(plain(fillPath(path, value)));
  out.push(plain(`${base}/..%2F..`), plain(`/${base}`.replace(/^\/+/, '//')), plain(`${base}?a=%ZZ`));

  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  for (const name of [...queryParams, 'page', 'limit']) {
    for (const value of QUERY_VALUES) out.push(plain(`${base}${query([[name, value]])}`));
    out.push(
      plain(
        `${base}${query([
          [name, '1'],
          [name, '2'],
        ])}`,
      ),
    );
  }

  if (withBody) {
    for (const raw of RAW_BODIES)
      out.push({
        url: base,
        headers: raw.contentType ? { 'content-type': raw.contentType } : {},
        payload: raw.payload,
      });
    const props = Object.keys(bodySchema?.properties ?? {});
    const object = typeof valid === 'object' && valid !== null && !Array.isArray(valid) ? valid : {};
    for (const prop of [...props, 'unexpected\u0000key']) {
      for (const value of BODY_VALUES)
        out.push({ url: base, headers: json, payload: JSON.stringify({ ...object, [prop]: value }) });
    }
    // Lone surrogates written as raw JSON escapes, in a value and in a key.
    out.push({ url: base, headers: json, payload: '{"x":"\\ud800","\\udfff":1}' });
    // Every wrong-type body is sent, whatever the seeded choice: each field is a case of its own.
    out.push(...wrongTypeVariants(base, bodySchema, valid));
  }
  return out;
}

/** The seeded choice among the malformed requests, then every wrong-type body. */
function requestsOf(variants: readonly Variant[], count: number, random: () => number): Variant[] {
  const wrongTypes = variants.filter((v) => v.wrongType !== undefined);
  return [
    ...choose(
      variants.filter((v) => v.wrongType === undefined),
      count,
      random,
    ),
    ...wrongTypes,
  ];
}

function choose<T>(items: readonly T[], count: number, random: () => number): T[] {
  if (items.length <= count) return [...items];
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  // The plain request stays first: it is the one most likely to reach the handler.
  return [items[0] as T, ...pool.filter((v) => v !== items[0]).slice(0, count - 1)];
}

function excerpt(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

async function inject(app: FuzzTarget['app'], options: InjectOptions, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer, or undefined when it is acceptable. */
function judge(statusCode: number, body: string, envelope: Envelope, wrongType?: string): string | undefined {
  if (statusCode >= 500 && statusCode !== 501) return `status ${statusCode}`;
  if (statusCode < 400)
    return wrongType ? `accepted ${wrongType}: a value of the wrong JSON type must be refused` : undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'error body is not JSON';
  }
  return envelope.isError(parsed) ? undefined : `error body is not the ${envelope.name} envelope`;
}

/**
 * Sends the requests and reports every answer that is a 5xx (but 501), an error outside the
 * envelope, or a success for a body with a field of the wrong JSON type.
 */
export async function fuzzService(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const random = prng(options.seed ?? 20261125);
  const perOperation = options.perOperation ?? 100;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const callers: [string, string | undefined][] = [['none', undefined], ...Object.entries(options.tokens)];
  const failures: FuzzFailure[] = [];
  let operations = 0;
  let requests = 0;
  const timings: { operation: string; ms: number }[] = [];

  for (const target of options.targets) {
    const doc = await target.app.inject({ method: 'GET', url: '/openapi.json' });
    if (doc.statusCode !== 200) throw new Error(`${target.name}: /openapi.json answered ${doc.statusCode}`);
    const paths = (doc.json() as OpenApi).paths ?? {};
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op || isStream(op) || options.skip?.(method, path)) continue;
        operations += 1;
        const operationStarted = Date.now();
        const variants = variantsOf(method, path, op);
        for (const [caller, token] of callers) {
          for (const variant of requestsOf(variants, perOperation, random)) {
            const headers = { ...variant.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
            const request: InjectOptions = {
              method: method.toUpperCase() as InjectOptions['method'],
              url: variant.url,
              headers,
              ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
            };
            requests += 1;
            try {
              const res = await inject(target.app, request, timeoutMs);
              const reason = judge(res.statusCode, res.body, options.envelope, variant.wrongType);
              if (reason)
                failures.push({
                  target: target.name,
                  method: request.method as string,
                  url: variant.url.slice(0, 200),
                  caller,
                  statusCode: res.statusCode,
                  reason,
                  body: excerpt(res.body),
                });
            } catch (err) {
              failures.push({
                target: target.name,
                method: request.method as string,
                url: variant.url.slice(0, 200),
                caller,
                statusCode: 0,
                reason: err instanceof Error ? err.message : String(err),
                body: '',
              });
            }
          }
        }
        timings.push({
          operation: `${target.name} ${method.toUpperCase()} ${path}`,
          ms: Date.now() - operationStarted,
        });
      }
    }
  }
  const slowest = timings.sort((x, y) => y.ms - x.ms).slice(0, 5);
  return { operations, requests, durationMs: Date.now() - started, failures, slowest };
}

/** The report as a readable failure message: each offending request once per (route, reason). */
export function describeFailures(report: FuzzReport): string {
  const lines = report.failures.map(
    (f) => `${f.target} ${f.method} ${f.url} [${f.caller}] → ${f.statusCode}: ${f.reason} ${f.body}`,
  );
  return `${report.failures.length} of ${report.requests} requests failed:\n${lines.slice(0, 50).join('\n')}`;
}
