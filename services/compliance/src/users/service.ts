import { PG_UNIQUE_VIOLATION, pgErrorCode } from '@platform/kernel/db';
import { conflict, forbidden, notFound } from '@platform/kernel/errors';
import { isUuid, type Page } from '@platform/kernel/http';
import { createWorkQueue, type WorkQueue } from '@platform/kernel/jobs';
import { COMPLIANCE_PRODUCT } from '../config.js';
import { assertWithinPlan, lockTenant } from '../plans/limits.js';
import { recordAudit } from '../shared/audit-log.js';
import type { Scope, TenantCaller } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import {
  countTenantUsers,
  emailInUse,
  findContextTenant,
  findRole,
  findUserContext,
  insertUser,
  listTenantUsers,
  type UserContextRow,
  type UserRow,
} from './store.js';

export interface UserContext {
  id: string;
  name: string;
  email: string;
  tenant: { id: string; name: string; subscriptionPlan: string } | null;
  entity: { id: string; name: string } | null;
  role: { id: string; name: string; permissions: Record<string, unknown> };
}

function contextView(row: UserContextRow): UserContext {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    tenant: { id: row.tenant_id, name: row.tenant_name, subscriptionPlan: row.subscription_plan },
    entity: row.entity_id && row.entity_name ? { id: row.entity_id, name: row.entity_name } : null,
    role: { id: row.role_id, name: row.role_name, permissions: row.permissions },
  };
}

/** A caller without a user row (a super-administrator of the identity provider) as its token shows it. */
async function contextFromToken(
  caller: TenantCaller,
  deps: Pick<ComplianceDeps, 'db'>,
): Promise<UserContext> {
  const role = await findRole(deps.db, caller.role);
  if (!role) throw notFound('Role');
  const tenant = caller.tenantId ? await findContextTenant(deps.db, caller.tenantId) : undefined;
  return {
    id: caller.userId,
    name: caller.email,
    email: caller.email,
    tenant: tenant ? { id: tenant.id, name: tenant.name, subscriptionPlan: tenant.subscription_plan } : null,
    entity: null,
    role: { id: role.id, name: role.name, permissions: role.permissions },
  };
}

/**
 * GET /me: a caller may ask for itself; an administrator for users of its own tenant; a
 * super-administrator for anyone. Another tenant's user is 404, as if it did not exist.
 */
export async function userContext(
  caller: TenantCaller,
  deps: Pick<ComplianceDeps, 'db'>,
  email: string,
): Promise<UserContext> {
  const self = email.trim().toLowerCase() === caller.email.toLowerCase();
  if (!self && caller.role === 'user') throw forbidden('Only an administrator may look up other users');
  const row = await findUserContext(deps.db, email.trim());
  if (!row) {
    if (self) return contextFromToken(caller, deps);
    throw notFound('User');
  }
  if (!self && caller.role !== 'super_admin' && row.tenant_id !== caller.tenantId) throw notFound('User');
  return contextView(row);
}

export interface UserView {
  id: string;
  email: string;
  name: string;
  role: string;
  tenantId: string;
  createdAt: string;
}

export function userView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    tenantId: row.tenant_id,
    createdAt: row.created_at.toISOString(),
  };
}

export interface NewUserInput {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly role: 'admin' | 'user';
}

const duplicateEmail = () => conflict('A user with this e-mail address already exists', { field: 'email' });

/**
 * An administrator adds a user to its tenant, within the plan's user limit: the identity user
 * first, then the row under a lock on the tenant (the limit counted again there); a failure
 * after the identity user was created deletes it again.
 */
export async function addUser(
  { caller, tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db' | 'identity' | 'logger'>,
  input: NewUserInput,
): Promise<UserView> {
  const email = input.email.trim().toLowerCase();
  await assertWithinPlan(deps.db, tenantId, 'users', await countTenantUsers(deps.db, tenantId));
  if (await emailInUse(deps.db, email)) throw duplicateEmail();
  const identityUser = await deps.identity.createUser({
    email,
    password: input.password,
    tenantId,
    role: input.role,
    name: input.name,
    apps: [COMPLIANCE_PRODUCT],
  });
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (!(await lockTenant(tx, tenantId))) throw notFound('Tenant');
      await assertWithinPlan(tx, tenantId, 'users', await countTenantUsers(tx, tenantId));
      const user = await insertUser(tx, {
        id: identityUser.id,
        tenantId,
        role: input.role,
        email,
        name: input.name,
      });
      await recordAudit(tx, {
        tenantId,
        action: 'USER_CREATED',
        entityType: 'user',
        entityId: user.id,
        userId: caller.userId,
        userName: caller.email,
        details: { email, role: input.role },
      });
      return user;
    });
    return userView(row);
  } catch (err) {
    await deps.identity.deleteUser(identityUser.id).catch((cleanupErr: unknown) => {
      deps.logger.error({ err: cleanupErr, userId: identityUser.id }, 'identity user left behind');
    });
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicateEmail();
    throw err;
  }
}

export async function listUsers(
  { tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db'>,
  page: Page,
): Promise<{ users: UserView[]; total: number }> {
  const { rows, total } = await listTenantUsers(deps.db, tenantId, page);
  return { users: rows.map(userView), total };
}

/**
 * The queue of product grants owed to existing accounts: migration 0021 enqueues one item per
 * user row (`{userId}`, the user id as its dedupe key) for the people who signed up before
 * tokens carried their products.
 */
export const GRANT_QUEUE = 'identity.grant-product';

/** The queue as the grant worker uses it, in the service's `work_items`. */
export function grantQueue(deps: Pick<ComplianceDeps, 'db' | 'logger'>): WorkQueue {
  return createWorkQueue({ db: deps.db, schema: 'compliance', logger: deps.logger });
}

function userIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as { userId?: unknown }).userId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Grants compliance to an existing account in the identity provider, keeping its other
 * products; the provider unreachable throws, and the item is tried again later. An account the
 * provider no longer has, or an id that cannot be one of its users, is done: there is nobody to
 * grant, and retrying would not change that.
 */
export async function grantExistingAccount(
  deps: Pick<ComplianceDeps, 'identity' | 'logger'>,
  payload: unknown,
): Promise<void> {
  const userId = userIdOf(payload);
  if (userId === undefined || !isUuid(userId)) {
    deps.logger.warn({ payload }, 'product grant skipped: no identity user id');
    return;
  }
  if (!(await deps.identity.grantProduct(userId, COMPLIANCE_PRODUCT)))
    deps.logger.info({ userId }, 'product grant skipped: the identity provider has no such user');
}
