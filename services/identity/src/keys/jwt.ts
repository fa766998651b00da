import { jwtVerify, SignJWT } from 'jose';
import { badJwt } from '../shared/errors.js';
import type { UserRow } from '../users/store.js';
import { type Keyring, SIGNING_ALGORITHM } from './service.js';

export const TOKEN_AUDIENCE = 'authenticated';

export interface AccessTokenSettings {
  readonly keyring: Keyring;
  /** `iss` of every token: the provider's public base URL (IDENTITY_URL). */
  readonly issuer: string;
  readonly accessTokenTtlSeconds: number;
}

export interface SignedAccessToken {
  readonly token: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
}

/** The claims GoTrue puts in an access token, which the other services authorise on. */
export async function signAccessToken(
  settings: AccessTokenSettings,
  user: UserRow,
  sessionId: string,
): Promise<SignedAccessToken> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + settings.accessTokenTtlSeconds;
  const token = await new SignJWT({
    email: user.email,
    role: 'authenticated',
    user_metadata: user.user_metadata,
    app_metadata: user.app_metadata,
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: settings.keyring.kid, typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(settings.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(settings.keyring.privateKey);
  return { token, issuedAt, expiresAt };
}

export interface VerifiedAccessToken {
  readonly userId: string;
  readonly sessionId: string;
  /** `exp`, in milliseconds since the epoch. */
  readonly expiresAt: number;
}

export async function verifyAccessToken(
  settings: Pick<AccessTokenSettings, 'keyring' | 'issuer'>,
  token: string,
): Promise<VerifiedAccessToken> {
  try {
    const { payload } = await jwtVerify(token, settings.keyring.verificationKeys, {
      issuer: settings.issuer,
      audience: TOKEN_AUDIENCE,
      algorithms: [SIGNING_ALGORITHM],
      requiredClaims: ['sub', 'exp', 'session_id'],
      // Replicas' clocks may differ by a little.
      clockTolerance: 5,
    });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') throw badJwt();
    return { userId: payload.sub, sessionId: payload.session_id, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch {
    throw badJwt();
  }
}
