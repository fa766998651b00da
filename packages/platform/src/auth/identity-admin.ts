import { conflict, DomainError, validationError } from '../errors/index.js';
import { isProduct, type Product } from './claims.js';

/** A user as the identity provider's admin API returns it (the GoTrue subset used here). */
export interface IdentityUser {
  readonly id: string;
  readonly email: string;
}

export interface FoundIdentityUser extends IdentityUser {
  readonly userMetadata: Record<string, unknown>;
  /** The products `app_metadata.apps` grants. */
  readonly apps: readonly Product[];
}

export interface NewIdentityUser {
  readonly email: string;
  /**
   * Without one the user is created with no password and an unconfirmed address, to be sent an
   * invitation (`invite`) whose link lets them choose a password; with one, confirmed, able to
   * sign in at once.
   */
  readonly password?: string;
  readonly tenantId: string;
  readonly role: 'admin' | 'user';
  /** The products the person belongs to: every way a person is created names them. */
  readonly apps: readonly Product[];
  readonly name?: string;
}

/**
 * The identity provider's admin API, authorised by the shared service secret. Every failure to
 * reach it, a timeout or an answer it should not give is 503 SERVICE_UNAVAILABLE; nothing is
 * retried here, so a caller that must not leave half a signup behind compensates itself.
 */
export interface IdentityAdmin {
  /** 409 CONFLICT when the e-mail is taken; 400 when the provider refuses the password. */
  createUser(user: NewIdentityUser): Promise<IdentityUser>;
  /**
   * GoTrue's `POST /invite`: mails the person an invitation whose link confirms the address and
   * signs them in to choose a password, leading to `redirectTo` (when the provider allows it,
   * else its SITE_URL). A user the provider has already is invited as it is, unless its address
   * is confirmed: 409 CONFLICT then.
   */
  invite(email: string, options?: { readonly redirectTo?: string }): Promise<IdentityUser>;
  /** Merges `appMetadata` into the user's app_metadata (GoTrue merges; null removes a key). */
  updateAppMetadata(id: string, appMetadata: Record<string, unknown>): Promise<void>;
  /**
   * Sets `app_metadata.role`, keeping the rest; false when the provider has no such user. A lower
   * role ends the person's sessions at the provider, which announces it to every service.
   */
  setRole(id: string, role: 'admin' | 'user'): Promise<boolean>;
  /**
   * Adds `product` to the user's `app_metadata.apps`, keeping the products already granted.
   * The provider merges app_metadata by top-level key, so the list is read and written back;
   * a user that no longer exists is left alone (false).
   */
  grantProduct(id: string, product: Product): Promise<boolean>;
  /**
   * Removes `product` from the user's `app_metadata.apps`, keeping the others, and answers the
   * products left (undefined when the provider has no such user). Taking a product away ends the
   * person's sessions at the provider, which announces it to every service.
   */
  revokeProduct(id: string, product: Product): Promise<readonly Product[] | undefined>;
  /** The user with exactly this e-mail address (in any case), if any. */
  findUserByEmail(email: string): Promise<FoundIdentityUser | undefined>;
  /** Deleting a user that is already gone succeeds. */
  deleteUser(id: string): Promise<void>;
}

export interface IdentityAdminOptions {
  /** `IDENTITY_URL`, for example `http://localhost:4000/auth/v1`. */
  readonly baseUrl: string;
  readonly serviceSecret: string;
  /** Per call; a call taking longer is 503. */
  readonly timeoutMs: number;
}

const unavailable = (why: string) =>
  new DomainError('SERVICE_UNAVAILABLE', `The identity provider is unavailable: ${why}`);

// An error page from a proxy in front of the provider is not JSON: read it as an empty body.
async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function describe(body: Record<string, unknown>): string {
  const message = body.msg ?? body.error_description ?? body.message ?? body.error;
  return typeof message === 'string' ? message : 'no reason given';
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function appsOf(user: Record<string, unknown>): Product[] {
  const apps = asRecord(user.app_metadata).apps;
  return Array.isArray(apps) ? apps.filter(isProduct) : [];
}

// GoTrue answers a taken address with one of these codes (older releases in `error`).
const DUPLICATE = new Set(['user_already_exists', 'email_exists']);

export function identityAdmin(options: IdentityAdminOptions): IdentityAdmin {
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${options.serviceSecret}`;

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        method,
        // No content type without a body: a JSON content type with an empty body is refused.
        headers:
          body === undefined
            ? { authorization, accept: 'application/json' }
            : { authorization, accept: 'application/json', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      throw unavailable(err instanceof Error ? err.message : String(err));
    }
  }

  return {
    async createUser(user) {
      const response = await call('POST', '/admin/users', {
        email: user.email,
        ...(user.password === undefined ? {} : { password: user.password }),
        email_confirm: user.password !== undefined,
        user_metadata: { tenantId: user.tenantId, ...(user.name ? { name: user.name } : {}) },
        app_metadata: { role: user.role, apps: [...user.apps] },
      });
      const body = await readJson(response);
      if (response.ok && typeof body.id === 'string')
        return { id: body.id, email: typeof body.email === 'string' ? body.email : user.email };
      const error = typeof body.error === 'string' ? body.error : '';
      const errorCode = typeof body.error_code === 'string' ? body.error_code : '';
      if (DUPLICATE.has(error) || DUPLICATE.has(errorCode) || response.status === 409)
        throw conflict('A user with this e-mail address already exists', { field: 'email' });
      if (response.status === 400 || response.status === 422)
        throw validationError(`The identity provider refused the user: ${describe(body)}`, {
          field: 'password',
        });
      throw unavailable(`HTTP ${response.status} ${describe(body)}`);
    },

    async invite(email, options = {}) {
      const query =
        options.redirectTo === undefined ? '' : `?redirect_to=${encodeURIComponent(options.redirectTo)}`;
      const response = await call('POST', `/invite${query}`, { email });
      const body = await readJson(response);
      if (response.ok && typeof body.id === 'string')
        return { id: body.id, email: typeof body.email === 'string' ? body.email : email };
      const errorCode = typeof body.error_code === 'string' ? body.error_code : '';
      if (DUPLICATE.has(errorCode) || response.status === 409)
        throw conflict('A user with this e-mail address already exists', { field: 'email' });
      throw unavailable(`inviting: HTTP ${response.status} ${describe(body)}`);
    },

    async setRole(id, role) {
      const response = await call('PUT', `/admin/users/${encodeURIComponent(id)}`, {
        app_metadata: { role },
      });
      await response.body?.cancel();
      if (response.ok) return true;
      if (response.status === 404) return false;
      throw unavailable(`setting the role: HTTP ${response.status}`);
    },

    async updateAppMetadata(id, appMetadata) {
      const response = await call('PUT', `/admin/users/${encodeURIComponent(id)}`, {
        app_metadata: appMetadata,
      });
      if (response.ok) {
        // Unread, the body would hold the connection until it is collected.
        await response.body?.cancel();
        return;
      }
      throw unavailable(
        `updating app_metadata: HTTP ${response.status} ${describe(await readJson(response))}`,
      );
    },

    async grantProduct(id, product) {
      const found = await call('GET', `/admin/users/${encodeURIComponent(id)}`);
      const body = await readJson(found);
      if (found.status === 404) return false;
      if (!found.ok) throw unavailable(`reading user: HTTP ${found.status} ${describe(body)}`);
      const apps = appsOf(body);
      if (apps.includes(product)) return true;
      await this.updateAppMetadata(id, { apps: [...apps, product] });
      return true;
    },

    async revokeProduct(id, product) {
      const found = await call('GET', `/admin/users/${encodeURIComponent(id)}`);
      const body = await readJson(found);
      if (found.status === 404) return undefined;
      if (!found.ok) throw unavailable(`reading user: HTTP ${found.status} ${describe(body)}`);
      const apps = appsOf(body);
      const left = apps.filter((app) => app !== product);
      if (left.length !== apps.length) await this.updateAppMetadata(id, { apps: left });
      return left;
    },

    async findUserByEmail(email) {
      const response = await call('GET', `/admin/users?filter=${encodeURIComponent(email)}&per_page=50`);
      const body = await readJson(response);
      if (!response.ok) throw unavailable(`listing users: HTTP ${response.status} ${describe(body)}`);
      const users = Array.isArray(body.users) ? (body.users as unknown[]) : [];
      // The filter is a substring match: only an equal address is the user asked for.
      for (const user of users.map(asRecord)) {
        if (
          typeof user.id === 'string' &&
          typeof user.email === 'string' &&
          user.email.toLowerCase() === email.toLowerCase()
        )
          return {
            id: user.id,
            email: user.email,
            userMetadata: asRecord(user.user_metadata),
            apps: appsOf(user),
          };
      }
      return undefined;
    },

    async deleteUser(id) {
      const response = await call('DELETE', `/admin/users/${encodeURIComponent(id)}`);
      await response.body?.cancel();
      if (response.ok || response.status === 404) return;
      throw unavailable(`deleting user: HTTP ${response.status}`);
    },
  };
}
