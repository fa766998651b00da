/**
 * Where the web app's server finds the services. Every address has the default of `npm start`,
 * so a checkout runs without configuration; a deployment sets the internal addresses.
 */
import { env } from '$env/dynamic/private';

function address(name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  return value.replace(/\/+$/, '');
}

/** Origin of a service whose OpenAPI paths carry their own prefix (`/api/v1/...`). */
function origin(url: string): string {
  return new URL(url).origin;
}

export const services = {
  /** GoTrue-style base, `/auth/v1` included, as auth-js expects it. */
  get identity(): string {
    return address('IDENTITY_URL', 'http://localhost:4000/auth/v1');
  },
  get training(): string {
    return origin(address('TRAINING_URL', 'http://localhost:4020/api/v1'));
  },
  get factory(): string {
    return origin(address('FACTORY_URL', 'http://localhost:4030/api/v1'));
  },
  get compliance(): string {
    return origin(address('COMPLIANCE_URL', 'http://localhost:4010'));
  },
  get workflow(): string {
    return origin(address('WORKFLOW_URL', 'http://localhost:4011'));
  },
  get portal(): string {
    return origin(address('PORTAL_URL', 'http://localhost:4040'));
  },
};

/**
 * How long a signed-in person's session is taken as alive without asking identity again, in
 * seconds (`SESSION_CHECK_SECONDS`, 30): the bound within which a session ended elsewhere (signed
 * out on another device, a password change, an administrator's ban) is refused here, on pages
 * that call no service. 0 asks on every request.
 */
export function sessionCheckSeconds(): number {
  const raw = env.SESSION_CHECK_SECONDS?.trim();
  const seconds = raw ? Number(raw) : 30;
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : 30;
}

/** The public address of this app, for canonical links, Open Graph and the sitemap. */
export function siteUrl(fallback: URL): string {
  return address('SITE_URL', fallback.origin);
}
