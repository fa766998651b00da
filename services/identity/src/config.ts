import {
  type ConfigOf,
  integer,
  oneOf,
  platformVars,
  superAdminPassword,
  text,
  url,
} from '@platform/kernel/config';
import { refreshTokenReuseInterval } from '@platform/kernel/refresh';
import { MIN_PASSWORD_LENGTH } from './users/passwords.js';

/** The identity service's variables: the platform's and its own. */
export const identityConfigSpec = {
  ...platformVars,
  IDENTITY_PORT: integer({ fallback: '4000', min: 1, max: 65535, doc: 'port of the identity listener' }),
  ACCESS_TOKEN_TTL_SECONDS: integer({
    fallback: '3600',
    min: 1,
    doc: 'lifetime of an access token (JWT `exp` - `iat`)',
  }),
  REFRESH_TOKEN_TTL_SECONDS: integer({
    fallback: String(30 * 24 * 3600),
    min: 60,
    doc: 'lifetime of a refresh token; each refresh issues a new one with a fresh lifetime',
  }),
  REFRESH_TOKEN_REUSE_INTERVAL: refreshTokenReuseInterval,
  SUPER_ADMIN_EMAIL: text({
    fallback: 'admin@localhost',
    doc: 'e-mail of the super-admin created on first start (app_metadata.role = super_admin)',
  }),
  SUPER_ADMIN_PASSWORD: superAdminPassword(MIN_PASSWORD_LENGTH),
  TOKEN_RATE_LIMIT_MAX: integer({
    fallback: '100',
    min: 1,
    doc: 'requests per client address and window on POST /token (and, separately, on POST /signup)',
  }),
  TOKEN_RATE_LIMIT_WINDOW_MS: integer({
    fallback: '60000',
    min: 1000,
    doc: 'window of TOKEN_RATE_LIMIT_MAX',
  }),
  PASSWORD_FAILURE_LIMIT_MAX: integer({
    fallback: '10',
    min: 1,
    doc: 'wrong passwords (or unknown-address sign-ins) per e-mail address and window on POST /token, from any client address; beyond them the address is refused (429) until the window ends',
  }),
  PASSWORD_FAILURE_LIMIT_WINDOW_MS: integer({
    fallback: '900000',
    min: 1000,
    max: 3_600_000,
    doc: 'window of PASSWORD_FAILURE_LIMIT_MAX, starting with the first failure; also the longest an account stays refused (at most an hour)',
  }),
  MAILER_AUTOCONFIRM: oneOf(['true', 'false'], {
    fallback: 'true',
    doc: 'true: self-service sign-ups are confirmed at once and answered with a session; false: they get a confirmation mail and sign in once the link is followed (GoTrue GOTRUE_MAILER_AUTOCONFIRM)',
  }),
  SITE_URL: url({
    fallback: 'http://localhost:3000',
    doc: 'the web app that mail links lead back to when the request names no allowed redirect_to (GoTrue GOTRUE_SITE_URL)',
    production: 'https://app.example.com',
  }),
  URI_ALLOW_LIST: text({
    fallback: '',
    doc: 'further redirect_to addresses that mail links may lead to, separated by commas; * matches within one host label or path segment, ** across them (GoTrue GOTRUE_URI_ALLOW_LIST)',
    production: 'https://*.example.com/**',
  }),
  EMAIL_LINK_TTL_SECONDS: integer({
    fallback: '3600',
    min: 60,
    max: 86400,
    doc: 'how long a recovery, confirmation or e-mail-change link stays valid (it works once)',
  }),
  INVITE_LINK_TTL_SECONDS: integer({
    fallback: '604800',
    min: 60,
    max: 2592000,
    doc: 'how long an invitation link (POST /invite) stays valid: 7 days, as a person invited may read the mail days later; it works once',
  }),
  EMAIL_MIN_INTERVAL_SECONDS: integer({
    fallback: '60',
    min: 0,
    doc: 'least time between two mails of one kind to one user; a recovery or confirmation asked for sooner is answered as usual and not sent',
  }),
  EMAIL_RATE_LIMIT_MAX: integer({
    fallback: '30',
    min: 1,
    doc: 'requests per client address and window on POST /recover and POST /resend (each its own budget)',
  }),
  EMAIL_RATE_LIMIT_WINDOW_MS: integer({
    fallback: '3600000',
    min: 1000,
    doc: 'window of EMAIL_RATE_LIMIT_MAX',
  }),
} as const;

export type IdentityConfig = ConfigOf<typeof identityConfigSpec>;
