import { DomainError } from '@platform/kernel/errors';

/**
 * The failures this service names, with GoTrue's error names in `details.error`: the kernel's
 * gotrueEnvelope puts that name on the wire, so GoTrue clients recognise them.
 */

export const invalidCredentials = () =>
  new DomainError('BAD_REQUEST', 'Invalid login credentials', { error: 'invalid_grant' });

export const invalidRefreshToken = (reason: 'Already Used' | 'Refresh Token Not Found') =>
  new DomainError('BAD_REQUEST', `Invalid Refresh Token: ${reason}`, { error: 'invalid_grant' });

export const userBanned = () => new DomainError('BAD_REQUEST', 'User is banned', { error: 'user_banned' });

export const unsupportedGrantType = (grantType: string) =>
  new DomainError('BAD_REQUEST', `Unsupported grant type ${JSON.stringify(grantType)}`, {
    error: 'unsupported_grant_type',
  });

export const invalidRequest = (message: string) =>
  new DomainError('BAD_REQUEST', message, { error: 'invalid_request' });

export const validationFailed = (message: string) =>
  new DomainError('VALIDATION_ERROR', message, { error: 'validation_failed' });

export const weakPassword = (minLength: number) =>
  new DomainError('UNPROCESSABLE', `Password should be at least ${minLength} characters.`, {
    error: 'weak_password',
  });

export const userAlreadyExists = () =>
  new DomainError('UNPROCESSABLE', 'A user with this email address has already been registered', {
    error: 'user_already_exists',
  });

export const emailExists = () =>
  new DomainError('UNPROCESSABLE', 'A user with this email address has already been registered', {
    error: 'email_exists',
  });

export const noAuthorization = () =>
  new DomainError('UNAUTHORIZED', 'This endpoint requires a Bearer token', { error: 'no_authorization' });

export const badJwt = () =>
  new DomainError('UNAUTHORIZED', 'invalid JWT: unable to parse or verify signature', { error: 'bad_jwt' });

export const sessionNotFound = () =>
  new DomainError('FORBIDDEN', 'Session from session_id claim in JWT does not exist', {
    error: 'session_not_found',
  });

export const notAdmin = () => new DomainError('FORBIDDEN', 'User not allowed', { error: 'not_admin' });

export const userNotFound = () => new DomainError('NOT_FOUND', 'User not found', { error: 'user_not_found' });

export const samePassword = () =>
  new DomainError('UNPROCESSABLE', 'New password should be different from the old password.', {
    error: 'same_password',
  });

export const emailNotConfirmed = () =>
  new DomainError('BAD_REQUEST', 'Email not confirmed', { error: 'email_not_confirmed' });

/** A link that is unknown, used already, expired, or no longer matches the account. */
export const linkInvalid = () =>
  new DomainError('FORBIDDEN', 'Email link is invalid or has expired', { error: 'otp_expired' });

export const appMetadataNotAllowed = () =>
  new DomainError('FORBIDDEN', 'Updating app_metadata requires admin privileges', { error: 'not_admin' });

export const emailSentTooRecently = (seconds: number) =>
  new DomainError(
    'RATE_LIMITED',
    `For security purposes, you can only request this after ${seconds} seconds.`,
    {
      error: 'over_email_send_rate_limit',
    },
  );

/** GoTrue's name for a request limit; `Retry-After` rides on the error for the kernel's handler to send. */
export const tooManySignInFailures = (retryAfterSeconds: number) =>
  Object.assign(
    new DomainError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts for this account; try again in ${retryAfterSeconds} seconds`,
      { error: 'over_request_rate_limit' },
    ),
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );

/** GoTrue's answer when the invitation mail fails (500 there; 503 here: the mail server is away). */
export const invitationNotSent = () =>
  new DomainError('SERVICE_UNAVAILABLE', 'Error sending invite email', { error: 'unexpected_failure' });

export const unsupportedVerificationType = () =>
  new DomainError('BAD_REQUEST', 'Unsupported verification type', { error: 'validation_failed' });

export const bannedFromLink = () => new DomainError('FORBIDDEN', 'User is banned', { error: 'user_banned' });
