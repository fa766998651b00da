import { type DomainError, httpStatusOf } from '@platform/kernel/errors';
import type { Session } from '../tokens/schemas.js';

/** GoTrue's OAuth error names by status, for the fragment of a refused link. */
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** `#access_token=…&refresh_token=…&type=recovery`: what supabase-js reads from the address. */
export function sessionRedirect(target: string, session: Session, type: string): string {
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
  return `${target.split('#')[0]}#${fragment.toString()}`;
}

export function errorRedirect(target: string, err: DomainError): string {
  const status = httpStatusOf[err.code];
  const name = typeof err.details?.error === 'string' ? err.details.error : err.code.toLowerCase();
  const fragment = new URLSearchParams({
    error: OAUTH_ERROR[status] ?? 'invalid_request',
    error_code: name,
    error_description: err.message,
    sb: '',
  });
  return `${target.split('#')[0]}#${fragment.toString()}`;
}
