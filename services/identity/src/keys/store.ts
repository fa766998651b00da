import { many, type Queryable, sql } from '@platform/kernel/db';
import type { JWK } from 'jose';

export interface SigningKeyRow {
  readonly kid: string;
  readonly algorithm: string;
  readonly private_jwk: JWK;
  readonly public_jwk: JWK;
  readonly created_at: Date;
}

/** Held until the transaction ends: replicas starting together create the key one at a time. */
export async function lockSigningKeys(tx: Queryable): Promise<void> {
  await tx.query(sql`select pg_advisory_xact_lock(hashtext('identity:signing_keys'))`);
}

/** Newest first: the first one signs, all of them verify. */
export function listSigningKeys(db: Queryable): Promise<SigningKeyRow[]> {
  return many<SigningKeyRow>(
    db,
    sql`select kid, algorithm, private_jwk, public_jwk, created_at from identity.signing_keys
        order by created_at desc, kid`,
  );
}

export async function insertSigningKey(db: Queryable, key: Omit<SigningKeyRow, 'created_at'>): Promise<void> {
  await db.query(
    sql`insert into identity.signing_keys (kid, algorithm, private_jwk, public_jwk)
        values (${key.kid}, ${key.algorithm}, ${JSON.stringify(key.private_jwk)}::jsonb,
                ${JSON.stringify(key.public_jwk)}::jsonb)`,
  );
}
