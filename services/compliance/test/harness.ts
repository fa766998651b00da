import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import { startTestService, type TestService } from '@platform/kernel/testing';
import { complianceService } from '../src/app.js';

export const API = '/api/v1';

/** The general limits are tested on their own (rate-limit.test.ts); here they would only get in the way. */
export const TEST_ENV = {
  RATE_LIMIT_IP_MAX: '1000000',
  RATE_LIMIT_USER_MAX: '1000000',
};

/**
 * The compliance service on a fresh database and bus. Each run has queues of its own, so that
 * test files sharing one RabbitMQ never consume each other's events.
 */
export function startCompliance(env: Record<string, string> = {}): Promise<TestService> {
  return startTestService(complianceService, {
    env: { ...TEST_ENV, QUEUE_PREFIX: `test.compliance.${randomBytes(6).toString('hex')}`, ...env },
  });
}

/** The workflow listener (`{workflow_url}`) of a started service. */
export function workflowApp(svc: TestService): HttpApp {
  const listener = svc.listeners.find((l) => l.name === 'workflow');
  if (!listener) throw new Error('no workflow listener');
  return listener.app as HttpApp;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What the tokens of compliance's own people grant (`app_metadata.apps`). */
export const GRANTED = ['compliance'] as const;

export type PlanCode = 'FREE' | 'STARTER' | 'PROFESSIONAL' | 'ENTERPRISE';

export interface TestTenant {
  readonly id: string;
  readonly name: string;
  readonly admin: { readonly id: string; readonly email: string; readonly token: string };
  readonly user: { readonly id: string; readonly email: string; readonly token: string };
}

let sequence = 0;

/**
 * A tenant written straight into the database, with an administrator and a user (rows of
 * `compliance.users`) and tokens for both. ENTERPRISE unless told, so plan limits stay out of
 * the way of tests that are not about them.
 */
export async function createTenant(
  svc: TestService,
  options: { plan?: PlanCode; name?: string; entityType?: string } = {},
): Promise<TestTenant> {
  sequence += 1;
  const tag = `${sequence}-${randomBytes(3).toString('hex')}`;
  const id = randomUUID();
  const name = options.name ?? `Tenant ${tag}`;
  const db = svc.backends.db;
  await db.query(sql`
    insert into compliance.tenants (id, name, entity_type, contact_email, subscription_plan)
    values (${id}::uuid, ${name}, ${options.entityType ?? 'PRIVATE_LIMITED'}, ${`contact-${tag}@example.test`},
            ${options.plan ?? 'ENTERPRISE'})`);
  const member = async (role: 'admin' | 'user') => {
    const userId = randomUUID();
    const email = `${role}-${tag}@example.test`;
    await db.query(sql`
      insert into compliance.users (id, tenant_id, role_id, email, name)
      values (${userId}, ${id}::uuid, (select id from compliance.roles where name = ${role}), ${email},
              ${`${role === 'admin' ? 'Admin' : 'User'} ${tag}`})`);
    const token = await svc.issuer.mint({ sub: userId, email, role, tenantId: id, apps: GRANTED });
    return { id: userId, email, token };
  };
  return { id, name, admin: await member('admin'), user: await member('user') };
}

/** A super-administrator's token (no tenant of its own). */
export function superAdminToken(svc: TestService): Promise<string> {
  return svc.issuer.mint({ sub: randomUUID(), email: 'root@example.test', role: 'super_admin' });
}

export interface TestEntity {
  readonly id: string;
  readonly tenantId: string;
  readonly name: string;
  readonly entityType: string;
  readonly isListed: boolean;
  readonly profileData: Record<string, unknown>;
  readonly version: number;
}

/** An entity written straight into the database (version 1). */
export async function createEntity(
  svc: TestService,
  tenantId: string,
  fields: {
    name?: string;
    entityType?: string;
    isListed?: boolean;
    profileData?: Record<string, unknown>;
  } = {},
): Promise<TestEntity> {
  sequence += 1;
  const entity: TestEntity = {
    id: randomUUID(),
    tenantId,
    name: fields.name ?? `Entity ${sequence} Private Limited`,
    entityType: fields.entityType ?? 'PRIVATE_LIMITED',
    isListed: fields.isListed ?? false,
    profileData: fields.profileData ?? {
      companyName: fields.name ?? `Entity ${sequence} Private Limited`,
      cin: 'U72900MH2020PTC123456',
      directors: [{ name: 'Asha Rao', din: '01234567', designation: 'Director' }],
    },
    version: 1,
  };
  await svc.backends.db.query(sql`
    insert into compliance.entities (id, tenant_id, name, entity_type, is_listed, profile_data)
    values (${entity.id}::uuid, ${tenantId}::uuid, ${entity.name}, ${entity.entityType}, ${entity.isListed},
            ${JSON.stringify(entity.profileData)}::jsonb)`);
  return entity;
}

export async function countRows(svc: TestService, table: string, where = sql`true`): Promise<number> {
  const { rows } = await svc.backends.db.query<{ n: number }>(
    sql`select count(*)::int as n from ${sql.ident('compliance', table)} where ${where}`,
  );
  return rows[0]?.n ?? 0;
}
