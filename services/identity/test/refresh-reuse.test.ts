import type { Db } from '@platform/kernel/db';
import { sql } from '@platform/kernel/db';
import { decodeJwt } from 'jose';
import {
  bearer,
  createUser,
  type Identity,
  openTestDatabase,
  refresh,
  type SessionBody,
  sessionOf,
  startIdentity,
} from './harness.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * REFRESH_TOKEN_REUSE_INTERVAL: `identity` keeps the default window (10 s), `strict` a window of
 * one second, which the tests outwait to see a reuse taken for theft.
 */
describe('refresh token reuse window', () => {
  let db: Db;
  let identity: Identity;
  let strict: Identity;
  const user = { email: 'two-tabs@example.test', password: 'two-tabs-password' };

  beforeAll(async () => {
    db = await openTestDatabase();
    identity = await startIdentity(db);
    strict = await startIdentity(db, { REFRESH_TOKEN_REUSE_INTERVAL: '1' });
    await createUser(identity.app, { ...user, email_confirm: true });
  });
  afterAll(async () => {
    await strict.app.close();
    await identity.app.close();
    await db.close();
  });

  const userWith = (app: Identity, accessToken: string) =>
    app.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(accessToken) });

  async function storedTokensOf(sessionId: string): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      sql`select count(*)::int as n from identity.refresh_tokens where session_id = ${sessionId}`,
    );
    return rows[0]?.n ?? 0;
  }

  it('answers two refreshes racing with one token alike, and the session lives on', async () => {
    const signedIn = await sessionOf(identity.app, user.email, user.password);
    const [a, b] = await Promise.all([
      refresh(identity.app, signedIn.refresh_token),
      refresh(identity.app, signedIn.refresh_token),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [tabA, tabB] = [a.json<SessionBody>(), b.json<SessionBody>()];
    // Both tabs hold the session's one current refresh token; nothing was rotated twice.
    expect(tabA.refresh_token).toBe(tabB.refresh_token);
    expect(tabA.refresh_token).not.toBe(signedIn.refresh_token);
    const sessionId = decodeJwt(tabA.access_token).session_id as string;
    expect(decodeJwt(tabB.access_token).session_id).toBe(sessionId);
    expect(await storedTokensOf(sessionId)).toBe(2);
    for (const tab of [tabA, tabB]) {
      expect(tab.user.email).toBe(user.email);
      expect((await userWith(identity, tab.access_token)).statusCode).toBe(200);
    }

    const further = await refresh(identity.app, tabB.refresh_token);
    expect(further.statusCode).toBe(200);
    const next = further.json<SessionBody>();
    expect((await userWith(identity, next.access_token)).statusCode).toBe(200);
    expect((await refresh(identity.app, next.refresh_token)).statusCode).toBe(200);
  });

  it('hands a late tab the current token even after further rotations, without rotating again', async () => {
    const signedIn = await sessionOf(identity.app, user.email, user.password);
    const second = (await refresh(identity.app, signedIn.refresh_token)).json<SessionBody>();
    const third = (await refresh(identity.app, second.refresh_token)).json<SessionBody>();

    const late = await refresh(identity.app, signedIn.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(late.json<SessionBody>().refresh_token).toBe(third.refresh_token);
    // The tab that rotated keeps a working token: the late one was not spent anew.
    expect((await refresh(identity.app, third.refresh_token)).statusCode).toBe(200);
  });

  it('takes a reuse after the window for theft and ends the session, newer tokens too', async () => {
    const signedIn = await sessionOf(strict.app, user.email, user.password);
    const second = (await refresh(strict.app, signedIn.refresh_token)).json<SessionBody>();
    const third = (await refresh(strict.app, second.refresh_token)).json<SessionBody>();
    await sleep(1_300);

    const reuse = await refresh(strict.app, signedIn.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Invalid Refresh Token: Already Used',
    });
    const newest = await refresh(strict.app, third.refresh_token);
    expect(newest.statusCode).toBe(400);
    expect(newest.json()).toMatchObject({ error: 'invalid_grant' });
    const me = await userWith(strict, third.access_token);
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ error: 'session_not_found' });
  });

  it('leaves the other sessions of the user alone when one is ended for a reuse', async () => {
    const other = await sessionOf(strict.app, user.email, user.password);
    const victim = await sessionOf(strict.app, user.email, user.password);
    await refresh(strict.app, victim.refresh_token);
    await sleep(1_300);
    expect((await refresh(strict.app, victim.refresh_token)).statusCode).toBe(400);
    expect((await refresh(strict.app, other.refresh_token)).statusCode).toBe(200);
  });

  it('hands nothing back within the window once the session was signed out', async () => {
    const signedIn = await sessionOf(identity.app, user.email, user.password);
    const second = (await refresh(identity.app, signedIn.refresh_token)).json<SessionBody>();
    const out = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: bearer(second.access_token),
    });
    expect(out.statusCode).toBe(204);
    const reuse = await refresh(identity.app, signedIn.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
