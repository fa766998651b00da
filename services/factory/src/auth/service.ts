import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@platform/kernel/db';
import { badRequest, conflict, forbidden, unauthorized } from '@platform/kernel/errors';
import { isUuid } from '@platform/kernel/http';
import type { Mailer } from '@platform/kernel/mail';
import { hashPassword, passwordMatches } from '@platform/kernel/passwords';
import { currentTokenAfter, sealSuccessor } from '@platform/kernel/refresh';
import type { FastifyBaseLogger } from 'fastify';
import type { FactoryConfig } from '../config.js';
import type { AccessClaims, AccessTokens } from '../shared/access.js';
import { linkMail } from '../shared/mail.js';
import { assertWithinLimit, type PlanLimitSource } from '../shared/plan-limits.js';
import type { UnitKind } from '../shared/schemas.js';
import { closedTenantError } from '../shared/tenant-access.js';
import { lockTenantRow } from '../shared/tenant-rows.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import {
  countTenantUsers,
  familyTokensSince,
  findAccount,
  findAccountByEmail,
  findSignedIn,
  insertPasswordToken,
  insertRefreshToken,
  insertUser,
  lockRefreshToken,
  markRotated,
  type PublicUser,
  revokeFamily,
  revokeUserTokens,
  type SubscriptionStatus,
  setPassword,
  spendPasswordToken,
  spendUserPasswordTokens,
  type TenantStatus,
  tokenHash,
  type UserAccount,
} from './store.js';

export const MIN_PASSWORD_LENGTH = 8;

/** What a successful sign-in gives: the access token, the user, and a new refresh token for the cookie. */
export interface Session {
  readonly token: string;
  readonly user: PublicUser;
  readonly refreshToken: string;
}

export interface AuthDeps {
  readonly db: Db;
  readonly tokens: AccessTokens;
  readonly config: FactoryConfig;
}

const publicUser = (a: PublicUser): PublicUser => ({
  _id: a._id,
  name: a.name,
  email: a.email,
  role: a.role,
});

function assertTenantActive(account: UserAccount): void {
  if (account.role === 'super-admin') return;
  const closed = closedTenantError({
    status: account.tenantStatus ?? 'missing',
    subscriptionStatus: account.subscriptionStatus,
  });
  if (closed) throw closed;
}

export function assertPasswordPair(password: string, confirm: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw badRequest(`The password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password !== confirm) throw badRequest('The passwords do not match');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

async function accessTokenFor(deps: AuthDeps, account: UserAccount): Promise<string> {
  return deps.tokens.sign({ id: account._id, tenantId: account.tenantId, role: account.role });
}

/** Stores `refreshToken` (a new one unless given) in the family and signs an access token. */
async function openSession(
  deps: AuthDeps,
  db: Queryable,
  account: UserAccount,
  familyId: string,
  refreshToken = newRefreshToken(),
): Promise<Session> {
  await insertRefreshToken(db, {
    userId: account._id,
    familyId,
    hash: tokenHash(refreshToken),
    ttlSeconds: deps.config.FACTORY_REFRESH_TOKEN_TTL_SECONDS,
  });
  return { token: await accessTokenFor(deps, account), user: publicUser(account), refreshToken };
}

/** 401 for an unknown username or a wrong password alike; 403 when the user's tenant is not active. */
export async function login(deps: AuthDeps, username: string, password: string): Promise<Session> {
  const account = await findAccountByEmail(deps.db, username);
  if (!(await passwordMatches(account?.passwordHash, password)) || !account)
    throw unauthorized('Incorrect username or password');
  assertTenantActive(account);
  return openSession(deps, deps.db, account, randomUUID());
}

/** The tenant as `GET /auth/me` shows it to its own people. */
export interface TenantSummary {
  readonly _id: string;
  readonly name: string;
  readonly slug: string;
  readonly status: TenantStatus;
  /** Slug of the tenant's plan. */
  readonly plan: string;
  /** The portal's word on the subscription; null for a tenant it never spoke of. */
  readonly subscriptionStatus: SubscriptionStatus | null;
  readonly unitKind: UnitKind;
}

/** Who the caller is, as the factory holds it now: the user, and their tenant (null for the super-admin). */
export interface SignedIn {
  readonly user: PublicUser;
  readonly tenant: TenantSummary | null;
}

/**
 * The caller's own user and tenant, read by the token's user id alone, so no request can name
 * another. A user whose account is gone is 401 (the token names no one; a client signs in
 * again); a tenant that is not active is the same 403, with its reason, as on every other route
 * of its users, and a super-admin has no tenant.
 */
export async function signedInUser(db: Queryable, caller: AccessClaims): Promise<SignedIn> {
  const row = isUuid(caller.id) ? await findSignedIn(db, caller.id) : undefined;
  if (!row) throw unauthorized('Your account no longer exists');
  const user = publicUser(row);
  if (row.role === 'super-admin') return { user, tenant: null };
  if (
    row.tenantId === null ||
    row.tenantName === null ||
    row.tenantSlug === null ||
    row.tenantStatus === null ||
    row.tenantPlan === null ||
    row.tenantUnitKind === null
  )
    throw forbidden('Your tenant no longer exists');
  const closed = closedTenantError({ status: row.tenantStatus, subscriptionStatus: row.subscriptionStatus });
  if (closed) throw closed;
  return {
    user,
    tenant: {
      _id: row.tenantId,
      name: row.tenantName,
      slug: row.tenantSlug,
      status: row.tenantStatus,
      plan: row.tenantPlan,
      subscriptionStatus: row.subscriptionStatus,
      unitKind: row.tenantUnitKind,
    },
  };
}

type RefreshOutcome =
  | { kind: 'ok'; session: Session }
  | { kind: 'unknown' | 'expired' | 'reused' | 'gone' }
  | { kind: 'inactive'; account: UserAccount };

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is
 * issued. A token rotated within the last REFRESH_TOKEN_REUSE_INTERVAL seconds and presented
 * again (two tabs refreshing at once, an answer lost on the way) is answered with the family's
 * current token and a fresh access token, rotating nothing, so neither tab loses its session. A
 * spent token presented later, or one revoked, means it was copied: the whole family is revoked
 * (committed even though the answer is 401), so the thief's newer token dies too.
 */
export async function refresh(deps: AuthDeps, presented: string | undefined): Promise<Session> {
  if (!presented) throw unauthorized('No refresh token');
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const stored = await lockRefreshToken(tx, tokenHash(presented), deps.config.REFRESH_TOKEN_REUSE_INTERVAL);
    if (!stored) return { kind: 'unknown' };
    const current = stored.withinReuseWindow
      ? currentTokenAfter(presented, await familyTokensSince(tx, stored.id), tokenHash)
      : undefined;
    if (stored.spent && current === undefined) {
      // Within the window but no current token left (it expired): nothing to hand back, nothing stolen.
      if (stored.withinReuseWindow) return { kind: 'unknown' };
      await revokeFamily(tx, stored.familyId);
      return { kind: 'reused' };
    }
    if (!stored.spent && stored.expired) return { kind: 'expired' };
    const account = await findAccount(tx, stored.userId);
    if (!account) return { kind: 'gone' };
    if (account.role !== 'super-admin' && account.tenantStatus !== 'active')
      return { kind: 'inactive', account };
    if (current !== undefined) {
      const token = await accessTokenFor(deps, account);
      return { kind: 'ok', session: { token, user: publicUser(account), refreshToken: current } };
    }
    const successor = newRefreshToken();
    await markRotated(tx, stored.id, sealSuccessor(presented, successor));
    return { kind: 'ok', session: await openSession(deps, tx, account, stored.familyId, successor) };
  });
  switch (outcome.kind) {
    case 'ok':
      return outcome.session;
    case 'reused':
      throw unauthorized('Refresh token reuse detected; sign in again');
    case 'expired':
      throw unauthorized('Refresh token expired; sign in again');
    case 'inactive':
      assertTenantActive(outcome.account);
      throw forbidden('Your tenant is not active');
    default:
      throw unauthorized('Invalid refresh token');
  }
}

/** Ends the session the cookie belongs to (its whole family); nothing to do without one. */
export async function logout(db: Db, presented: string | undefined): Promise<void> {
  if (!presented) return;
  await db.transaction(async (tx) => {
    const stored = await lockRefreshToken(tx, tokenHash(presented));
    if (stored) await revokeFamily(tx, stored.familyId);
  });
}

/**
 * An administrator creates another administrator of its own tenant, within the plan's
 * `maxUsers` (the provisioned owner counts). The tenant row is locked while counting, so two
 * concurrent signups cannot both take the last place.
 */
export async function signUpTenantUser(
  deps: { readonly db: Db; readonly planLimits: PlanLimitSource },
  scope: TenantScope,
  input: { name: string; email: string; password: string; passwordConfirm: string },
): Promise<PublicUser> {
  assertPasswordPair(input.password, input.passwordConfirm);
  const limits = await deps.planLimits.limitsOf(scope.tenantId);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    await lockTenantRow(tx, scope.tenantId);
    if (limits) assertWithinLimit(limits.limits, 'maxUsers', await countTenantUsers(tx, scope.tenantId));
    const created = await insertUser(tx, {
      tenantId: scope.tenantId,
      name: input.name,
      email: input.email,
      passwordHash,
      role: 'admin',
    });
    if (created === 'duplicate') throw conflict('A user with this e-mail already exists');
    return created;
  });
}

export interface MailDeps {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly config: FactoryConfig;
  readonly logger: FastifyBaseLogger;
}

export function passwordLink(config: FactoryConfig, token: string): string {
  return `${config.FACTORY_APP_URL.replace(/\/+$/, '')}/reset-password/${token}`;
}

/** A single-use token for `userId`, stored hashed; the clear token goes only into the mail. */
export async function issuePasswordToken(
  db: Queryable,
  userId: string,
  purpose: 'reset' | 'set',
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertPasswordToken(db, { userId, hash: tokenHash(token), purpose, ttlSeconds });
  return token;
}

/**
 * Mails a reset link when the address has an account. The caller answers the same either
 * way, so the endpoint does not tell which addresses exist; a mail that cannot be sent is
 * logged, not reported.
 */
export async function forgotPassword(deps: MailDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const ttl = deps.config.FACTORY_RESET_TOKEN_TTL_SECONDS;
  const token = await issuePasswordToken(deps.db, account._id, 'reset', ttl);
  const link = passwordLink(deps.config, token);
  const minutes = Math.round(ttl / 60);
  try {
    await deps.mailer.send(
      linkMail({
        to: account.email,
        subject: 'Reset your password',
        name: account.name,
        intro: 'Someone asked to reset the password of your factory account.',
        action: 'Choose a new password',
        link,
        after: [
          `The link works once, within ${minutes} minutes.`,
          'If you did not ask for it, ignore this e-mail: your password stays as it is.',
        ],
      }),
    );
  } catch (err) {
    deps.logger.error({ err }, 'password reset mail could not be sent');
  }
}

/**
 * Sets a new password with an e-mailed token (reset, or the first password of a provisioned
 * administrator). The token is spent; every other mailed token and every refresh token of
 * the user stop working; the user is signed in.
 */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  input: { password: string; passwordConfirm: string },
): Promise<Session> {
  assertPasswordPair(input.password, input.passwordConfirm);
  const passwordHash = await hashPassword(input.password);
  const account = await deps.db.transaction(async (tx) => {
    const userId = await spendPasswordToken(tx, tokenHash(token));
    if (!userId) return undefined;
    await setPassword(tx, userId, passwordHash);
    await spendUserPasswordTokens(tx, userId);
    await revokeUserTokens(tx, userId);
    return findAccount(tx, userId);
  });
  if (!account) throw badRequest('The link is invalid or has expired');
  assertTenantActive(account);
  return openSession(deps, deps.db, account, randomUUID());
}
