import { randomUUID } from 'node:crypto';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type SqlQuery, sql } from '@platform/kernel/db';
import { conflict, forbidden } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { COMPLIANCE_PRODUCT } from '../config.js';
import { recordAudit } from '../shared/audit-log.js';
import type { TenantCaller, Visitor } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { orderBy } from '../shared/sort.js';
import { emailInUse, insertUser } from '../users/store.js';
import { insertTenant, listTenants, TENANT_SORT, type TenantRow } from './store.js';

export interface TenantView {
  id: string;
  name: string;
  entityType: string;
  contactEmail: string | null;
  contactPhone: string | null;
  gstin: string | null;
  pan: string | null;
  registrationNumber: string | null;
  subscriptionPlan: string;
  createdAt: string;
  updatedAt: string;
}

export function tenantView(row: TenantRow): TenantView {
  return {
    id: row.id,
    name: row.name,
    entityType: row.entity_type,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    gstin: row.gstin,
    pan: row.pan,
    registrationNumber: row.registration_number,
    subscriptionPlan: row.subscription_plan,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface SignupInput {
  readonly organizationName: string;
  readonly entityType: string;
  readonly email: string;
  readonly password: string;
  readonly phone?: string | undefined;
  readonly gstin?: string | undefined;
  readonly pan?: string | undefined;
}

const duplicateEmail = () => conflict('A user with this e-mail address already exists', { field: 'email' });

/**
 * Self-signup: the identity user (the tenant's administrator, who can sign in at once), then
 * the tenant, its user row and the audit row in one transaction. Steps with compensation: when
 * anything after the identity user fails, the identity user is deleted again, so a failed or
 * duplicate signup leaves neither a tenant nor a user behind.
 */
export async function signup(
  _visitor: Visitor,
  deps: Pick<ComplianceDeps, 'db' | 'identity' | 'logger'>,
  input: SignupInput,
): Promise<{ tenant: TenantView; user: { id: string; email: string } }> {
  const email = input.email.trim().toLowerCase();
  if (await emailInUse(deps.db, email)) throw duplicateEmail();
  const tenantId = randomUUID();
  const identityUser = await deps.identity.createUser({
    email,
    password: input.password,
    tenantId,
    role: 'admin',
    name: input.organizationName,
    apps: [COMPLIANCE_PRODUCT],
  });
  try {
    const tenant = await deps.db.transaction(async (tx) => {
      const row = await insertTenant(tx, {
        id: tenantId,
        name: input.organizationName,
        entityType: input.entityType,
        contactEmail: email,
        contactPhone: input.phone ?? null,
        gstin: input.gstin ?? null,
        pan: input.pan ?? null,
        registrationNumber: null,
        subscriptionPlan: 'FREE',
      });
      await insertUser(tx, {
        id: identityUser.id,
        tenantId,
        role: 'admin',
        email,
        name: input.organizationName,
      });
      await recordAudit(tx, {
        tenantId,
        action: 'TENANT_SIGNED_UP',
        entityType: 'tenant',
        entityId: tenantId,
        userId: identityUser.id,
        userName: email,
        details: { name: row.name, entityType: row.entity_type, subscriptionPlan: row.subscription_plan },
      });
      return row;
    });
    return { tenant: tenantView(tenant), user: { id: identityUser.id, email: identityUser.email } };
  } catch (err) {
    await deps.identity.deleteUser(identityUser.id).catch((cleanupErr: unknown) => {
      deps.logger.error(
        { err: cleanupErr, userId: identityUser.id },
        'signup failed and its identity user could not be deleted',
      );
    });
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicateEmail();
    throw err;
  }
}

export interface NewTenantInput {
  readonly name: string;
  readonly entityType: string;
  readonly contactEmail?: string | undefined;
  readonly contactPhone?: string | undefined;
  readonly gstin?: string | undefined;
  readonly pan?: string | undefined;
  readonly registrationNumber?: string | undefined;
  readonly subscriptionPlan?: string | undefined;
}

/** A super-administrator creates a tenant (without users: they sign in through signup or are added). */
export async function createTenant(
  caller: TenantCaller,
  deps: Pick<ComplianceDeps, 'db'>,
  input: NewTenantInput,
): Promise<TenantView> {
  if (caller.role !== 'super_admin') throw forbidden('Only a super-administrator creates tenants');
  const row = await deps.db.transaction(async (tx) => {
    const tenant = await insertTenant(tx, {
      id: randomUUID(),
      name: input.name,
      entityType: input.entityType,
      contactEmail: input.contactEmail ?? null,
      contactPhone: input.contactPhone ?? null,
      gstin: input.gstin ?? null,
      pan: input.pan ?? null,
      registrationNumber: input.registrationNumber ?? null,
      subscriptionPlan: input.subscriptionPlan ?? 'FREE',
    });
    await recordAudit(tx, {
      tenantId: tenant.id,
      action: 'TENANT_CREATED',
      entityType: 'tenant',
      entityId: tenant.id,
      userId: caller.userId,
      userName: caller.email,
      details: { name: tenant.name, subscriptionPlan: tenant.subscription_plan },
    });
    return tenant;
  });
  return tenantView(row);
}

const TIE_BREAK: SqlQuery = sql`id asc`;

/** A super-administrator sees every tenant; anyone else only their own. */
export async function listVisibleTenants(
  caller: TenantCaller,
  deps: Pick<ComplianceDeps, 'db'>,
  sort: string | undefined,
  page: Page,
): Promise<{ tenants: TenantView[]; total: number }> {
  const only = caller.role === 'super_admin' ? null : caller.tenantId;
  const { rows, total } = await listTenants(
    deps.db,
    only,
    orderBy(sort, TENANT_SORT, 'createdAt:asc', TIE_BREAK),
    page,
  );
  return { tenants: rows.map(tenantView), total };
}
