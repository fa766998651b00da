/**
 * One reading of every service's refusal, whatever its envelope:
 *
 * - compliance `{error, code, details?, correlationId}` (a version conflict adds `currentVersion`
 *   and `currentData`, a rate limit `retryAfter`);
 * - training `{status: 'error', message, details?, correlationId}`;
 * - the factory and the portal `{status: 'error', message, details?}`;
 * - identity (GoTrue) `{error, error_description, code, msg}`.
 *
 * Pages and form actions read the one `Refusal` it answers: the message for people, the
 * field errors beside their fields, a plan limit's figures, a version conflict's stored
 * record, a rate limit's wait.
 */

/** Errors by field name: `name`, and for nested fields both `profileData.pan` and `profileData`. */
export type FieldErrors = Record<string, string>;

export interface PlanLimit {
  /** What is counted (`entities`, `maxWorkers`, ...), when the service names it. */
  readonly limit?: string;
  readonly max?: number;
  readonly current?: number;
}

export interface VersionConflict {
  readonly currentVersion: number;
  readonly currentData: unknown;
}

export interface Refusal {
  readonly status: number;
  /** The service's words, or ours when it said nothing usable (or when it is a server error). */
  readonly message: string;
  /** `VALIDATION_ERROR`, `session_not_found`, ... when the envelope carries one. */
  readonly code?: string;
  readonly correlationId?: string;
  readonly fieldErrors: FieldErrors;
  readonly planLimit?: PlanLimit;
  readonly versionConflict?: VersionConflict;
  /** Seconds to wait before trying again (429), from `Retry-After` or the body. */
  readonly retryAfterSeconds?: number;
  readonly details?: Readonly<Record<string, unknown>>;
}

type Json = Record<string, unknown>;

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const SERVER_ERROR = 'The service did not answer. Please try again in a moment.';
/** What a refusal says when the service gave no words of its own. */
export const UNEXPLAINED_REFUSAL = 'The request was refused.';

/** `body.profileData.pan` → `profileData.pan`: the location prefix is the kernel's, not the form's. */
function fieldName(path: string): string {
  return path.replace(/^(body|querystring|params|headers)(\.|\/|$)/, '').replaceAll('/', '.');
}

function fieldErrorsOf(details: Json): FieldErrors {
  const errors: FieldErrors = {};
  const fields = Array.isArray(details.fields) ? details.fields : [];
  for (const item of fields) {
    const { field, message } = record(item);
    const path = textOf(field);
    const said = textOf(message);
    if (!path || !said) continue;
    const name = fieldName(path);
    if (!name) continue;
    errors[name] ??= said;
    const top = name.split('.')[0];
    if (top && top !== name) errors[top] ??= said;
  }
  return errors;
}

/** Seconds from a `Retry-After` header: delta-seconds or an HTTP date. */
function retryAfterOf(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && header.trim() !== '') return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * A plan limit: compliance names it in `details {limit, max, current}`, the factory in `details
 * {reason: 'PLAN_LIMIT', limit, allowed, used}`; a factory before that said it in words only
 * ("Plan limit reached: maxWorkers is 5 (currently 5)").
 */
function planLimitOf(status: number, details: Json, message: string): PlanLimit | undefined {
  if (status !== 403) return undefined;
  const max = numberOf(details.max) ?? numberOf(details.allowed);
  if (max !== undefined && textOf(details.limit)) {
    const current = numberOf(details.current) ?? numberOf(details.used);
    return { limit: String(details.limit), max, ...(current === undefined ? {} : { current }) };
  }
  const said = /plan limit reached:\s*(\w+) is (-?\d+)(?: \(currently (\d+)\))?/i.exec(message);
  if (!said) return undefined;
  return {
    limit: said[1] as string,
    max: Number(said[2]),
    ...(said[3] === undefined ? {} : { current: Number(said[3]) }),
  };
}

function versionConflictOf(body: Json, details: Json): VersionConflict | undefined {
  const version = numberOf(body.currentVersion) ?? numberOf(details.currentVersion);
  if (version === undefined) return undefined;
  return {
    currentVersion: version,
    currentData: 'currentData' in body ? body.currentData : details.currentData,
  };
}

/**
 * The refusal a service answered: `body` as parsed (openapi-fetch's `error`), `response` for its
 * status and headers.
 */
export function readRefusal(
  body: unknown,
  response: Pick<Response, 'status' | 'headers'>,
  now: number = Date.now(),
): Refusal {
  const b = record(body);
  const details = record(b.details);
  const status = response.status;
  // compliance's `error` is its message; identity's `error` is a code beside `error_description`.
  const said =
    textOf(b.message) ??
    textOf(b.error_description) ??
    textOf(b.msg) ??
    (textOf(b.code) ? textOf(b.error) : undefined);
  const code =
    textOf(b.code) ??
    (textOf(b.error_description) || textOf(b.msg) ? textOf(b.error) : undefined) ??
    textOf(b.error_code);
  const message = status >= 500 ? SERVER_ERROR : (said ?? textOf(b.error) ?? UNEXPLAINED_REFUSAL);
  const correlationId = textOf(b.correlationId) ?? response.headers.get('x-correlation-id') ?? undefined;
  const retryAfterSeconds =
    status === 429
      ? (retryAfterOf(response.headers.get('retry-after'), now) ??
        numberOf(b.retryAfter) ??
        numberOf(details.retryAfter))
      : undefined;
  const planLimit = planLimitOf(status, details, said ?? '');
  const versionConflict = status === 409 ? versionConflictOf(b, details) : undefined;
  return {
    status,
    message,
    ...(code ? { code } : {}),
    ...(correlationId ? { correlationId } : {}),
    fieldErrors: fieldErrorsOf(details),
    ...(planLimit ? { planLimit } : {}),
    ...(versionConflict ? { versionConflict } : {}),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
}

/** A wait in words: "a minute", "20 seconds". */
export function waitInWords(seconds: number | undefined): string {
  if (seconds === undefined || seconds >= 90)
    return seconds === undefined ? 'a minute' : `${Math.ceil(seconds / 60)} minutes`;
  if (seconds >= 45) return 'a minute';
  return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
}
