import type { Queryable } from '@platform/kernel/db';
import { DomainError, notFound } from '@platform/kernel/errors';
import type { Mailer } from '@platform/kernel/mail';
import type { FastifyBaseLogger } from 'fastify';
import { issuePasswordToken, passwordLink } from '../auth/service.js';
import type { FactoryConfig } from '../config.js';
import { templateFor } from '../production-config/templates.js';
import { linkMail } from '../shared/mail.js';
import { factoryLimitsOf } from '../shared/plan-limits.js';
import type { UnitKind } from '../shared/schemas.js';
import { insertFirstConfig } from '../tenant-config/store.js';
import {
  createTenantWithAdmin,
  type Provisioned,
  provisionSubdomain,
  type TenantDeps,
} from '../tenants/service.js';
import {
  applySubscriptionStatus,
  findTenant,
  type SubscriptionStatus,
  type Tenant,
} from '../tenants/store.js';

export interface InternalDeps extends TenantDeps {
  readonly mailer: Mailer;
  readonly config: FactoryConfig;
  readonly logger: FastifyBaseLogger;
}

export interface PortalTenant {
  readonly tenantId: string;
  readonly name: string;
  readonly slug: string;
  readonly plan: string;
  readonly subdomain?: string | undefined;
  readonly adminEmail: string;
  readonly adminName?: string | undefined;
  readonly unitKind?: UnitKind | undefined;
}

export type PortalProvisioned = Provisioned & { readonly created: boolean };

async function mailSetPasswordLink(
  deps: InternalDeps,
  tenant: Tenant,
  admin: { email: string; name: string },
  token: string,
) {
  const days = Math.max(1, Math.round(deps.config.FACTORY_SET_PASSWORD_TTL_SECONDS / 86_400));
  try {
    await deps.mailer.send(
      linkMail({
        to: admin.email,
        subject: `Your factory account for ${tenant.name} is ready`,
        name: admin.name,
        intro: `${tenant.name} is set up at ${tenant.domain}. You are its administrator; your username is ${admin.email}.`,
        action: 'Choose your password',
        link: passwordLink(deps.config, token),
        after: [`The link works once, within ${days} day(s).`],
      }),
    );
  } catch (err) {
    deps.logger.error({ err, tenantId: tenant._id }, 'set-password mail could not be sent');
  }
}

/**
 * The tenant's first production configuration, from the template of its kind and within its
 * plan, written only when it has none: a repeat, or a configuration the super-admin saved
 * already, stays as it is.
 */
async function writeFirstConfig(tx: Queryable, tenant: Tenant): Promise<void> {
  const limits = await factoryLimitsOf(tx, tenant._id);
  if (!limits) throw new Error('tenant vanished while its configuration was written');
  await insertFirstConfig(tx, tenant._id, templateFor(tenant.unitKind, limits.limits));
}

/** A repeat of a tenant that exists: nothing is created or mailed again; a pending domain is retried. */
async function repeat(deps: InternalDeps, tenant: Tenant): Promise<PortalProvisioned> {
  if (tenant.domainStatus === 'pending')
    return { ...(await provisionSubdomain(deps, tenant)), created: false };
  return {
    tenant,
    provisioningResult: { subdomain: tenant.domain },
    complete: true,
    created: false,
  };
}

/**
 * The portal's provisioning of a paid tenant, idempotent on the tenant id: the tenant with the
 * portal's id, plan and slug and its administrator (no password yet) in one transaction; the
 * administrator is mailed a single-use set-password link; then the subdomain. Asking again
 * for an id that exists changes nothing.
 */
export async function provisionForPortal(
  deps: InternalDeps,
  input: PortalTenant,
): Promise<PortalProvisioned> {
  const existing = await findTenant(deps.db, input.tenantId);
  if (existing) return repeat(deps, existing);
  const adminName = input.adminName ?? input.adminEmail.split('@')[0] ?? input.adminEmail;
  let created: { tenant: Tenant; admin: { email: string; name: string }; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const { tenant, admin } = await createTenantWithAdmin(tx, deps.platformDomain, {
        id: input.tenantId,
        name: input.name,
        slug: input.slug,
        plan: input.plan,
        subdomain: input.subdomain,
        unitKind: input.unitKind,
        status: 'active',
        admin: { name: adminName, email: input.adminEmail, passwordHash: null },
      });
      await writeFirstConfig(tx, tenant);
      const token = await issuePasswordToken(
        tx,
        admin._id,
        'set',
        deps.config.FACTORY_SET_PASSWORD_TTL_SECONDS,
      );
      return { tenant, admin, token };
    });
  } catch (err) {
    // The same request arriving twice at once: the second one's insert met the first one's row.
    if (err instanceof DomainError && err.code === 'CONFLICT') {
      const raced = await findTenant(deps.db, input.tenantId);
      if (raced) return repeat(deps, raced);
    }
    throw err;
  }
  await mailSetPasswordLink(deps, created.tenant, created.admin, created.token);
  return { ...(await provisionSubdomain(deps, created.tenant)), created: true };
}

export interface PortalStatus {
  readonly status: 'active' | 'suspended';
  readonly subscriptionStatus: SubscriptionStatus;
  /** The portal's count of the tenant's status changes: a smaller one than already applied is old news. */
  readonly sequence: number;
}

/**
 * The portal's status of a tenant it provisioned (a cancelled or halted subscription suspends
 * it, a later activation restores it). Delivery is at least once and may be late, so a status
 * older than the one applied changes nothing; either way the answer is the tenant as it is.
 */
export async function applyPortalStatus(
  deps: Pick<InternalDeps, 'db'>,
  tenantId: string,
  input: PortalStatus,
): Promise<{ tenant: Tenant; applied: boolean }> {
  const updated = await applySubscriptionStatus(deps.db, tenantId, input);
  if (updated) return { tenant: updated, applied: true };
  const current = await findTenant(deps.db, tenantId);
  if (!current) throw notFound('Tenant');
  return { tenant: current, applied: false };
}
