/**
 * What the kernel does to every service's OpenAPI document after @fastify/swagger has built it:
 * every operation gets an `operationId` (the route's own, or one derived from its method and
 * path), unique in the document, and the JSON Schema keywords that OpenAPI 3.0 spells
 * differently are rewritten, so that client generators read the document as it is meant.
 * Validation is untouched: Ajv keeps the routes' schemas as written.
 */

import type { FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body of a route that reads it itself (a multipart upload, streamed): shown in the
     * OpenAPI document under the route's `consumes`, never validated, since Fastify would check
     * a `body` schema against what its parser left, which is nothing.
     */
    documentedBody?: unknown;
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The methods an OpenAPI path item can hold an operation under. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * A path segment starting with one of these names what the operation does (`/documents/upload`,
 * `/transaction/makePayment`); any other names a resource.
 */
const VERBS = new Set([
  'accept',
  'activate',
  'add',
  'approve',
  'archive',
  'assign',
  'calculate',
  'cancel',
  'check',
  'complete',
  'confirm',
  'create',
  'deactivate',
  'delete',
  'download',
  'export',
  'forgot',
  'generate',
  'get',
  'import',
  'init',
  'invite',
  'list',
  'login',
  'logout',
  'make',
  'pay',
  'process',
  'publish',
  'recover',
  'refresh',
  'reject',
  'remove',
  'resend',
  'reset',
  'restore',
  'retry',
  'save',
  'search',
  'send',
  'set',
  'settle',
  'signup',
  'submit',
  'sync',
  'toggle',
  'unpublish',
  'update',
  'upload',
  'verify',
]);

/** Verbs that act on the caller's session rather than on the resource before them: `/auth/login` is `login`. */
const SESSION_VERBS = new Set(['login', 'logout', 'refresh', 'signup', 'recover', 'resend', 'verify']);

/** Words ending in `s` that are not plurals of another word. */
const NOT_PLURAL = /(ss|us|is|ics)$|^(cors|news|series|settings|stats)$/;

function isPlural(word: string): boolean {
  return word.endsWith('s') && !NOT_PLURAL.test(word);
}

function singular(word: string): string {
  if (!isPlural(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function plural(word: string): string {
  if (isPlural(word) || NOT_PLURAL.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** `form-mappings` → `form`, `mappings`; `makePayment` → `make`, `payment`; `jwks.json` → `jwks`, `json`. */
function wordsOf(segment: string): string[] {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** camelCase of the words, a word that repeats the one before it dropped (`get article article list`). */
function camel(words: readonly string[]): string {
  const kept = words.filter((w, i) => i === 0 || w !== words[i - 1]);
  return kept.map((w, i) => (i === 0 ? w : capitalise(w))).join('');
}

interface Segment {
  readonly param: boolean;
  readonly words: string[];
  /** `makePayment`: an identifier with its own verb, already an operation's name. */
  readonly camelCase: boolean;
}

/** The nouns of the static segments, each named once (singular: the operation reaches one of them). */
function nounsOf(segments: readonly Segment[]): string[] {
  return segments.flatMap((s) => {
    if (s.param) return [];
    const last = s.words.length - 1;
    return s.words.map((w, i) => (i === last ? singular(w) : w));
  });
}

/**
 * The operation name of a route without one: the verb a segment names (`POST /documents/upload`
 * → `uploadDocument`, `/transaction/makePayment` → `makePayment`, `/auth/login` → `login`), or
 * else one from the method: `GET` of a collection (a path ending in a plural, or one that
 * `isCollection` says has items under it) is `list`, of anything else `get`; `POST` is `create`,
 * `PUT` and `PATCH` are `update`, `DELETE` is `delete`. The nouns are the path's static segments
 * after its version (`/api/v1`, `/auth/v1`), singular except a listed collection's.
 */
export function deriveOperationId(
  method: string,
  path: string,
  isCollection: (path: string) => boolean = () => false,
): string {
  const raw = path.split('/').filter((s) => s.length > 0);
  const version = raw.findLastIndex((s) => /^v\d+$/.test(s));
  const segments: Segment[] = raw.slice(version + 1).map((s) => {
    const param = /^\{.*\}$/.test(s) || s.startsWith(':');
    return { param, words: param ? [] : wordsOf(s), camelCase: /^[a-z]+[A-Z]\w*$/.test(s) };
  });
  const statics = segments.filter((s) => !s.param);
  const lastStatic = statics.at(-1);
  const verb = lastStatic?.words[0];

  if (lastStatic && verb && VERBS.has(verb)) {
    if (lastStatic.camelCase) return camel(lastStatic.words);
    if (SESSION_VERBS.has(verb) && lastStatic.words.length === 1) return verb;
    const before = segments.slice(0, segments.indexOf(lastStatic));
    return camel([verb, ...nounsOf(before), ...lastStatic.words.slice(1)]);
  }

  const endsWithParam = segments.at(-1)?.param ?? false;
  const nouns = nounsOf(segments);
  const lowered = method.toLowerCase();
  if (lowered === 'get' && !endsWithParam && lastStatic) {
    const finalWord = lastStatic.words.at(-1) ?? '';
    if (isPlural(finalWord) || isCollection(path)) {
      return camel(['list', ...nouns.slice(0, -1), plural(finalWord)]);
    }
    return camel(['get', ...nouns.slice(0, -1), finalWord]);
  }
  const prefix: Record<string, string> = { get: 'get', post: 'create', put: 'update', patch: 'update' };
  const keepsFinal = (lowered === 'put' || lowered === 'patch') && !endsWithParam && lastStatic;
  const words = keepsFinal ? [...nouns.slice(0, -1), ...(lastStatic?.words.slice(-1) ?? [])] : nouns;
  return camel([prefix[lowered] ?? lowered, ...words]);
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON Schema since draft 6 writes an exclusive bound as a number (`exclusiveMinimum: 0`);
 * OpenAPI 3.0 as a flag on `minimum` (`minimum: 0, exclusiveMinimum: true`), and a validator
 * refuses the number. Applied to every object of the document: a number under these names is
 * always a bound, since a property of that name would be a schema object.
 */
function toOpenApi30Bounds(node: Json): void {
  if (Array.isArray(node)) {
    for (const item of node) toOpenApi30Bounds(item);
    return;
  }
  if (!isObject(node)) return;
  for (const [exclusive, inclusive, stricter] of [
    ['exclusiveMinimum', 'minimum', Math.max],
    ['exclusiveMaximum', 'maximum', Math.min],
  ] as const) {
    const bound = node[exclusive];
    if (typeof bound !== 'number') continue;
    const other = node[inclusive];
    // With both an inclusive and an exclusive bound the stricter one is what holds.
    if (typeof other === 'number' && stricter(other, bound) === other && other !== bound) {
      delete node[exclusive];
    } else {
      node[inclusive] = bound;
      node[exclusive] = true;
    }
  }
  for (const value of Object.values(node)) toOpenApi30Bounds(value);
}

/**
 * Gives every operation of the document an `operationId` and fails, naming both routes, when two
 * share one: a client generator would otherwise merge them silently. Give the route an explicit
 * `schema.operationId` where the derived name reads badly or collides.
 */
function nameOperations(paths: JsonObject): void {
  const owners = new Map<string, string>();
  const pathNames = Object.keys(paths);
  const isCollection = (path: string) =>
    pathNames.some((p) => /^\{[^/]+\}$/.test(p.slice(path.length + 1)) && p.startsWith(`${path}/`));
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const given = operation.operationId;
      const id = typeof given === 'string' ? given : deriveOperationId(method, path, isCollection);
      const route = `${method.toUpperCase()} ${path}`;
      const owner = owners.get(id);
      if (owner) {
        throw new Error(
          `operationId ${id} of ${route} is also ${owner}'s: give one of them schema.operationId`,
        );
      }
      owners.set(id, route);
      // @fastify/swagger shares one operation object between the methods of one route.
      item[method] = { operationId: id, ...operation };
    }
  }
}

const ERROR_SCHEMA = 'ErrorBody';

/**
 * Every operation answers its errors in the service's envelope: documented once, as the
 * `default` response of each operation that does not document its own.
 */
function documentErrors(doc: JsonObject, paths: JsonObject, errorSchema: JsonObject): void {
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  schemas[ERROR_SCHEMA] = errorSchema;
  components.schemas = schemas;
  doc.components = components;
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const responses = isObject(operation.responses) ? operation.responses : {};
      if (responses.default !== undefined) continue;
      item[method] = {
        ...operation,
        responses: {
          ...responses,
          default: {
            description: 'An error, in the service’s error envelope',
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
          },
        },
      };
    }
  }
}

/**
 * The transformObject of the kernel's @fastify/swagger registration; `errorSchema` is the
 * service's envelope's (`Envelope.errorSchema`).
 */
export function completeOpenApiDocument<T extends object>(document: T, errorSchema?: object): T {
  const doc = document as unknown as JsonObject;
  const paths = doc.paths;
  if (isObject(paths)) nameOperations(paths);
  if (isObject(paths) && errorSchema) documentErrors(doc, paths, structuredClone(errorSchema) as JsonObject);
  if (typeof doc.openapi === 'string' && doc.openapi.startsWith('3.0')) toOpenApi30Bounds(doc);
  return document;
}

/** The transform of the kernel's @fastify/swagger registration: a `documentedBody` becomes the documented body. */
export function documentRoute({ schema, url }: { schema: FastifySchema | undefined; url: string }): {
  schema: FastifySchema;
  url: string;
} {
  if (!schema?.documentedBody || schema.body) return { schema: schema ?? {}, url };
  const { documentedBody, ...rest } = schema;
  return { schema: { ...rest, body: documentedBody }, url };
}
