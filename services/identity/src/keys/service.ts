import type { Db } from '@platform/kernel/db';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Visitor } from '../shared/visitor.js';
import { insertSigningKey, listSigningKeys, lockSigningKeys, type SigningKeyRow } from './store.js';

export const SIGNING_ALGORITHM = 'ES256';

/** A public EC key as the JWKS endpoint serves it. */
export interface PublicSigningKey {
  readonly kty: string;
  readonly crv: string;
  readonly x: string;
  readonly y: string;
  readonly kid: string;
  readonly alg: string;
  readonly use: string;
}

/** The key access tokens are signed with, and every public key they are verified against. */
export interface Keyring {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicKeys: readonly PublicSigningKey[];
  readonly verificationKeys: ReturnType<typeof createLocalJWKSet>;
}

/** The JWKS document: every stored public key, so tokens signed by an older key still verify. */
export function jwks(_visitor: Visitor, keyring: Keyring): { keys: PublicSigningKey[] } {
  return { keys: [...keyring.publicKeys] };
}

async function newSigningKey(): Promise<Omit<SigningKeyRow, 'created_at'>> {
  const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    algorithm: SIGNING_ALGORITHM,
    private_jwk: { ...(await exportJWK(pair.privateKey)), kid },
    public_jwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
  };
}

/**
 * Loads the signing keys, creating the first one on first start. The check and the insert
 * run under one lock, so replicas starting at once end up sharing a single key.
 */
export async function ensureSigningKey(db: Db): Promise<Keyring> {
  const rows = await db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    const existing = await listSigningKeys(tx);
    if (existing.length > 0) return existing;
    await insertSigningKey(tx, await newSigningKey());
    return listSigningKeys(tx);
  });
  return keyringOf(rows);
}

async function keyringOf(rows: readonly SigningKeyRow[]): Promise<Keyring> {
  const [current] = rows;
  if (!current) throw new Error('no signing key');
  const privateKey = await importJWK(current.private_jwk, current.algorithm);
  if (privateKey instanceof Uint8Array)
    throw new Error(`signing key ${current.kid} is not an asymmetric key`);
  const publicKeys = rows.map((row) => publicKeyOf(row.public_jwk));
  const jwks: JSONWebKeySet = { keys: publicKeys.map((key): JWK => ({ ...key })) };
  return { kid: current.kid, privateKey, publicKeys, verificationKeys: createLocalJWKSet(jwks) };
}

function publicKeyOf(jwk: JWK): PublicSigningKey {
  const { kty, crv, x, y, kid, alg, use } = jwk;
  if (!kty || !crv || !x || !y || !kid || !alg || !use)
    throw new Error(`stored public key ${kid} is incomplete`);
  return { kty, crv, x, y, kid, alg, use };
}
