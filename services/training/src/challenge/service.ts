import type { Db, Queryable } from '@platform/kernel/db';
import { forbidden } from '@platform/kernel/errors';
import { spendChallenge } from './store.js';
import type { ChallengeVerifier } from './verifier.js';

export interface ChallengeGate {
  readonly verifier: ChallengeVerifier;
}

/**
 * Verifies the token first, then stores the record in one transaction with the spending of
 * the token: a rejected or replayed token stores nothing, and a failed write spends nothing.
 */
export async function behindChallenge<T>(
  gate: ChallengeGate,
  db: Db,
  token: { value: string; remoteIp: string },
  store: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const pass = await gate.verifier.verify(token.value, token.remoteIp);
  return db.transaction(async (tx) => {
    if (pass.replayKey && !(await spendChallenge(tx, pass.replayKey))) {
      throw forbidden('Bot challenge already used');
    }
    return store(tx);
  });
}
