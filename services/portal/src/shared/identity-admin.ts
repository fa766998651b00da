import { conflict, DomainError, validationError } from '@platform/kernel/errors';

/*
 * The identity provider's admin API (GoTrue subset), as compliance uses it, plus the
 * app_metadata update signup needs. Both services would be better served by one client in the
 * kernel; until it moves there, this copy keeps compliance's error mapping.
 */

export interface IdentityUser {
  readonly id: string;
  readonly email: string;
}

export interface FoundIdentityUser extends IdentityUser {
  readonly userMetadata: Record<string, unknown>;
}

export interface NewIdentityUser {
  readonly email: string;
  readonly password: string;
  readonly tenantId: string;
  readonly role: 'admin' | 'user';
  readonly name?: string;
}

export interface IdentityAdmin {
  /** 409 CONFLICT when the e-mail is taken; 400 when the provider refuses the password. */
  createUser(user: NewIdentityUser): Promise<IdentityUser>;
  /** Merges `appMetadata` into the user's app_metadata (GoTrue merges; null removes a key). */
  updateAppMetadata(id: string, appMetadata: Record<string, unknown>): Promise<void>;
  /** The user with exactly this e-mail address, if any. */
  findUserByEmail(email: string): Promise<FoundIdentityUser | undefined>;
  /** Deleting a user that is already gone succeeds. */
  deleteUser(id: string): Promise<void>;
}

export interface IdentityAdminOptions {
  /** `IDENTITY_URL`, for example `http://localhost:4000/auth/v1`. */
  readonly baseUrl: string;
  readonly serviceSecret: string;
  readonly timeoutMs: number;
}

const unavailable = (why: string) =>
  new DomainError('SERVICE_UNAVAILABLE', `The identity provider is unavailable: ${why}`);

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
        password: user.password,
        email_confirm: true,
        user_metadata: { tenantId: user.tenantId, ...(user.name ? { name: user.name } : {}) },
        app_metadata: { role: user.role },
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

    async updateAppMetadata(id, appMetadata) {
      const response = await call('PUT', `/admin/users/${encodeURIComponent(id)}`, {
        app_metadata: appMetadata,
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      throw unavailable(
        `updating app_metadata: HTTP ${response.status} ${describe(await readJson(response))}`,
      );
    },

    async findUserByEmail(email) {
      const response = await call('GET', `/admin/users?filter=${encodeURIComponent(email)}&per_page=50`);
      const body = await readJson(response);
      if (!response.ok) throw unavailable(`listing users: HTTP ${response.status} ${describe(body)}`);
      const users = Array.isArray(body.users) ? (body.users as unknown[]) : [];
      for (const user of users) {
        const u = typeof user === 'object' && user !== null ? (user as Record<string, unknown>) : {};
        if (
          typeof u.id === 'string' &&
          typeof u.email === 'string' &&
          u.email.toLowerCase() === email.toLowerCase()
        ) {
          const metadata = u.user_metadata;
          return {
            id: u.id,
            email: u.email,
            userMetadata:
              typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>) : {},
          };
        }
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
