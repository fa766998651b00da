import { ConfigError } from '@platform/kernel/config';
import type { Db } from '@platform/kernel/db';
import {
  bearer,
  type Identity,
  openTestDatabase,
  recordingLogger,
  SERVICE_SECRET,
  SUPER_ADMIN,
  sessionOf,
  startIdentity,
  testConfig,
} from './harness.js';

let db: Db;
const running: Identity[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  for (const identity of running) await identity.app.close();
  await db.close();
});

async function start(env: Record<string, string | undefined> = {}, lines?: string[]): Promise<Identity> {
  const identity = await startIdentity(db, env, lines ? recordingLogger(lines) : undefined);
  running.push(identity);
  return identity;
}

async function kidsOf(identity: Identity): Promise<string[]> {
  const res = await identity.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' });
  return res.json<{ keys: { kid: string }[] }>().keys.map((k) => k.kid);
}

async function usersWithEmail(identity: Identity, email: string): Promise<number> {
  const res = await identity.app.inject({
    method: 'GET',
    url: `/auth/v1/admin/users?filter=${encodeURIComponent(email)}`,
    headers: bearer(SERVICE_SECRET),
  });
  return Number(res.headers['x-total-count']);
}

describe('bootstrap', () => {
  it('two replicas starting at once on an empty database end up with one key and one super-admin', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    if (!a || !b) throw new Error('replicas did not start');
    const kids = await kidsOf(a);
    expect(kids).toHaveLength(1);
    expect(await kidsOf(b)).toEqual(kids);
    expect(await usersWithEmail(a, SUPER_ADMIN.email)).toBe(1);
  });

  it('a restart keeps the signing key, honours earlier tokens and does not duplicate the super-admin', async () => {
    const before = await start();
    const kids = await kidsOf(before);
    const session = await sessionOf(before.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await before.app.close();

    const after = await start();
    expect(await kidsOf(after)).toEqual(kids);
    const me = await after.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(await usersWithEmail(after, SUPER_ADMIN.email)).toBe(1);
  });

  it('generates the super-admin password when unset and shows it only at creation', async () => {
    const env = { SUPER_ADMIN_EMAIL: 'generated@example.test', SUPER_ADMIN_PASSWORD: undefined };
    const firstLog: string[] = [];
    const first = await start(env, firstLog);
    const announcement = firstLog.find((line) => line.includes('generated password'));
    const password = /generated password (\S+)/.exec(announcement ?? '')?.[1];
    expect(password).toBeDefined();
    const session = await sessionOf(first.app, 'generated@example.test', password ?? '');
    expect(session.user.app_metadata).toMatchObject({ role: 'super_admin' });

    const laterLog: string[] = [];
    await start(env, laterLog);
    expect(laterLog.join('\n')).not.toContain('generated password');
  });

  it('refuses to start in production without a super-admin password', () => {
    expect(() => testConfig({ NODE_ENV: 'production', SUPER_ADMIN_PASSWORD: undefined })).toThrow(
      ConfigError,
    );
    expect(() => testConfig({ NODE_ENV: 'production', SUPER_ADMIN_PASSWORD: undefined })).toThrow(
      /SUPER_ADMIN_PASSWORD/,
    );
  });
});
