import { Writable } from 'node:stream';
import { type Db, sql } from '@platform/kernel/db';
import { createLogger } from '@platform/kernel/http';
import {
  bearer,
  createUser,
  type Identity,
  openTestDatabase,
  SERVICE_SECRET,
  signIn,
  startIdentity,
} from './harness.js';

let db: Db;
let identity: Identity;
const logged: string[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  });
  identity = await startIdentity(
    db,
    { CORS_ORIGINS: 'https://app.example.test' },
    createLogger('identity', 'info', sink),
  );
});
afterAll(async () => {
  await identity.app.close();
  await db.close();
});

type Reply = Awaited<ReturnType<Identity['app']['inject']>>;

/** Refused in GoTrue's envelope. */
function expectRefused(res: Reply, status = 400): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({
    error: expect.any(String),
    error_description: expect.any(String),
    code: status,
  });
  expect(res.headers['x-correlation-id']).toEqual(expect.any(String));
}

const rawJson = (
  method: 'POST' | 'PUT',
  url: string,
  payload: string,
  headers: Record<string, string> = {},
) =>
  identity.app.inject({ method, url, headers: { 'content-type': 'application/json', ...headers }, payload });

async function userCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql`select count(*)::int as n from identity.users`);
  return rows[0]?.n ?? 0;
}

describe('text PostgreSQL cannot store', () => {
  it('a NUL in the e-mail of a sign-in', async () => {
    expectRefused(await signIn(identity.app, 'a\u0000b', 'x'));
  });

  it('a NUL or a lone surrogate in sign-up metadata stores nothing', async () => {
    const before = await userCount();
    for (const value of ['"a\\u0000b"', '"\\ud800"']) {
      const res = await rawJson(
        'POST',
        '/auth/v1/signup',
        `{"email":"x@p.test","password":"longpassword1","data":{"x":${value}}}`,
      );
      expectRefused(res);
      expect(res.json().error_description).toContain('body.data.x');
    }
    expect(await userCount()).toBe(before);
  });

  it('a NUL in metadata keys given through the admin API', async () => {
    const res = await rawJson(
      'POST',
      '/auth/v1/admin/users',
      '{"email":"k@p.test","password":"longpassword1","user_metadata":{"a\\u0000":1}}',
      bearer(SERVICE_SECRET),
    );
    expectRefused(res);
  });
});

describe('bounds', () => {
  it('a page past the documented maximum of the admin user list', async () => {
    const res = await identity.app.inject({
      method: 'GET',
      url: '/auth/v1/admin/users?page=1e21',
      headers: bearer(SERVICE_SECRET),
    });
    expectRefused(res);
  });

  it('a ban longer than a date can hold', async () => {
    const user = await createUser(identity.app, { email: 'ban@p.test', password: 'longpassword1' });
    const res = await identity.app.inject({
      method: 'PUT',
      url: `/auth/v1/admin/users/${user.id}`,
      headers: bearer(SERVICE_SECRET),
      payload: { ban_duration: '99999999999h' },
    });
    expectRefused(res);
    expect(res.json().error_description).toContain('ban_duration');
    const { rows } = await db.query<{ banned_until: Date | null }>(
      sql`select banned_until from identity.users where id = ${user.id}`,
    );
    expect(rows[0]?.banned_until).toBeNull();
  });
});

describe('metadata size', () => {
  it('sign-up metadata over 4 KB is refused and nothing is stored; over the body limit it is 413', async () => {
    const before = await userCount();
    const big = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: 'big@p.test', password: 'longpassword1', data: { blob: 'x'.repeat(900_000) } },
    });
    expectRefused(big);
    expect(big.json().error_description).toContain('user_metadata must be at most 4096 bytes');
    const huge = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: 'huge@p.test', password: 'longpassword1', data: { blob: 'x'.repeat(2_000_000) } },
    });
    expectRefused(huge, 413);
    expect(await userCount()).toBe(before);
  });

  it('metadata merged past the bound by successive admin updates is refused by the database, as a 400', async () => {
    const user = await createUser(identity.app, { email: 'grow@p.test', password: 'longpassword1' });
    const update = (key: string) =>
      identity.app.inject({
        method: 'PUT',
        url: `/auth/v1/admin/users/${user.id}`,
        headers: bearer(SERVICE_SECRET),
        payload: { user_metadata: { [key]: 'y'.repeat(3000) } },
      });
    expect((await update('first')).statusCode).toBe(200);
    const second = await update('second');
    expectRefused(second);
    expect(second.json().error_description).toContain('user_metadata');
    const session = await signIn(identity.app, 'grow@p.test', 'longpassword1');
    expect(session.json().user.user_metadata).toEqual({ first: 'y'.repeat(3000) });
    expect(session.json().access_token.length).toBeLessThan(8192);
  });
});

describe('logs', () => {
  it('a failing statement whose parameters hold a password hash leaves no trace of it', async () => {
    await db.exec(`
      create function identity.refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'refused for this test'; end $$;
      create trigger refuse_insert before insert on identity.users
        for each row when (new.email = 'logged@p.test') execute function identity.refuse_insert();`);
    const res = await identity.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: 'logged@p.test', password: 'a-secret-password-1', data: { hint: 'personal' } },
    });
    expect(res.statusCode).toBe(500);
    const text = logged.join('');
    expect(text).toContain('P0001');
    expect(text).toContain('insert into identity.users');
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain('a-secret-password-1');
    expect(text).not.toContain('logged@p.test');
    expect(text).not.toContain('personal');
  });
});

describe('headers', () => {
  it('token responses are not stored by caches; security headers and CORS on the GoTrue routes', async () => {
    await createUser(identity.app, { email: 'h@p.test', password: 'longpassword1', email_confirm: true });
    const token = await signIn(identity.app, 'h@p.test', 'longpassword1');
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    expect(token.headers['x-content-type-options']).toBe('nosniff');
    const preflight = await identity.app.inject({
      method: 'OPTIONS',
      url: '/auth/v1/token?grant_type=password',
      headers: {
        origin: 'https://app.example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,apikey,authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.test');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('apikey');
    const stranger = await identity.app.inject({
      method: 'OPTIONS',
      url: '/auth/v1/token?grant_type=password',
      headers: { origin: 'https://evil.example.test', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
