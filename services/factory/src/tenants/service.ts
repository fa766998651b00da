import type { Db, Queryable } from '@platform/kernel/db';
import { badRequest, conflict, notFound } from '@platform/kernel/errors';
import { hashPassword } from '@platform/kernel/passwords';
import { assertPasswordPair } from '../auth/service.js';
import { insertUser, type PublicUser } from '../auth/store.js';
import type { DomainProviders, ProviderOutcome } from '../shared/domain-providers.js';
import type { PlanLimitSource } from '../shared/plan-limits.js';
import type { UnitKind } from '../shared/schemas.js';
import {
  countByStatus,
  deleteTenant,
  findActivePlan,
  findTenant,
  insertTenant,
  listTenants,
  type ProvisioningResult,
  recordProvisioning,
  setOwner,
  TENANT_STATUSES,
  type Tenant,
  type TenantStatus,
  updateTenant,
  updateTenantStatus,
} from './store.js';

export { listTenants };

export interface TenantDeps {
  readonly db: Db;
  readonly providers: DomainProviders;
  readonly planLimits: PlanLimitSource;
  readonly platformDomain: string;
}

export interface Provisioned {
  readonly tenant: Tenant;
  readonly provisioningResult: ProvisioningResult;
  /** Both providers succeeded: the domain is active. */
  readonly complete: boolean;
}

export const domainOf = (slug: string, platformDomain: string) => `${slug}.${platformDomain}`;

export interface TenantWithAdmin {
  readonly id?: string | undefined;
  readonly name: string;
  readonly slug: string;
  readonly plan: string;
  readonly status: TenantStatus;
  /** The label of `<label>.<platform domain>`; the slug when absent. */
  readonly subdomain?: string | undefined;
  /** What the unit makes; 'other' when not said. */
  readonly unitKind?: UnitKind | undefined;
  readonly admin: { name: string; email: string; passwordHash: string | null };
}

/**
 * One transaction: the plan is checked (400 unless an active plan has the slug), the tenant
 * is created with its settings copied from the plan, then its administrator, who becomes its
 * owner. Any failure (a taken slug or e-mail is 409) rolls all of it back.
 */
export async function createTenantWithAdmin(
  tx: Queryable,
  platformDomain: string,
  input: TenantWithAdmin,
): Promise<{ tenant: Tenant; admin: PublicUser }> {
  const plan = await findActivePlan(tx, input.plan);
  if (!plan) throw badRequest(`There is no active plan with the slug ${input.plan}`);
  const tenant = await insertTenant(tx, {
    id: input.id,
    name: input.name,
    slug: input.slug,
    plan,
    domain: domainOf(input.subdomain ?? input.slug, platformDomain),
    status: input.status,
    unitKind: input.unitKind,
  });
  if (tenant === 'duplicate') throw conflict(`The slug ${input.slug} is already in use`);
  const admin = await insertUser(tx, {
    tenantId: tenant._id,
    name: input.admin.name,
    email: input.admin.email,
    passwordHash: input.admin.passwordHash,
    role: 'admin',
  });
  if (admin === 'duplicate') throw conflict(`A user with the e-mail ${input.admin.email} already exists`);
  return { tenant: await setOwner(tx, tenant._id, admin._id), admin };
}

async function safely(call: () => Promise<ProviderOutcome>): Promise<ProviderOutcome> {
  try {
    return await call();
  } catch (err) {
    return { status: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Adds the tenant's subdomain at the hosting and the DNS provider at the same time, and
 * records both outcomes; the domain becomes active only when both succeed.
 */
export async function provisionSubdomain(deps: TenantDeps, tenant: Tenant): Promise<Provisioned> {
  const { hosting, dns } = deps.providers;
  const [hosted, resolved] = await Promise.all([
    safely(() => hosting.addSubdomain(tenant.domain)),
    safely(() => dns.addSubdomain(tenant.domain)),
  ]);
  const provisioningResult: ProvisioningResult = {
    subdomain: tenant.domain,
    [hosting.name]: hosted,
    [dns.name]: resolved,
  };
  const complete = hosted.status === 'success' && resolved.status === 'success';
  const updated = await recordProvisioning(deps.db, tenant._id, provisioningResult, complete);
  return { tenant: updated ?? tenant, provisioningResult, complete };
}

export interface ProvisionInput {
  readonly name: string;
  readonly slug: string;
  readonly plan: string;
  readonly adminName: string;
  readonly adminEmail: string;
  readonly adminPassword: string;
  readonly adminConfirmPassword: string;
}

/** `POST /tenant`: the tenant and its administrator atomically, then the subdomain. */
export async function provisionTenant(deps: TenantDeps, input: ProvisionInput): Promise<Provisioned> {
  assertPasswordPair(input.adminPassword, input.adminConfirmPassword);
  const passwordHash = await hashPassword(input.adminPassword);
  const { tenant } = await deps.db.transaction((tx) =>
    createTenantWithAdmin(tx, deps.platformDomain, {
      name: input.name,
      slug: input.slug,
      plan: input.plan,
      status: 'active',
      admin: { name: input.adminName, email: input.adminEmail, passwordHash },
    }),
  );
  return provisionSubdomain(deps, tenant);
}

/** 404 for an unknown tenant, 400 when its domain is already active. */
export async function retryDomain(deps: TenantDeps, id: string): Promise<Provisioned> {
  const tenant = await findTenant(deps.db, id);
  if (!tenant) throw notFound('Tenant');
  if (tenant.domainStatus === 'active') throw badRequest('The domain of this tenant is already active');
  return provisionSubdomain(deps, tenant);
}

export async function getTenant(db: Queryable, id: string): Promise<Tenant> {
  const tenant = await findTenant(db, id);
  if (!tenant) throw notFound('Tenant');
  return tenant;
}

export interface TenantChanges {
  readonly name?: string | undefined;
  readonly slug?: string | undefined;
  readonly plan?: string | undefined;
  readonly settings?: { maxUsers?: number | undefined; maxWorkers?: number | undefined } | undefined;
}

/**
 * Name, plan and settings. A new plan copies its limits into the settings again (as at
 * provisioning), then explicit settings apply on top. The slug names the provisioned domain,
 * so it does not change (400).
 */
export async function changeTenant(deps: TenantDeps, id: string, changes: TenantChanges): Promise<Tenant> {
  const updated = await deps.db.transaction(async (tx) => {
    const current = await findTenant(tx, id);
    if (!current) throw notFound('Tenant');
    if (changes.slug !== undefined && changes.slug !== current.slug)
      throw badRequest('The slug of a tenant cannot change: its domain is provisioned from it');
    let settings: Record<string, unknown> = { ...current.settings };
    let plan = current.plan;
    if (changes.plan !== undefined && changes.plan !== current.plan) {
      const next = await findActivePlan(tx, changes.plan);
      if (!next) throw badRequest(`There is no active plan with the slug ${changes.plan}`);
      plan = next.slug;
      settings = { ...settings, maxUsers: next.maxUsers, maxWorkers: next.maxWorkers };
    }
    for (const [key, value] of Object.entries(changes.settings ?? {}))
      if (value !== undefined) settings[key] = value;
    const row = await updateTenant(tx, id, { name: changes.name ?? current.name, plan, settings });
    if (!row) throw notFound('Tenant');
    return row;
  });
  await deps.planLimits.forget(id);
  return updated;
}

export async function setTenantStatus(db: Queryable, id: string, status: TenantStatus): Promise<Tenant> {
  const tenant = await updateTenantStatus(db, id, status);
  if (!tenant) throw notFound('Tenant');
  return tenant;
}

export async function removeTenant(deps: TenantDeps, id: string): Promise<Tenant> {
  const tenant = await deleteTenant(deps.db, id);
  if (!tenant) throw notFound('Tenant');
  await deps.planLimits.forget(id);
  return tenant;
}

export interface TenantStats {
  readonly total: number;
  readonly byStatus: Record<TenantStatus, number>;
}

export async function tenantStats(db: Queryable): Promise<TenantStats> {
  const counts = await countByStatus(db);
  const byStatus = Object.fromEntries(TENANT_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<
    TenantStatus,
    number
  >;
  return { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus };
}
