import { PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable } from '@platform/kernel/db';
import { conflict, forbidden, notFound } from '@platform/kernel/errors';
import { isUuid, type Page } from '@platform/kernel/http';
import { createWorkQueue, type WorkQueue } from '@platform/kernel/jobs';
import { COMPLIANCE_PRODUCT } from '../config.js';
import { assertWithinPlan, lockTenant } from '../plans/limits.js';
import { recordAudit } from '../shared/audit-log.js';
import type { Scope, TenantCaller } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import {
  countTenantAdmins,
  countTenantUsers,
  deleteTenantUser,
  emailInUse,
  findContextTenant,
  findRole,
  findTenantUser,
  findUserContext,
  insertUser,
  listTenantUsers,
  type UserContextRow,
  type UserRow,
  updateUserRole,
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
  /** On the answer to `POST /users` only: whether an invitation was mailed. */
  invited?: boolean;
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

export type TenantRole = 'admin' | 'user';

export interface NewUserInput {
  readonly email: string;
  /** Absent: the person is invited by mail and chooses their password from the link. */
  readonly password?: string | undefined;
  readonly name: string;
  readonly role: TenantRole;
}

const duplicateEmail = () => conflict('A user with this e-mail address already exists', { field: 'email' });

/** Where an invitation's link leads: the web app's callback, which signs in and asks for a password. */
export function invitationRedirect(appUrl: string): string {
  const next = new URLSearchParams({ next: '/account?recovered=1' });
  return `${appUrl.replace(/\/+$/, '')}/auth/callback?${next}`;
}

/**
 * An administrator adds a user to its tenant, within the plan's user limit: the identity user
 * first, then the row under a lock on the tenant (the limit counted again there); a failure
 * after the identity user was created deletes it again. Without a password the identity user
 * is created without one and the provider mails the invitation before the row is written, so
 * that an invitation that cannot be sent undoes the whole addition (no identity call is made
 * inside a transaction: on the embedded database every service shares one connection).
 */
export async function addUser(
  { caller, tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db' | 'identity' | 'logger' | 'config'>,
  input: NewUserInput,
): Promise<UserView> {
  const email = input.email.trim().toLowerCase();
  const invited = input.password === undefined;
  await assertWithinPlan(deps.db, tenantId, 'users', await countTenantUsers(deps.db, tenantId));
  if (await emailInUse(deps.db, email)) throw duplicateEmail();
  const identityUser = await deps.identity.createUser({
    email,
    ...(input.password === undefined ? {} : { password: input.password }),
    tenantId,
    role: input.role,
    name: input.name,
    apps: [COMPLIANCE_PRODUCT],
  });
  try {
    if (invited)
      await deps.identity.invite(email, { redirectTo: invitationRedirect(deps.config.COMPLIANCE_APP_URL) });
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
        action: invited ? 'USER_INVITED' : 'USER_CREATED',
        entityType: 'user',
        entityId: user.id,
        userId: caller.userId,
        userName: caller.email,
        details: { email, role: input.role },
      });
      return user;
    });
    return { ...userView(row), invited };
  } catch (err) {
    await deps.identity.deleteUser(identityUser.id).catch((cleanupErr: unknown) => {
      deps.logger.error({ err: cleanupErr, userId: identityUser.id }, 'identity user left behind');
    });
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicateEmail();
    throw err;
  }
}

const lastAdministrator = () =>
  conflict('The tenant must keep an administrator: make someone else an administrator first', {
    reason: 'LAST_ADMINISTRATOR',
  });

/**
 * The user of the tenant a change is about, refused when the change would leave the tenant
 * without an administrator (`losesAdmin`: the change takes the role away). Read once before the
 * identity provider is called and again under the tenant's lock before the row is written:
 * every change of a tenant's users takes that lock, so the count read there stays true until
 * the change commits, and two administrators demoting each other at once leave one of them.
 */
async function changeableUser(
  db: Queryable,
  tenantId: string,
  id: string,
  losesAdmin: (user: UserRow) => boolean,
): Promise<UserRow> {
  const user = await findTenantUser(db, tenantId, id);
  if (!user) throw notFound('User');
  if (user.role === 'super_admin') throw forbidden('A super-administrator is not the tenant’s to change');
  if (losesAdmin(user) && (await countTenantAdmins(db, tenantId)) <= 1) throw lastAdministrator();
  return user;
}

async function lockedChangeableUser(
  tx: Queryable,
  tenantId: string,
  id: string,
  losesAdmin: (user: UserRow) => boolean,
): Promise<UserRow> {
  if (!(await lockTenant(tx, tenantId))) throw notFound('User');
  return changeableUser(tx, tenantId, id, losesAdmin);
}

/**
 * Runs `write` (the change of the row, in one transaction), undoing `undo` (the identity
 * provider's side, made first) when it fails. A failed undo is logged: the error the caller
 * gets is the write's.
 */
async function withCompensation<T>(
  deps: Pick<ComplianceDeps, 'logger'>,
  write: () => Promise<T>,
  undo: () => Promise<unknown>,
  what: Record<string, unknown>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await undo().catch((undoErr: unknown) => {
      deps.logger.error({ err: undoErr, ...what }, 'the identity provider keeps a change compliance refused');
    });
    throw err;
  }
}

/**
 * An administrator gives a user of its tenant another role, in the identity provider
 * (`app_metadata.role`, which tokens carry and requests are authorised by) and here. The
 * provider first, as in signup: one that cannot be reached is 503 and changes nothing; a
 * write here that fails afterwards (the last administrator, taken by a concurrent change)
 * puts the provider's role back. A lower role ends the person's sessions at the provider, so a
 * demoted administrator's token stops working here once the revocation arrives. The tenant's
 * last administrator keeps the role (409 LAST_ADMINISTRATOR); the same role again changes
 * nothing.
 */
export async function changeUserRole(
  { caller, tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db' | 'identity' | 'logger'>,
  id: string,
  role: TenantRole,
): Promise<UserView> {
  const losesAdmin = (user: UserRow) => user.role === 'admin' && role !== 'admin';
  const before = await changeableUser(deps.db, tenantId, id, losesAdmin);
  if (before.role === role) return userView(before);
  const previous = before.role as TenantRole;
  if (!(await deps.identity.setRole(id, role)))
    deps.logger.warn({ userId: id }, 'role changed for a user the identity provider does not have');
  const row = await withCompensation(
    deps,
    () =>
      deps.db.transaction(async (tx) => {
        const user = await lockedChangeableUser(tx, tenantId, id, losesAdmin);
        const updated = await updateUserRole(tx, tenantId, id, role);
        await recordAudit(tx, {
          tenantId,
          action: 'USER_ROLE_CHANGED',
          entityType: 'user',
          entityId: id,
          userId: caller.userId,
          userName: caller.email,
          details: { email: user.email },
          changes: [{ field: 'role', oldValue: user.role, newValue: role }],
        });
        return updated;
      }),
    () => deps.identity.setRole(id, previous),
    { userId: id, role: previous },
  );
  return userView(row);
}

export type IdentityOutcome = 'product_revoked' | 'account_deleted' | 'no_account';

/**
 * An administrator removes a user from its tenant: the person loses compliance in the identity
 * provider (which ends their sessions and announces it, so their tokens stop working here),
 * then the row goes, its seat on the plan free again, with an audit row. An account that
 * belonged to compliance alone is then deleted, so its address can be invited again; one that
 * other products use keeps them. The provider unreachable is 503 and changes nothing; a write
 * here that fails afterwards grants compliance back. The tenant's last administrator cannot
 * be removed (409 LAST_ADMINISTRATOR).
 */
export async function removeUser(
  { caller, tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db' | 'identity' | 'logger'>,
  id: string,
): Promise<UserView> {
  const losesAdmin = (user: UserRow) => user.role === 'admin';
  await changeableUser(deps.db, tenantId, id, losesAdmin);
  const left = await deps.identity.revokeProduct(id, COMPLIANCE_PRODUCT);
  const outcome: IdentityOutcome =
    left === undefined ? 'no_account' : left.length > 0 ? 'product_revoked' : 'account_deleted';
  const row = await withCompensation(
    deps,
    () =>
      deps.db.transaction(async (tx) => {
        const user = await lockedChangeableUser(tx, tenantId, id, losesAdmin);
        await deleteTenantUser(tx, tenantId, id);
        await recordAudit(tx, {
          tenantId,
          action: 'USER_REMOVED',
          entityType: 'user',
          entityId: id,
          userId: caller.userId,
          userName: caller.email,
          details: { email: user.email, name: user.name, role: user.role, identity: outcome },
        });
        return user;
      }),
    () => (left === undefined ? Promise.resolve() : deps.identity.grantProduct(id, COMPLIANCE_PRODUCT)),
    { userId: id, product: COMPLIANCE_PRODUCT },
  );
  if (outcome === 'no_account')
    deps.logger.warn({ userId: id }, 'removed a user the identity provider does not have');
  if (outcome === 'account_deleted')
    await deps.identity.deleteUser(id).catch((err: unknown) => {
      // Without products and sessions the account opens nothing; its address stays taken.
      deps.logger.error({ err, userId: id }, 'the account of a removed user could not be deleted');
    });
  return userView(row);
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
