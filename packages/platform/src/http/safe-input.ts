import type { FastifyReply, FastifyRequest } from 'fastify';
import { validationError } from '../errors/index.js';

/**
 * PostgreSQL stores neither a NUL character (22021 in text, 22P05 in jsonb) nor an unpaired
 * UTF-16 surrogate (22P02 in jsonb; text silently gets U+FFFD), so such strings are refused
 * before any handler runs, wherever they are: path, query or body, values or object keys.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export function unsafeTextProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain the NUL character';
  // With the `u` flag a well-formed pair is one code point, so only a lone surrogate matches.
  if (LONE_SURROGATE.test(value)) return 'must not contain unpaired surrogate characters';
  return undefined;
}

interface Found {
  /** Keys from the outermost value inward, gathered on the way out: a clean value makes no path. */
  readonly keys: (string | number)[];
  readonly problem: string;
}

const MAX_DEPTH = 64;

function join(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`;
}

function findUnsafe(value: unknown, depth: number): Found | undefined {
  if (typeof value === 'string') {
    const problem = unsafeTextProblem(value);
    return problem ? { keys: [], problem } : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafe(value[i], depth + 1);
      if (found) {
        found.keys.unshift(i);
        return found;
      }
    }
    return undefined;
  }
  // Raw and streamed bodies (buffers, multipart streams) are not text for a column.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const keyProblem = unsafeTextProblem(key);
    if (keyProblem) return { keys: [JSON.stringify(key)], problem: `key ${keyProblem}` };
    const found = findUnsafe(record[key], depth + 1);
    if (found) {
      found.keys.unshift(key);
      return found;
    }
  }
  return undefined;
}

/** The first field of `value` PostgreSQL would refuse, named from `root`. */
function unsafeField(
  value: unknown,
  root: string,
): { readonly path: string; readonly problem: string } | undefined {
  const found = findUnsafe(value, 0);
  return found && { path: found.keys.reduce<string>(join, root), problem: found.problem };
}

/**
 * `preValidation` hook: 400 VALIDATION_ERROR naming the first field that PostgreSQL would refuse.
 * In the callback form, as it runs on every request and an async hook costs a promise each time.
 */
export function refuseUnstorableText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  const found =
    unsafeField(request.params, 'params') ??
    unsafeField(request.query, 'querystring') ??
    unsafeField(request.body, 'body');
  done(
    found &&
      validationError(`Validation failed: ${found.path} ${found.problem}`, {
        fields: [{ field: found.path, message: found.problem }],
      }),
  );
}
