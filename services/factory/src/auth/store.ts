import { createHash } from 'node:crypto';
import { maybeOne, PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable, sql } from '@platform/kernel/db';
import type { ChainLink } from '@platform/kernel/refresh';
import type { FactoryRole } from '../shared/access.js';
import type { UnitKind } from '../shared/schemas.js';

/** The user as auth responses show it. */
export interface PublicUser {
  readonly _id: string;
  readonly name: string;
  readonly email: string;
  readonly role: FactoryRole;
}

export interface UserAccount extends PublicUser {
  readonly tenantId: string | null;
  readonly passwordHash: string | null;
  /** Status of the user's tenant; null for the super-admin. */
  readonly tenantStatus: string | null;
  /** The portal's subscription status of the user's tenant, when the portal provisioned it. */
  readonly subscriptionStatus: string | null;
}

/** Refresh and password tokens are stored as SHA-256: a leaked table grants nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const ACCOUNT = sql.raw(`u.id as "_id", u.name, u.email, u.role, u.tenant_id as "tenantId",
  u.password_hash as "passwordHash", t.status as "tenantStatus",
  t.subscription_status as "subscriptionStatus"`);

export function findAccountByEmail(db: Queryable, email: string): Promise<UserAccount | undefined> {
  return maybeOne<UserAccount>(
    db,
    sql`select ${ACCOUNT} from factory.users u left join factory.tenants t on t.id = u.tenant_id
        where u.email = ${normaliseEmail(email)}`,
  );
}

export function findAccount(db: Queryable, id: string): Promise<UserAccount | undefined> {
  return maybeOne<UserAccount>(
    db,
    sql`select ${ACCOUNT} from factory.users u left join factory.tenants t on t.id = u.tenant_id where u.id = ${id}`,
  );
}

/** The signed-in user and their tenant as the factory holds them now; the tenant's fields are null for the super-admin. */
export interface SignedInRow extends PublicUser {
  readonly tenantId: string | null;
  readonly tenantName: string | null;
  readonly tenantSlug: string | null;
  readonly tenantStatus: TenantStatus | null;
  readonly tenantPlan: string | null;
  readonly tenantUnitKind: UnitKind | null;
  readonly subscriptionStatus: SubscriptionStatus | null;
}

export type SubscriptionStatus = 'active' | 'halted' | 'cancelled';

export type TenantStatus = 'pending_payment' | 'active' | 'suspended';

/** One round trip: the user by id, their tenant beside it. */
export function findSignedIn(db: Queryable, userId: string): Promise<SignedInRow | undefined> {
  return maybeOne<SignedInRow>(
    db,
    sql`select u.id as "_id", u.name, u.email, u.role, t.id as "tenantId", t.name as "tenantName",
               t.slug as "tenantSlug", t.status as "tenantStatus", t.plan as "tenantPlan",
               t.unit_kind as "tenantUnitKind", t.subscription_status as "subscriptionStatus"
        from factory.users u left join factory.tenants t on t.id = u.tenant_id
        where u.id = ${userId}`,
  );
}

export async function insertUser(
  db: Queryable,
  user: {
    tenantId: string;
    name: string;
    email: string;
    passwordHash: string | null;
    role: Exclude<FactoryRole, 'super-admin'>;
    id?: string;
  },
): Promise<PublicUser | 'duplicate'> {
  try {
    const created = await maybeOne<PublicUser>(
      db,
      sql`insert into factory.users (id, tenant_id, name, email, password_hash, role, password_changed_at)
          values (coalesce(${user.id ?? null}::uuid, gen_random_uuid()), ${user.tenantId}, ${user.name},
                  ${normaliseEmail(user.email)}, ${user.passwordHash}, ${user.role},
                  case when ${user.passwordHash}::text is null then null else now() end)
          returning id as "_id", name, email, role`,
    );
    if (!created) throw new Error('insert returned no user');
    return created;
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) return 'duplicate';
    throw err;
  }
}

export async function countTenantUsers(db: Queryable, tenantId: string): Promise<number> {
  const row = await maybeOne<{ n: number }>(
    db,
    sql`select count(*)::int as n from factory.users where tenant_id = ${tenantId}`,
  );
  return row?.n ?? 0;
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(
    sql`update factory.users set password_hash = ${passwordHash}, password_changed_at = now(), updated_at = now()
        where id = ${userId}`,
  );
}

// Refresh tokens

export interface StoredRefreshToken {
  readonly id: string;
  readonly userId: string;
  readonly familyId: string;
  readonly expired: boolean;
  /** Rotated or revoked: presenting it again is reuse. */
  readonly spent: boolean;
  /** Rotated (not revoked) within the reuse window: a reuse is answered with the family's current token. */
  readonly withinReuseWindow: boolean;
}

export async function insertRefreshToken(
  db: Queryable,
  token: { userId: string; familyId: string; hash: string; ttlSeconds: number },
): Promise<void> {
  await db.query(
    sql`insert into factory.refresh_tokens (user_id, family_id, token_hash, expires_at)
        values (${token.userId}, ${token.familyId}, ${token.hash}, now() + make_interval(secs => ${token.ttlSeconds}))`,
  );
}

export function lockRefreshToken(
  db: Queryable,
  hash: string,
  reuseIntervalSeconds = 0,
): Promise<StoredRefreshToken | undefined> {
  return maybeOne<StoredRefreshToken>(
    db,
    sql`select id, user_id as "userId", family_id as "familyId", expires_at <= now() as expired,
               (rotated_at is not null or revoked_at is not null) as spent,
               coalesce(revoked_at is null and rotated_at > now() - make_interval(secs => ${reuseIntervalSeconds}), false)
                 as "withinReuseWindow"
        from factory.refresh_tokens where token_hash = ${hash} for update`,
  );
}

/** Spends a token, keeping its successor sealed under it (see the kernel's `refresh`). */
export async function markRotated(db: Queryable, id: string, sealedSuccessor: string): Promise<void> {
  await db.query(
    sql`update factory.refresh_tokens set rotated_at = now(), successor = ${sealedSuccessor} where id = ${id}`,
  );
}

/**
 * The tokens of a family issued since the given one, by digest: the chain from it to the
 * family's current token runs through them alone.
 */
export async function familyTokensSince(db: Queryable, id: string): Promise<Map<string, ChainLink>> {
  const { rows } = await db.query<{ hash: string; successor: string | null; live: boolean }>(
    sql`select t.token_hash as hash, t.successor,
               (t.rotated_at is null and t.revoked_at is null and t.expires_at > now()) as live
        from factory.refresh_tokens spent
        join factory.refresh_tokens t on t.family_id = spent.family_id and t.created_at >= spent.created_at
        where spent.id = ${id}`,
  );
  return new Map(rows.map((row) => [row.hash, { successor: row.successor, live: row.live }]));
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(
    sql`update factory.refresh_tokens set revoked_at = now() where family_id = ${familyId} and revoked_at is null`,
  );
}

export async function revokeUserTokens(db: Queryable, userId: string): Promise<void> {
  await db.query(
    sql`update factory.refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`,
  );
}

// Password tokens (reset, and set for a provisioned administrator)

export async function insertPasswordToken(
  db: Queryable,
  token: { userId: string; hash: string; purpose: 'reset' | 'set'; ttlSeconds: number },
): Promise<void> {
  await db.query(
    sql`insert into factory.password_tokens (token_hash, user_id, purpose, expires_at)
        values (${token.hash}, ${token.userId}, ${token.purpose}, now() + make_interval(secs => ${token.ttlSeconds}))`,
  );
}

/** Spends a token that is unused and unexpired, returning its user; undefined otherwise. */
export async function spendPasswordToken(db: Queryable, hash: string): Promise<string | undefined> {
  const row = await maybeOne<{ userId: string }>(
    db,
    sql`update factory.password_tokens set used_at = now()
        where token_hash = ${hash} and used_at is null and expires_at > now()
        returning user_id as "userId"`,
  );
  return row?.userId;
}

/** After a reset, the other links mailed to the user stop working too. */
export async function spendUserPasswordTokens(db: Queryable, userId: string): Promise<void> {
  await db.query(
    sql`update factory.password_tokens set used_at = now() where user_id = ${userId} and used_at is null`,
  );
}
