import type { Db } from '@platform/kernel/db';
import { bearer, createUser, type Identity, openTestDatabase, sessionOf, startIdentity } from './harness.js';

/** The signed-in hot path: remembered signatures, never remembered sessions. */
let db: Db;
let identity: Identity;
beforeAll(async () => {
  db = await openTestDatabase();
  identity = await startIdentity(db);
});
afterAll(async () => {
  await identity.app.close();
  await db.close();
});

const me = (token: string) =>
  identity.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(token) });

describe('GET /user under concurrency', () => {
  it('answers each caller with their own user when many arrive together', async () => {
    const sessions = [];
    for (let i = 0; i < 6; i++) {
      await createUser(identity.app, { email: `crowd-${i}@example.test`, password: `crowd-password-${i}` });
      sessions.push(await sessionOf(identity.app, `crowd-${i}@example.test`, `crowd-password-${i}`));
    }
    const answers = await Promise.all(sessions.flatMap((s) => [me(s.access_token), me(s.access_token)]));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.map((a) => a.json<{ email: string }>().email)).toEqual(
      sessions.flatMap((_, i) => [`crowd-${i}@example.test`, `crowd-${i}@example.test`]),
    );
  });

  it('refuses a signed-out session on the very next request, though its token was just verified', async () => {
    await createUser(identity.app, { email: 'quick@example.test', password: 'quick-password-1' });
    const s = await sessionOf(identity.app, 'quick@example.test', 'quick-password-1');
    expect((await me(s.access_token)).statusCode).toBe(200);
    const [before, out] = await Promise.all([
      me(s.access_token),
      identity.app.inject({ method: 'POST', url: '/auth/v1/logout', headers: bearer(s.access_token) }),
    ]);
    expect(before.statusCode).toBe(200);
    expect(out.statusCode).toBe(204);
    const after = await me(s.access_token);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ error: 'session_not_found' });
  });

  it('still refuses a tampered token after the genuine one was remembered', async () => {
    await createUser(identity.app, { email: 'tamper@example.test', password: 'tamper-password-1' });
    const s = await sessionOf(identity.app, 'tamper@example.test', 'tamper-password-1');
    expect((await me(s.access_token)).statusCode).toBe(200);
    const [header, payload, signature] = s.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000001' })).toString('base64url')}.${signature}`;
    expect((await me(forged)).statusCode).toBe(401);
  });
});
