import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@platform/kernel/db';
import { passwordMatches } from '@platform/kernel/passwords';
import { currentTokenAfter, sealSuccessor } from '@platform/kernel/refresh';
import type { SignedInCaller } from '../auth/service.js';
import { type AccessTokenSettings, signAccessToken } from '../keys/jwt.js';
import {
  emailNotConfirmed,
  invalidCredentials,
  invalidRefreshToken,
  invalidRequest,
  tooManySignInFailures,
  unsupportedGrantType,
  userBanned,
} from '../shared/errors.js';
import type { Visitor } from '../shared/visitor.js';
import { normaliseEmail } from '../users/service.js';
import { findUserByEmail, type UserRow } from '../users/store.js';
import type { AccountFailures } from './failures.js';
import { type Session, sessionView } from './schemas.js';
import {
  endSessionOfSpentToken,
  endSessions,
  findSpentTokenSession,
  openSession,
  rotateRefreshToken,
  type SessionSelection,
} from './store.js';

/** Where a detected refresh-token theft is reported. */
export interface SecurityLog {
  warn(message: string): void;
}

export interface SessionSettings extends AccessTokenSettings {
  readonly db: Queryable;
  readonly refreshTokenTtlSeconds: number;
  /** REFRESH_TOKEN_REUSE_INTERVAL: how long a rotated token still answers with the session's current one. */
  readonly refreshTokenReuseIntervalSeconds: number;
  /** MAILER_AUTOCONFIRM=false: a password sign-in needs a confirmed address. */
  readonly requireConfirmedEmail: boolean;
}

/** What a sign-in or a refresh hands the client. */
export interface IssuedSession {
  readonly accessToken: string;
  readonly expiresIn: number;
  readonly expiresAt: number;
  readonly refreshToken: string;
  readonly user: UserRow;
}

/** Refresh tokens are opaque and random; only their digest is stored. */
function newRefreshToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: digestOf(token) };
}

function digestOf(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('hex');
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now;
}

async function issue(settings: SessionSettings, user: UserRow, sessionId: string, refreshToken: string) {
  const access = await signAccessToken(settings, user, sessionId);
  return {
    accessToken: access.token,
    expiresIn: access.expiresAt - access.issuedAt,
    expiresAt: access.expiresAt,
    refreshToken,
    user,
  } satisfies IssuedSession;
}

/** Opens a new session for a user who has just proven who they are (sign-in, sign-up). */
export async function startSession(settings: SessionSettings, user: UserRow): Promise<IssuedSession> {
  const refresh = newRefreshToken();
  const signedIn = await openSession(settings.db, user.id, {
    tokenHash: refresh.tokenHash,
    ttlSeconds: settings.refreshTokenTtlSeconds,
  });
  return issue(settings, signedIn, signedIn.session_id, refresh.token);
}

/**
 * `grant_type=password`. An unknown address and a wrong password get the same answer after
 * the same work, so neither the message nor the timing tells which addresses have accounts; both
 * count against the address named, and an address with too many of them is refused for the rest
 * of its window before any password is checked, the right one included.
 */
export async function signInWithPassword(
  settings: SessionSettings,
  credentials: { readonly email: string; readonly password: string },
  failures: AccountFailures,
): Promise<IssuedSession> {
  const lockedFor = await failures.lockedFor();
  if (lockedFor !== undefined) throw tooManySignInFailures(lockedFor);
  const user = await findUserByEmail(settings.db, normaliseEmail(credentials.email));
  const matches = await passwordMatches(user?.password_hash, credentials.password);
  if (!user || !matches) {
    await failures.record();
    throw invalidCredentials();
  }
  if (isBanned(user)) throw userBanned();
  if (settings.requireConfirmedEmail && !user.email_confirmed_at) throw emailNotConfirmed();
  return startSession(settings, user);
}

/**
 * `grant_type=refresh_token`: the token is spent and replaced. A token spent within the last
 * `refreshTokenReuseIntervalSeconds` is answered with its session's current refresh token and a
 * fresh access token, rotating nothing: two tabs refreshing with one token, or a client whose
 * answer was lost, keep the session and each other's tokens. A token spent longer ago is a sign
 * it was stolen (the thief or the owner holds a copy), so its whole session ends and the newer
 * tokens of that session stop working too.
 */
export async function refreshSession(
  settings: SessionSettings & { readonly logger: SecurityLog },
  refreshToken: string,
): Promise<IssuedSession> {
  const spentHash = digestOf(refreshToken);
  const successor = newRefreshToken();
  const rotated = await rotateRefreshToken(settings.db, spentHash, {
    tokenHash: successor.tokenHash,
    ttlSeconds: settings.refreshTokenTtlSeconds,
    sealed: sealSuccessor(refreshToken, successor.token),
  });
  if (rotated) return issue(settings, rotated, rotated.session_id, successor.token);

  const spent = await findSpentTokenSession(
    settings.db,
    spentHash,
    settings.refreshTokenReuseIntervalSeconds,
  );
  if (!spent) throw invalidRefreshToken('Refresh Token Not Found');
  if (spent.withinWindow) {
    const current = currentTokenAfter(refreshToken, spent.tokens, digestOf);
    // The session's tokens expired or were replaced by other means: nothing to hand back, nothing stolen.
    if (current === undefined) throw invalidRefreshToken('Refresh Token Not Found');
    return issue(settings, spent.user, spent.user.session_id, current);
  }
  if (await endSessionOfSpentToken(settings.db, spentHash)) {
    settings.logger.warn('a spent refresh token was presented again; its session has been ended');
    throw invalidRefreshToken('Already Used');
  }
  throw invalidRefreshToken('Refresh Token Not Found');
}

export type SignOutScope = SessionSelection['scope'];

/** GoTrue's scopes: every session of the user (default), this one, or all the others. */
export async function signOut(caller: SignedInCaller, db: Queryable, scope: SignOutScope): Promise<void> {
  const selection: SessionSelection = scope === 'global' ? { scope } : { scope, sessionId: caller.sessionId };
  await endSessions(db, caller.user.id, selection);
}

export interface TokenRequest {
  readonly email?: string;
  readonly password?: string;
  readonly refresh_token?: string;
}

/** `POST /token`: one body shape for every grant, checked here per grant. */
export async function exchangeGrant(
  _visitor: Visitor,
  settings: SessionSettings & { readonly logger: SecurityLog },
  grantType: string,
  request: TokenRequest,
  failures: AccountFailures,
): Promise<Session> {
  if (grantType === 'password') {
    if (request.email === undefined || request.password === undefined) {
      throw invalidRequest('grant_type=password needs email and password');
    }
    return sessionView(
      await signInWithPassword(settings, { email: request.email, password: request.password }, failures),
    );
  }
  if (grantType === 'refresh_token') {
    if (request.refresh_token === undefined) {
      throw invalidRequest('grant_type=refresh_token needs refresh_token');
    }
    return sessionView(await refreshSession(settings, request.refresh_token));
  }
  throw unsupportedGrantType(grantType);
}
