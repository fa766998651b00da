import { randomUUID } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from 'jose';
import type { Product, Role } from './claims.js';
import { localJwksVerifier, type TokenVerifier } from './verifier.js';

export interface MintClaims {
  readonly sub?: string;
  readonly email?: string;
  readonly role?: Role;
  readonly tenantId?: string;
  readonly entityId?: string;
  /** `app_metadata.apps`: the products granted. None unless given. */
  readonly apps?: readonly Product[];
  /** Seconds from now; negative for a token that has already expired. Default one hour. */
  readonly expiresIn?: number;
}

export interface TestIssuer {
  /** The public key set, as the identity provider serves it. */
  readonly jwks: JSONWebKeySet;
  readonly verifier: TokenVerifier;
  /** Signs an access token in the identity provider's claim shape. */
  mint(claims?: MintClaims): Promise<string>;
  /** For tests that craft unusual tokens by hand. */
  readonly privateKey: CryptoKey;
  readonly kid: string;
}

/** An in-memory token issuer with a fresh ES256 key pair, for tests. */
export async function createTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const kid = randomUUID();
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] };

  async function mint(claims: MintClaims = {}): Promise<string> {
    const sub = claims.sub ?? randomUUID();
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: claims.email ?? `${sub}@example.test`,
      role: 'authenticated',
      user_metadata: {
        ...(claims.tenantId ? { tenantId: claims.tenantId } : {}),
        ...(claims.entityId ? { entityId: claims.entityId } : {}),
      },
      app_metadata: { role: claims.role ?? 'user', apps: [...(claims.apps ?? [])] },
    })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(now + (claims.expiresIn ?? 3600))
      .sign(privateKey);
  }

  return { jwks, verifier: localJwksVerifier(jwks), mint, privateKey, kid };
}
