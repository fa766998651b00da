import {
  type ConfigOf,
  integer,
  oneOf,
  platformVars,
  secret,
  superAdminPassword,
  text,
  url,
  type VarSpec,
} from '@platform/kernel/config';
import { refreshTokenReuseInterval } from '@platform/kernel/refresh';

export const MIN_PASSWORD_LENGTH = 8;

const flag = (opts: { fallback: 'true' | 'false'; doc: string; production?: string }): VarSpec<boolean> => ({
  ...opts,
  parse: (raw) => {
    if (raw !== 'true' && raw !== 'false')
      throw new Error(`must be true or false; got ${JSON.stringify(raw)}`);
    return raw === 'true';
  },
});

export const factoryVars = {
  ...platformVars,
  FACTORY_PORT: integer({ fallback: '4030', min: 0, max: 65535, doc: 'factory listener port' }),
  FACTORY_JWT_SECRET: secret({
    minLength: 32,
    doc: 'HMAC key (HS256) of the access tokens the factory issues; rotating it signs everyone out',
  }),
  FACTORY_ACCESS_TOKEN_TTL_SECONDS: integer({
    fallback: '900',
    min: 30,
    doc: 'lifetime of a factory access token (JWT exp - iat)',
  }),
  FACTORY_REFRESH_TOKEN_TTL_SECONDS: integer({
    fallback: String(7 * 24 * 3600),
    min: 60,
    doc: 'lifetime of a refresh token (the refreshToken cookie); each refresh issues a new one',
  }),
  REFRESH_TOKEN_REUSE_INTERVAL: refreshTokenReuseInterval,
  FACTORY_COOKIE_SECURE: flag({
    fallback: 'true',
    doc: 'Secure attribute of the refreshToken cookie; false only for local plain HTTP other than localhost',
  }),
  FACTORY_COOKIE_SAMESITE: oneOf(['strict', 'lax', 'none'], {
    fallback: 'lax',
    doc: 'SameSite attribute of the refreshToken cookie; none (with Secure) when the web app is on another site',
  }),
  FACTORY_APP_URL: url({
    fallback: 'http://localhost:3000',
    doc: 'web app address: set-password and reset links in e-mails point at {FACTORY_APP_URL}/reset-password/<token>',
    production: 'https://factory.example.com',
  }),
  FACTORY_RESET_TOKEN_TTL_SECONDS: integer({
    fallback: '600',
    min: 60,
    doc: 'lifetime of a password reset token (single use)',
  }),
  FACTORY_SET_PASSWORD_TTL_SECONDS: integer({
    fallback: String(7 * 24 * 3600),
    min: 60,
    doc: 'lifetime of the set-password link mailed to an administrator provisioned by the portal',
  }),
  FACTORY_AUTH_RATE_LIMIT_MAX: integer({
    fallback: '20',
    min: 1,
    doc: 'requests per client address and window on login, refresh, forgot and reset password',
  }),
  FACTORY_AUTH_RATE_LIMIT_WINDOW_MS: integer({
    fallback: '60000',
    min: 1000,
    doc: 'window of FACTORY_AUTH_RATE_LIMIT_MAX',
  }),
  FACTORY_PLAN_RATE_LIMITS: flag({
    fallback: 'true',
    doc: "whether each tenant's plan rate limit (maxRequests per windowMs) applies to its users on tenant routes",
  }),
  SUPER_ADMIN_EMAIL: text({
    fallback: 'admin@localhost',
    doc: 'e-mail of the super-admin created on first start; logs in with it as username',
  }),
  SUPER_ADMIN_PASSWORD: superAdminPassword(MIN_PASSWORD_LENGTH),
  PLATFORM_DOMAIN: text({
    fallback: 'localhost',
    doc: 'tenant subdomains are <slug>.<PLATFORM_DOMAIN>',
    production: 'factory.example.com',
  }),
  PORTAL_URL: url({
    fallback: 'http://localhost:4040',
    doc: 'portal service address (plan limits, central audit log), called with SERVICE_SECRET',
  }),
  FACTORY_AUDIT_POLL_MS: integer({
    fallback: '1000',
    min: 10,
    doc: 'how often queued audit entries are looked for and delivered to the portal',
  }),
  CORS_REFRESH_MS: integer({
    fallback: '30000',
    min: 1000,
    max: 60000,
    doc: 'how often each replica rereads the CORS origins of /global-config/cors',
  }),
  HOSTING_PROVIDER: oneOf(['local', 'vercel'], {
    fallback: 'local',
    doc: 'where tenant subdomains are added: local records and succeeds; vercel adds the domain to a project',
  }),
  DNS_PROVIDER: oneOf(['local', 'cloudflare'], {
    fallback: 'local',
    doc: 'where the subdomain DNS record is created: local records and succeeds; cloudflare creates a CNAME',
  }),
  PROVIDER_TIMEOUT_MS: integer({
    fallback: '10000',
    min: 100,
    doc: 'how long one hosting or DNS provider call may take before it counts as failed',
  }),
  VERCEL_API_URL: url({ fallback: 'https://api.vercel.com', doc: 'Vercel REST API' }),
  VERCEL_TOKEN: text({ doc: 'Vercel API token', production: 'required when HOSTING_PROVIDER=vercel' }),
  VERCEL_PROJECT_ID: text({
    doc: 'Vercel project the tenant domains are added to',
    production: 'required when HOSTING_PROVIDER=vercel',
  }),
  VERCEL_TEAM_ID: text({ doc: 'Vercel team owning the project, when it is a team project' }),
  CLOUDFLARE_API_URL: url({ fallback: 'https://api.cloudflare.com/client/v4', doc: 'Cloudflare REST API' }),
  CLOUDFLARE_API_TOKEN: text({
    doc: 'Cloudflare API token with DNS edit rights on the zone',
    production: 'required when DNS_PROVIDER=cloudflare',
  }),
  CLOUDFLARE_ZONE_ID: text({
    doc: 'Cloudflare zone of PLATFORM_DOMAIN',
    production: 'required when DNS_PROVIDER=cloudflare',
  }),
  CLOUDFLARE_DNS_TARGET: text({
    fallback: 'cname.vercel-dns.com',
    doc: 'CNAME target of tenant subdomains',
  }),
} as const;

export type FactoryConfig = ConfigOf<typeof factoryVars>;
