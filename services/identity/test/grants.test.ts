import type { Db } from '@platform/kernel/db';
import { decodeJwt } from 'jose';
import {
  bearer,
  type Identity,
  openTestDatabase,
  refresh,
  SERVICE_SECRET,
  type SessionBody,
  SUPER_ADMIN,
  sessionOf,
  startIdentity,
} from './harness.js';

/** Product grants: `app_metadata.apps`, written by the admin API only, carried by the access token. */
describe('product grants in app_metadata.apps', () => {
  let db: Db;
  let identity: Identity;
  let rootToken: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    identity = await startIdentity(db);
    rootToken = (await sessionOf(identity.app, SUPER_ADMIN.email, SUPER_ADMIN.password)).access_token;
  });
  afterAll(async () => {
    await identity.app.close();
    await db.close();
  });

  const admin = (method: 'POST' | 'PUT' | 'GET', path: string, payload?: object, token = SERVICE_SECRET) =>
    identity.app.inject({
      method,
      url: `/auth/v1/admin/users${path}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const storedUser = async (id: string) => (await admin('GET', `/${id}`)).json<SessionBody['user']>();
  const asUser = (method: 'GET' | 'PUT' | 'POST', url: string, accessToken: string, payload?: object) =>
    identity.app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });

  it('stores the products given at creation, by the service secret or a super-admin, and signs them into the token', async () => {
    const byService = await admin('POST', '', {
      email: 'clerk@compliance.test',
      password: 'clerk-password',
      email_confirm: true,
      user_metadata: { tenantId: 'tenant-c' },
      app_metadata: { role: 'admin', apps: ['compliance'] },
    });
    expect(byService.statusCode).toBe(200);
    expect(byService.json()).toMatchObject({ app_metadata: { role: 'admin', apps: ['compliance'] } });

    const byRoot = await admin(
      'POST',
      '',
      {
        email: 'teacher@training.test',
        password: 'teacher-password',
        email_confirm: true,
        app_metadata: { role: 'admin', apps: ['training', 'portal', 'training'] },
      },
      rootToken,
    );
    expect(byRoot.statusCode).toBe(200);
    // A product named twice is kept once.
    expect((await storedUser(byRoot.json().id)).app_metadata).toMatchObject({ apps: ['training', 'portal'] });

    const session = await sessionOf(identity.app, 'clerk@compliance.test', 'clerk-password');
    expect(decodeJwt(session.access_token).app_metadata).toMatchObject({
      role: 'admin',
      apps: ['compliance'],
    });
  });

  it('refuses anything but a list of known products, and stores nothing', async () => {
    const refusals: unknown[] = [['compliance', 'billing'], 'compliance', [1], [null], { 0: 'factory' }];
    for (const [i, apps] of refusals.entries()) {
      const email = `refused-${i}@example.test`;
      const res = await admin('POST', '', { email, password: 'refused-password', app_metadata: { apps } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed', code: 400 });
      const listed = await admin('GET', `?filter=${encodeURIComponent(email)}`);
      expect(listed.json().users).toEqual([]);
    }

    const user = (
      await admin('POST', '', {
        email: 'kept@example.test',
        password: 'kept-password',
        app_metadata: { apps: ['factory'] },
      })
    ).json();
    const update = await admin('PUT', `/${user.id}`, { app_metadata: { apps: ['factory', 'payroll'] } });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ error: 'validation_failed' });
    expect((await storedUser(user.id)).app_metadata).toMatchObject({ apps: ['factory'] });
  });

  it('adds a product with PUT without dropping the others or any other key', async () => {
    const created = (
      await admin('POST', '', {
        email: 'owner@two-products.test',
        password: 'owner-password',
        email_confirm: true,
        user_metadata: { tenantId: 'tenant-f', name: 'Owner' },
        app_metadata: { role: 'admin', apps: ['portal'] },
      })
    ).json();
    const session = await sessionOf(identity.app, 'owner@two-products.test', 'owner-password');

    // app_metadata merges by top-level key, as GoTrue's: `apps` is replaced as a whole.
    const added = await admin('PUT', `/${created.id}`, { app_metadata: { apps: ['portal', 'factory'] } });
    expect(added.statusCode).toBe(200);
    expect(added.json().app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'admin',
      apps: ['portal', 'factory'],
    });

    // Changes that do not name `apps` keep it.
    await admin('PUT', `/${created.id}`, { user_metadata: { name: 'Renamed' } });
    await admin('PUT', `/${created.id}`, { app_metadata: { plan: 'starter' } }, rootToken);
    const stored = await storedUser(created.id);
    expect(stored.app_metadata).toMatchObject({
      role: 'admin',
      apps: ['portal', 'factory'],
      plan: 'starter',
    });
    expect(stored.user_metadata).toEqual({ tenantId: 'tenant-f', name: 'Renamed' });

    // The next token of the same session carries the new grants.
    const refreshed = (await refresh(identity.app, session.refresh_token)).json<SessionBody>();
    expect(decodeJwt(refreshed.access_token).app_metadata).toMatchObject({ apps: ['portal', 'factory'] });

    // A null removes the grants altogether.
    await admin('PUT', `/${created.id}`, { app_metadata: { apps: null } });
    expect((await storedUser(created.id)).app_metadata).not.toHaveProperty('apps');
  });

  it('never lets a user write their own grants', async () => {
    const created = (
      await admin('POST', '', {
        email: 'worker@factory.test',
        password: 'worker-password',
        email_confirm: true,
        app_metadata: { role: 'user', apps: ['factory'] },
      })
    ).json();
    const session = await sessionOf(identity.app, 'worker@factory.test', 'worker-password');

    const refused = await asUser('PUT', '/auth/v1/user', session.access_token, {
      app_metadata: { apps: ['factory', 'compliance'], role: 'super_admin' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'not_admin' });

    // `apps` in the user's own metadata stays there and grants nothing.
    const own = await asUser('PUT', '/auth/v1/user', session.access_token, {
      data: { apps: ['compliance'] },
    });
    expect(own.statusCode).toBe(200);
    const stored = await storedUser(created.id);
    expect(stored.app_metadata).toMatchObject({ role: 'user', apps: ['factory'] });
    expect(stored.user_metadata).toEqual({ apps: ['compliance'] });
    const refreshed = (await refresh(identity.app, session.refresh_token)).json<SessionBody>();
    expect(decodeJwt(refreshed.access_token).app_metadata).toMatchObject({ apps: ['factory'] });

    // Nor can a signed-in user without super_admin reach the admin API to write them.
    const viaAdmin = await admin(
      'PUT',
      `/${created.id}`,
      { app_metadata: { apps: ['compliance'] } },
      session.access_token,
    );
    expect(viaAdmin.statusCode).toBe(403);
    expect(viaAdmin.json()).toMatchObject({ error: 'not_admin' });
  });

  it('needs no grant for the super-admin, nor for identity’s own routes', async () => {
    const root = await sessionOf(identity.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(root.user.app_metadata).not.toHaveProperty('apps');
    expect((await admin('GET', '', undefined, root.access_token)).statusCode).toBe(200);

    for (const [email, apps] of [
      ['no-grants@example.test', undefined],
      ['factory-only@example.test', ['factory']],
    ] as const) {
      await admin('POST', '', {
        email,
        password: 'someones-password',
        email_confirm: true,
        ...(apps ? { app_metadata: { apps } } : {}),
      });
      const session = await sessionOf(identity.app, email, 'someones-password');
      expect((await asUser('GET', '/auth/v1/user', session.access_token)).statusCode).toBe(200);
      const changed = await asUser('PUT', '/auth/v1/user', session.access_token, { data: { theme: 'dark' } });
      expect(changed.statusCode).toBe(200);
      expect((await refresh(identity.app, session.refresh_token)).statusCode).toBe(200);
      expect((await asUser('POST', '/auth/v1/logout', session.access_token)).statusCode).toBe(204);
    }
  });
});
