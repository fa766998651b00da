import { randomBytes, randomUUID } from 'node:crypto';
import { maybeOne, sql } from '@platform/kernel/db';
import { hashPassword } from '@platform/kernel/passwords';
import { type CapturedLogs, captureLogs, startTestService, type TestService } from '@platform/kernel/testing';
import { factoryService } from '../src/app.js';
import { accessTokens } from '../src/auth/tokens.js';
import type { FactoryRole } from '../src/shared/access.js';

export const API = '/api/v1';

export const TEST_JWT_SECRET = 'factory-jwt-secret-for-tests-0123456789abcdef';
export const SUPER_ADMIN_EMAIL = 'root@factory.test';
export const SUPER_ADMIN_PASSWORD = 'root-password-123';
/** The password of every user `createTenant` writes. */
export const TEST_PASSWORD = 'tenant-password-123';

export const TEST_ENV: Record<string, string> = {
  FACTORY_JWT_SECRET: TEST_JWT_SECRET,
  SUPER_ADMIN_EMAIL,
  SUPER_ADMIN_PASSWORD,
  FACTORY_COOKIE_SECURE: 'false',
  // No portal in unit tests: nothing listens on port 0, so a call fails at once and the
  // factory's own plans apply.
  PORTAL_URL: 'http://127.0.0.1:0',
  FACTORY_APP_URL: 'http://app.factory.test',
  // Limits are tested on their own; here they would only get in the way.
  FACTORY_AUTH_RATE_LIMIT_MAX: '100000',
};

/** A test service whose log is kept: `logs` has every line it wrote. */
export type FactoryUnderTest = TestService & { readonly logs: CapturedLogs };

/** Every token the factory has mailed (reset and set-password links), in clear. */
export async function mailedTokens(svc: TestService): Promise<string[]> {
  const mails = await svc.mailbox();
  return mails.flatMap((m) =>
    [...m.text.matchAll(/reset-password\/([\w-]+)/g)].map((match) => match[1] ?? ''),
  );
}

/**
 * The factory service on a fresh database, with the test secrets above. Its log is captured,
 * and closing it fails when any line holds a token the factory mailed: every test file that
 * starts the factory checks that its log never carries a usable link.
 */
export async function startFactory(env: Record<string, string> = {}): Promise<FactoryUnderTest> {
  const logs = captureLogs();
  const svc = await startTestService(factoryService, {
    env: { ...TEST_ENV, ...env },
    logs: logs.destination,
  });
  return {
    ...svc,
    logs,
    async close() {
      const tokens = await mailedTokens(svc).catch(() => []);
      await svc.close();
      const text = logs.text();
      const leaked = tokens.filter((token) => token !== '' && text.includes(token));
      if (leaked.length > 0) throw new Error(`${leaked.length} mailed token(s) written to the log`);
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const tokens = accessTokens(TEST_JWT_SECRET, 3600);

/** A token as the factory signs it, for any claims (an expired one with `ttlSeconds` < 0 is not possible: use a wrong secret). */
export function mintToken(claims: {
  id: string;
  tenantId: string | null;
  role: FactoryRole;
}): Promise<string> {
  return tokens.sign(claims);
}

let passwordHash: Promise<string> | undefined;
/** One argon2 hash per test process: hashing costs ~100 ms. */
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

export interface TestUser {
  readonly id: string;
  readonly email: string;
  readonly token: string;
}

export interface TestTenant {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly plan: string;
  /** The owner; logs in with `email` and TEST_PASSWORD. */
  readonly admin: TestUser;
  /** A plain user of the tenant: no administrator rights. */
  readonly user: TestUser;
}

let sequence = 0;

/**
 * A tenant written straight into the database (active, domain active, settings from its
 * plan), with an administrator who owns it and a plain user, both with TEST_PASSWORD, and
 * tokens for both. `enterprise` unless told, so plan limits stay out of the way.
 */
export async function createTenant(
  svc: TestService,
  options: { plan?: string; status?: 'active' | 'suspended' | 'pending_payment'; name?: string } = {},
): Promise<TestTenant> {
  sequence += 1;
  const tag = `${sequence}-${randomBytes(3).toString('hex')}`;
  const id = randomUUID();
  const slug = `tenant-${tag}`;
  const name = options.name ?? `Tenant ${tag}`;
  const plan = options.plan ?? 'enterprise';
  const db = svc.backends.db;
  const hash = await testPasswordHash();
  await db.query(sql`
    insert into factory.tenants (id, name, slug, plan, settings, domain, domain_status, status)
    select ${id}, ${name}, ${slug}, p.slug,
           jsonb_build_object('maxUsers', p.max_users, 'maxWorkers', p.max_workers),
           ${`${slug}.localhost`}, 'active', ${options.status ?? 'active'}
    from factory.plans p where p.slug = ${plan}`);
  const member = async (role: 'admin' | 'user'): Promise<TestUser> => {
    const userId = randomUUID();
    const email = `${role}-${tag}@example.test`;
    await db.query(sql`
      insert into factory.users (id, tenant_id, name, email, password_hash, role, password_changed_at)
      values (${userId}, ${id}, ${`${role === 'admin' ? 'Admin' : 'User'} ${tag}`}, ${email}, ${hash}, ${role}, now())`);
    return { id: userId, email, token: await mintToken({ id: userId, tenantId: id, role }) };
  };
  const admin = await member('admin');
  const user = await member('user');
  await db.query(sql`update factory.tenants set owner_id = ${admin.id} where id = ${id}`);
  return { id, name, slug, plan, admin, user };
}

/** The bootstrap super-admin's id and a token for it. */
export async function superAdmin(svc: TestService): Promise<TestUser> {
  const row = await maybeOne<{ id: string }>(
    svc.backends.db,
    sql`select id from factory.users where email = ${SUPER_ADMIN_EMAIL}`,
  );
  if (!row) throw new Error('no bootstrap super-admin');
  return {
    id: row.id,
    email: SUPER_ADMIN_EMAIL,
    token: await mintToken({ id: row.id, tenantId: null, role: 'super-admin' }),
  };
}

/** Rows of a factory table matching nothing in particular: `count(svc, 'tenants')`. */
export async function countRows(svc: TestService, table: string): Promise<number> {
  const row = await maybeOne<{ n: number }>(
    svc.backends.db,
    sql`select count(*)::int as n from ${sql.ident('factory', table)}`,
  );
  return row?.n ?? 0;
}
