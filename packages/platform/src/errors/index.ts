/**
 * Domain errors: thrown by rules and stores, mapped to HTTP once, by the kernel.
 * A missing entry in `httpStatusOf` fails to compile.
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'VERSION_CONFLICT'
  | 'MISSING_VERSION'
  | 'UNPROCESSABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'RATE_LIMITED'
  | 'NOT_IMPLEMENTED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  MISSING_VERSION: 400,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  RATE_LIMITED: 429,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new DomainError('BAD_REQUEST', message, details);
export const validationError = (message: string, details?: Record<string, unknown>) =>
  new DomainError('VALIDATION_ERROR', message, details);
export const unauthorized = (message = 'Authentication required') => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new DomainError('FORBIDDEN', message);
export const notFound = (what = 'Resource') => new DomainError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new DomainError('CONFLICT', message, details);
export const notImplemented = (what: string) =>
  new DomainError('NOT_IMPLEMENTED', `${what} is not implemented yet`);

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}
