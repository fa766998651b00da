import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityService } from '@platform/identity/app';
import { loadConfig, platformVars } from '@platform/kernel/config';
import { sql } from '@platform/kernel/db';
import { createLogger, type HttpApp, type Listener } from '@platform/kernel/http';
import type { MailboxEntry } from '@platform/kernel/mail';
import { type OpenBackends, openBackends, type ServiceModule } from '@platform/kernel/runtime';
import { createScratchDatabase, freePort, readMailbox } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceService } from '../src/app.js';
import { API, bearer, TEST_ENV } from './harness.js';

/*
 * An administrator managing the team, with identity and compliance on one runtime as `npm
 * start` runs them (one database, one bus): the tokens are identity's own, verified by
 * compliance against its JWKS, and sessions identity ends are refused by compliance too. The
 * invitation mail is the one identity writes, and its link is followed as a browser would.
 */

const SITE = 'https://app.example.test';
const ROOT = { email: 'root@team.test', password: 'root-password-0123' };
const SERVICE_SECRET = `team-service-secret-${randomBytes(6).toString('hex')}`;

let dataDir: string;
let identityUrl: string;
let identity: HttpApp;
let compliance: HttpApp;
let backends: OpenBackends;
let closeAll: () => Promise<void>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'compliance-team-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  const identityPort = await freePort();
  identityUrl = `http://127.0.0.1:${identityPort}/auth/v1`;
  const env: Record<string, string> = {
    ...TEST_ENV,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVICE_SECRET,
    URL_SIGNING_SECRET: `team-url-signing-secret-${randomBytes(6).toString('hex')}`,
    IDENTITY_URL: identityUrl,
    IDENTITY_PORT: String(identityPort),
    SUPER_ADMIN_EMAIL: ROOT.email,
    SUPER_ADMIN_PASSWORD: ROOT.password,
    SITE_URL: SITE,
    COMPLIANCE_APP_URL: SITE,
    QUEUE_PREFIX: `test.team.${randomBytes(6).toString('hex')}`,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(process.env.AMQP_URL ? { AMQP_URL: process.env.AMQP_URL } : {}),
  };
  backends = await openBackends(
    loadConfig(platformVars, { env, secretsDir: dataDir }),
    'platform',
    createLogger('team', 'silent'),
  );
  const listeners: Listener[] = [];
  const build = async (module: ServiceModule) => {
    const built = await module.build(loadConfig(module.vars, { env, secretsDir: dataDir }), backends);
    listeners.push(...built);
    return built[0]?.app as HttpApp;
  };
  identity = await build(identityService);
  await identity.listen({ port: identityPort, host: '127.0.0.1' });
  compliance = await build(complianceService);
  closeAll = async () => {
    for (const l of listeners) await l.app.close();
    await backends.close();
    await scratch?.drop();
  };
}, 180_000);

afterAll(async () => {
  await closeAll?.();
  rmSync(dataDir, { recursive: true, force: true });
});

// --- identity, as a browser and the admin API see it ---------------------------------------

async function signIn(email: string, password: string) {
  const res = await identity.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
  });
  return res;
}

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await signIn(email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token;
}

async function identityUser(id: string) {
  return identity.inject({
    method: 'GET',
    url: `/auth/v1/admin/users/${id}`,
    headers: bearer(SERVICE_SECRET),
  });
}

const mailbox = (): Promise<MailboxEntry[]> => readMailbox(join(dataDir, 'mail'));

async function lastMailTo(address: string): Promise<MailboxEntry | undefined> {
  return (await mailbox()).filter((mail) => mail.to.includes(address)).at(-1);
}

function verifyLinkOf(mail: MailboxEntry | undefined): URL {
  const match = /https?:\/\/\S+\/verify\?\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no link in ${JSON.stringify(mail?.text)}`);
  return new URL(match[0]);
}

/**
 * Follows the invitation as the person would: the link at identity, the web app's callback it
 * leads to (with the session in the fragment), the password chosen there with the session.
 */
async function acceptInvitation(email: string, password: string): Promise<URL> {
  const link = verifyLinkOf(await lastMailTo(email));
  const followed = await identity.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(followed.statusCode).toBe(303);
  const landing = new URL(String(followed.headers.location));
  const access = new URLSearchParams(landing.hash.slice(1)).get('access_token') ?? '';
  const chosen = await identity.inject({
    method: 'PUT',
    url: '/auth/v1/user',
    headers: bearer(access),
    payload: { password },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return landing;
}

// --- compliance ------------------------------------------------------------------------------

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  compliance.inject({
    method,
    url: `${API}${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The status compliance settles on for `token` within `ms` (revocations arrive over the bus). */
async function settlesOn(token: string, status: number, ms = 5000): Promise<number> {
  const until = Date.now() + ms;
  let last = (await call('GET', '/users', token)).statusCode;
  while (last !== status && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    last = (await call('GET', '/users', token)).statusCode;
  }
  return last;
}

let counter = 0;
const unique = (name: string) => `${name}-${++counter}-${randomBytes(3).toString('hex')}@team.test`;

interface Practice {
  readonly tenantId: string;
  readonly admin: { readonly id: string; readonly email: string; readonly token: string };
}

/** A practice signed up through compliance (FREE plan), its administrator signed in at identity. */
async function signUp(): Promise<Practice> {
  const email = unique('founder');
  const res = await call('POST', '/tenants/signup', undefined, {
    organizationName: `Sharma & Associates ${counter}`,
    entityType: 'PARTNERSHIP',
    email,
    password: 'founder-password-1',
  });
  expect(res.statusCode, res.body).toBe(201);
  const { tenant, user } = res.json().data;
  return {
    tenantId: tenant.id,
    admin: { id: user.id, email, token: await tokenOf(email, 'founder-password-1') },
  };
}

async function roleRow(id: string): Promise<string | undefined> {
  const { rows } = await backends.db.query<{ role: string }>(
    sql`select r.name as role from compliance.users u join compliance.roles r on r.id = u.role_id where u.id = ${id}`,
  );
  return rows[0]?.role;
}

async function auditRows(tenantId: string, action: string) {
  const { rows } = await backends.db.query<{
    entity_id: string;
    user_id: string;
    details: Record<string, unknown>;
    changes: unknown[];
  }>(
    sql`select entity_id, user_id, details, changes from compliance.audit_logs
        where tenant_id = ${tenantId}::uuid and action = ${action} order by created_at`,
  );
  return rows;
}

async function usageOf(token: string, query = '') {
  const res = await call('GET', `/tenants/current/usage${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('inviting a person without a password', () => {
  it('mails an invitation whose link leads to choosing a password, then to signing in with the grant', async () => {
    const practice = await signUp();
    const email = unique('clerk');
    const res = await call('POST', '/users', practice.admin.token, { email, name: 'Kavya Clerk' });
    expect(res.statusCode, res.body).toBe(201);
    const invited = res.json().data;
    expect(invited).toMatchObject({
      email,
      name: 'Kavya Clerk',
      role: 'user',
      tenantId: practice.tenantId,
      invited: true,
    });

    // Identity knows the person, with the tenant, the role and the compliance grant, but no password yet.
    const stored = (await identityUser(invited.id)).json();
    expect(stored).toMatchObject({
      email,
      email_confirmed_at: null,
      user_metadata: { tenantId: practice.tenantId, name: 'Kavya Clerk' },
      app_metadata: { role: 'user', apps: ['compliance'] },
    });
    expect((await signIn(email, 'any-password-1')).statusCode).toBe(400);

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('You have been invited');
    expect(mail?.text).toContain('accept the invitation and choose your password');
    // Worded as an invitation, not as a recovery (the link itself aside).
    expect(mail?.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/reset|recover/i);
    const link = verifyLinkOf(mail);
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe(
      `${SITE}/auth/callback?next=%2Faccount%3Frecovered%3D1`,
    );

    const landing = await acceptInvitation(email, 'kavya-chose-this-1');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/auth/callback`);
    expect(landing.searchParams.get('next')).toBe('/account?recovered=1');
    expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('invite');

    const session = await signIn(email, 'kavya-chose-this-1');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.app_metadata).toMatchObject({ role: 'user', apps: ['compliance'] });
    const listed = await call('GET', '/users', session.json().access_token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((u: { email: string }) => u.email)).toContain(email);

    const [audit] = await auditRows(practice.tenantId, 'USER_INVITED');
    expect(audit).toMatchObject({
      entity_id: invited.id,
      user_id: practice.admin.id,
      details: { email, role: 'user' },
    });
  });

  it('keeps POST /users with a password working: no mail, signs in at once, granted compliance', async () => {
    const practice = await signUp();
    const email = unique('direct');
    const res = await call('POST', '/users', practice.admin.token, {
      email,
      name: 'Direct',
      password: 'direct-password-1',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ role: 'admin', invited: false });
    expect(await lastMailTo(email)).toBeUndefined();
    const session = await signIn(email, 'direct-password-1');
    expect(session.json().user.app_metadata).toMatchObject({ role: 'admin', apps: ['compliance'] });
    // The signed-up founder has the grant too.
    expect((await identityUser(practice.admin.id)).json().app_metadata.apps).toEqual(['compliance']);
    expect(await auditRows(practice.tenantId, 'USER_CREATED')).toHaveLength(1);
  });

  it('answers an address identity knows already 409 and leaves nothing behind', async () => {
    const practice = await signUp();
    const other = await signUp();
    const res = await call('POST', '/users', practice.admin.token, {
      email: other.admin.email,
      name: 'Taken',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { field: 'email' } });
    expect((await usageOf(practice.admin.token)).usage.users.used).toBe(1);
    expect(await lastMailTo(other.admin.email)).toBeUndefined();
  });

  it('refuses a short password and unknown fields with 400, creating nobody', async () => {
    const practice = await signUp();
    const email = unique('bad');
    for (const payload of [
      { email, name: 'Bad', password: 'short' },
      { email, name: 'Bad', sendMail: true },
      { email, name: 'Bad', role: 'super_admin' },
    ]) {
      const res = await call('POST', '/users', practice.admin.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await lastMailTo(email)).toBeUndefined();
    expect((await usageOf(practice.admin.token)).usage.users.used).toBe(1);
  });
});

describe('the plan and its usage', () => {
  it('tells what is used against each limit, and a refused creation gives its figures', async () => {
    const practice = await signUp();
    const token = practice.admin.token;
    expect(await usageOf(token)).toEqual({
      tenantId: practice.tenantId,
      plan: expect.objectContaining({
        id: 'FREE',
        name: 'Free',
        limits: { entities: 1, users: 2, workflows: 5 },
      }),
      usage: {
        entities: { used: 0, limit: 1, remaining: 1 },
        users: { used: 1, limit: 2, remaining: 1 },
        workflows: { used: 0, limit: 5, remaining: 5 },
      },
    });

    const entity = await call('POST', '/entities', token, { name: 'Sharma Textiles LLP', entityType: 'LLP' });
    expect(entity.statusCode, entity.body).toBe(201);
    const entityId = entity.json().data.id;
    const templates = await call('GET', `/workflows/templates?entityId=${entityId}`, token);
    const templateId = templates.json().data[0]?.id;
    const instance = await call('POST', '/workflows/instances', token, {
      tenantId: practice.tenantId,
      templateId,
      entityId,
    });
    expect(instance.statusCode, instance.body).toBe(201);
    expect(
      (await call('POST', '/users', token, { email: unique('second'), name: 'Second' })).statusCode,
    ).toBe(201);

    const used = await usageOf(token);
    expect(used.usage).toEqual({
      entities: { used: 1, limit: 1, remaining: 0 },
      users: { used: 2, limit: 2, remaining: 0 },
      workflows: { used: 1, limit: 5, remaining: 4 },
    });

    const third = unique('third');
    const refused = await call('POST', '/users', token, { email: third, name: 'Third' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'The Free plan allows at most 2 users; 2 in use',
      details: { limit: 'users', max: 2, current: 2, plan: 'FREE' },
    });
    expect(await lastMailTo(third)).toBeUndefined();
    const entityRefused = await call('POST', '/entities', token, { name: 'Second Firm', entityType: 'LLP' });
    expect(entityRefused.json()).toMatchObject({ details: { limit: 'entities', max: 1, current: 1 } });
  });

  it('serves every member of the tenant, a super-administrator naming one, and no other tenant', async () => {
    const practice = await signUp();
    const other = await signUp();
    const email = unique('member');
    await call('POST', '/users', practice.admin.token, {
      email,
      name: 'Member',
      password: 'member-password-1',
    });
    const member = await tokenOf(email, 'member-password-1');
    expect((await usageOf(member)).usage.users.used).toBe(2);

    const root = await tokenOf(ROOT.email, ROOT.password);
    expect((await call('GET', '/tenants/current/usage', root)).statusCode).toBe(400);
    expect((await usageOf(root, `?tenantId=${practice.tenantId}`)).tenantId).toBe(practice.tenantId);

    const theirs = await call(
      'GET',
      `/tenants/current/usage?tenantId=${other.tenantId}`,
      practice.admin.token,
    );
    expect(theirs.statusCode).toBe(403);
    expect((await call('GET', '/tenants/current/usage')).statusCode).toBe(401);
  });
});

describe('PATCH /users/:id (the role)', () => {
  it('changes the role here and in identity, audited; a demotion ends the person’s sessions', async () => {
    const practice = await signUp();
    const email = unique('promoted');
    const created = await call('POST', '/users', practice.admin.token, {
      email,
      name: 'Promoted',
      password: 'promoted-password-1',
    });
    const id = created.json().data.id;

    const promoted = await call('PATCH', `/users/${id}`, practice.admin.token, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data).toMatchObject({ id, email, role: 'admin', tenantId: practice.tenantId });
    expect(await roleRow(id)).toBe('admin');
    expect((await identityUser(id)).json().app_metadata).toMatchObject({
      role: 'admin',
      apps: ['compliance'],
    });
    const [audit] = await auditRows(practice.tenantId, 'USER_ROLE_CHANGED');
    expect(audit).toMatchObject({
      entity_id: id,
      user_id: practice.admin.id,
      changes: [{ field: 'role', oldValue: 'user', newValue: 'admin' }],
    });

    // Signed in as an administrator; demoted, that token stops working at compliance.
    const adminToken = await tokenOf(email, 'promoted-password-1');
    expect((await call('GET', '/tenants/current/usage', adminToken)).statusCode).toBe(200);
    const demoted = await call('PATCH', `/users/${id}`, practice.admin.token, { role: 'user' });
    expect(demoted.json().data.role).toBe('user');
    expect(await settlesOn(adminToken, 401)).toBe(401);
    const again = await signIn(email, 'promoted-password-1');
    expect(again.json().user.app_metadata.role).toBe('user');
    const asUser = await call('POST', '/users', again.json().access_token, { email: unique('x'), name: 'X' });
    expect(asUser.statusCode).toBe(403);

    // The same role again changes nothing.
    expect((await call('PATCH', `/users/${id}`, practice.admin.token, { role: 'user' })).statusCode).toBe(
      200,
    );
    expect(await auditRows(practice.tenantId, 'USER_ROLE_CHANGED')).toHaveLength(2);
  });

  it('keeps the last administrator: 409 LAST_ADMINISTRATOR, nothing changed', async () => {
    const practice = await signUp();
    const res = await call('PATCH', `/users/${practice.admin.id}`, practice.admin.token, { role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'LAST_ADMINISTRATOR' } });
    expect(await roleRow(practice.admin.id)).toBe('admin');
    expect((await identityUser(practice.admin.id)).json().app_metadata.role).toBe('admin');
    expect(await auditRows(practice.tenantId, 'USER_ROLE_CHANGED')).toEqual([]);

    // With a second administrator, stepping down is allowed.
    const email = unique('successor');
    const successor = await call('POST', '/users', practice.admin.token, {
      email,
      name: 'Successor',
      password: 'successor-password-1',
      role: 'admin',
    });
    expect(successor.statusCode).toBe(201);
    const stepDown = await call('PATCH', `/users/${practice.admin.id}`, practice.admin.token, {
      role: 'user',
    });
    expect(stepDown.statusCode).toBe(200);
    expect(await roleRow(practice.admin.id)).toBe('user');
    const successorToken = await tokenOf(email, 'successor-password-1');
    const last = await call('PATCH', `/users/${successor.json().data.id}`, successorToken, { role: 'user' });
    expect(last.json().details).toEqual({ reason: 'LAST_ADMINISTRATOR' });
  });

  it('is 404 for another tenant’s user or an unknown one, 400 for bad input, 403 for a user', async () => {
    const practice = await signUp();
    const other = await signUp();
    const theirs = await call('PATCH', `/users/${other.admin.id}`, practice.admin.token, { role: 'user' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(other.admin.email);
    expect(await roleRow(other.admin.id)).toBe('admin');
    expect(
      (
        await call('PATCH', '/users/00000000-0000-4000-8000-000000000000', practice.admin.token, {
          role: 'user',
        })
      ).statusCode,
    ).toBe(404);
    for (const [path, body] of [
      [`/users/${practice.admin.id}`, { role: 'super_admin' }],
      [`/users/${practice.admin.id}`, { role: 'admin', name: 'Renamed' }],
      [`/users/${practice.admin.id}`, {}],
      ['/users/not-a-uuid', { role: 'user' }],
    ] as const) {
      const res = await call('PATCH', path, practice.admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const email = unique('plain');
    await call('POST', '/users', practice.admin.token, {
      email,
      name: 'Plain',
      password: 'plain-password-1',
    });
    const plain = await tokenOf(email, 'plain-password-1');
    expect((await call('PATCH', `/users/${practice.admin.id}`, plain, { role: 'user' })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', `/users/${practice.admin.id}`, undefined, { role: 'user' })).statusCode).toBe(
      401,
    );
    expect(await roleRow(practice.admin.id)).toBe('admin');
  });
});

describe('DELETE /users/:id', () => {
  it('removes the person: their sessions stop, the seat is free, the audit says so', async () => {
    const practice = await signUp();
    const email = unique('leaver');
    const invited = await call('POST', '/users', practice.admin.token, { email, name: 'Leaver' });
    const id = invited.json().data.id;
    await acceptInvitation(email, 'leaver-password-1');
    const token = await tokenOf(email, 'leaver-password-1');
    expect((await call('GET', '/users', token)).statusCode).toBe(200);
    expect((await usageOf(practice.admin.token)).usage.users).toEqual({ used: 2, limit: 2, remaining: 0 });

    const removed = await call('DELETE', `/users/${id}`, practice.admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'User removed', data: { id, email, role: 'user' } });
    expect(await roleRow(id)).toBeUndefined();
    expect(await settlesOn(token, 401)).toBe(401);
    // Compliance was their only product: the account is gone, and the address free again.
    expect((await identityUser(id)).statusCode).toBe(404);
    expect((await signIn(email, 'leaver-password-1')).statusCode).toBe(400);
    const [audit] = await auditRows(practice.tenantId, 'USER_REMOVED');
    expect(audit).toMatchObject({
      entity_id: id,
      user_id: practice.admin.id,
      details: { email, role: 'user', identity: 'account_deleted' },
    });

    expect((await usageOf(practice.admin.token)).usage.users).toEqual({ used: 1, limit: 2, remaining: 1 });
    const back = await call('POST', '/users', practice.admin.token, { email, name: 'Leaver, again' });
    expect(back.statusCode, back.body).toBe(201);
    expect((await call('DELETE', `/users/${id}`, practice.admin.token)).statusCode).toBe(404);
  });

  it('keeps the person’s other products, taking only compliance away', async () => {
    const practice = await signUp();
    const email = unique('learner');
    const created = await call('POST', '/users', practice.admin.token, {
      email,
      name: 'Learner',
      password: 'learner-password-1',
    });
    const id = created.json().data.id;
    const granted = await identity.inject({
      method: 'PUT',
      url: `/auth/v1/admin/users/${id}`,
      headers: bearer(SERVICE_SECRET),
      payload: { app_metadata: { apps: ['compliance', 'training'] } },
    });
    expect(granted.statusCode).toBe(200);
    const token = await tokenOf(email, 'learner-password-1');

    expect((await call('DELETE', `/users/${id}`, practice.admin.token)).statusCode).toBe(200);
    expect(await settlesOn(token, 401)).toBe(401);
    expect((await identityUser(id)).json().app_metadata).toMatchObject({ apps: ['training'] });
    const again = await tokenOf(email, 'learner-password-1');
    expect((await call('GET', '/users', again)).statusCode).toBe(403);
    expect((await auditRows(practice.tenantId, 'USER_REMOVED'))[0]?.details).toMatchObject({
      identity: 'product_revoked',
    });
  });

  it('keeps the last administrator, another tenant’s users and everyone for a user’s token', async () => {
    const practice = await signUp();
    const other = await signUp();
    const self = await call('DELETE', `/users/${practice.admin.id}`, practice.admin.token);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'LAST_ADMINISTRATOR' } });
    expect(await roleRow(practice.admin.id)).toBe('admin');
    expect((await call('GET', '/users', practice.admin.token)).statusCode).toBe(200);

    expect((await call('DELETE', `/users/${other.admin.id}`, practice.admin.token)).statusCode).toBe(404);
    expect(await roleRow(other.admin.id)).toBe('admin');
    expect((await identityUser(other.admin.id)).statusCode).toBe(200);

    const email = unique('plain');
    await call('POST', '/users', practice.admin.token, {
      email,
      name: 'Plain',
      password: 'plain-password-1',
    });
    const plain = await tokenOf(email, 'plain-password-1');
    expect((await call('DELETE', `/users/${practice.admin.id}`, plain)).statusCode).toBe(403);
    expect((await call('DELETE', '/users/not-a-uuid', practice.admin.token)).statusCode).toBe(400);
    expect(await auditRows(practice.tenantId, 'USER_REMOVED')).toEqual([]);
  });
});
