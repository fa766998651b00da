import type { ErrorCode } from '../errors/index.js';
import { type TSchema, Type } from './typebox.js';

/**
 * A success answer of training, the factory and the portal: `{status: 'success', data}`
 * (compliance answers its data bare, identity GoTrue's bodies).
 */
export function success<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal('success'), data });
}

/** What the kernel knows about a failed request; each envelope decides what the client sees. */
export interface ErrorInfo {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly message: string;
  readonly details?: Record<string, unknown>;
  readonly correlationId: string;
}

export interface Envelope {
  readonly name: string;
  error(info: ErrorInfo): Record<string, unknown>;
  /** What `error` returns, as an OpenAPI 3.0 schema: every operation's documented error answer. */
  readonly errorSchema: Readonly<Record<string, unknown>>;
  /** Whether a response body is an error in this envelope (what a client's error handling reads). */
  isError(body: unknown): boolean;
}

const record = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
const isText = (value: unknown) => typeof value === 'string' && value !== '';

const detailsSchema = {
  type: 'object',
  additionalProperties: true,
  description: 'what was wrong: the fields refused, the limit reached, ...',
};

/**
 * compliance: `{error, code, details?, correlationId}`. Two codes carry fields of their own at
 * the top level, where compliance's clients read them: a version conflict adds `currentVersion` and
 * `currentData` (kept in `details` too); a rate limit is `RATE_LIMIT_EXCEEDED` with `retryAfter` (seconds).
 * Every 400 is `VALIDATION_ERROR`, malformed JSON and malformed paths included.
 */
export const complianceEnvelope: Envelope = {
  name: 'compliance',
  error: ({ message, code, details, correlationId }) => {
    if (code === 'RATE_LIMITED') {
      const retryAfter = details?.retryAfter;
      return {
        error: message,
        code: 'RATE_LIMIT_EXCEEDED',
        ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
        correlationId,
      };
    }
    if (code === 'VERSION_CONFLICT' && details && 'currentVersion' in details) {
      const { currentVersion, currentData } = details;
      return { error: message, code, currentVersion, currentData, details, correlationId };
    }
    // Compliance answers one code for every 400: a malformed body or path is invalid request data.
    const contractCode = code === 'BAD_REQUEST' ? 'VALIDATION_ERROR' : code;
    return { error: message, code: contractCode, ...(details ? { details } : {}), correlationId };
  },
  errorSchema: {
    type: 'object',
    required: ['error', 'code', 'correlationId'],
    properties: {
      error: { type: 'string', description: 'what went wrong, for people' },
      code: {
        type: 'string',
        description: 'what went wrong, for programs: VALIDATION_ERROR, NOT_FOUND, ...',
      },
      details: detailsSchema,
      correlationId: { type: 'string' },
      retryAfter: { type: 'integer', description: 'with RATE_LIMIT_EXCEEDED: seconds to wait' },
      currentVersion: { type: 'integer', description: 'with VERSION_CONFLICT: the stored version' },
      currentData: { description: 'with VERSION_CONFLICT: the stored record' },
    },
  },
  // A version conflict of a form mapping has a body of its own: `{error, message, currentVersion, currentData}`.
  isError: (body) => {
    const b = record(body);
    return isText(b.error) && (isText(b.code) || 'currentVersion' in b);
  },
};

/** training: `{status: 'error', message, correlationId}` */
export const trainingEnvelope: Envelope = {
  name: 'training',
  error: ({ message, details, correlationId }) => ({
    status: 'error',
    message,
    ...(details ? { details } : {}),
    correlationId,
  }),
  errorSchema: {
    type: 'object',
    required: ['status', 'message', 'correlationId'],
    properties: {
      status: { type: 'string', enum: ['error'] },
      message: { type: 'string' },
      details: detailsSchema,
      correlationId: { type: 'string' },
    },
  },
  isError: (body) => record(body).status === 'error' && isText(record(body).message),
};

/** factory and portal: `{status: 'error', message}` */
export const statusEnvelope: Envelope = {
  name: 'status',
  error: ({ message, details }) => ({ status: 'error', message, ...(details ? { details } : {}) }),
  errorSchema: {
    type: 'object',
    required: ['status', 'message'],
    properties: {
      status: { type: 'string', enum: ['error'] },
      message: { type: 'string' },
      details: detailsSchema,
    },
  },
  isError: (body) => record(body).status === 'error' && isText(record(body).message),
};

/** identity speaks GoTrue / OAuth: `{error, error_description}`; `details.error` names the OAuth error. */
export const gotrueEnvelope: Envelope = {
  name: 'gotrue',
  error: ({ statusCode, message, code, details }) => ({
    error: typeof details?.error === 'string' ? details.error : code.toLowerCase(),
    error_description: message,
    code: statusCode,
    msg: message,
  }),
  errorSchema: {
    type: 'object',
    required: ['error', 'error_description', 'code', 'msg'],
    properties: {
      error: { type: 'string', description: 'the OAuth error or the error code, lower case' },
      error_description: { type: 'string' },
      code: { type: 'integer', description: 'the HTTP status' },
      msg: { type: 'string' },
    },
  },
  // GoTrue answers OAuth errors `{error, error_description}` and API errors `{code, msg}`.
  isError: (body) => isText(record(body).error) || isText(record(body).msg),
};
