import type { Db, Queryable } from '@platform/kernel/db';
import { forbidden } from '@platform/kernel/errors';
import type { Visitor } from '../shared/admin.js';
import { type AltchaChallenge, type AltchaOptions, createAltchaChallenge } from './altcha.js';
import { spendChallenge } from './store.js';
import type { ChallengeVerifier } from './verifier.js';

export interface ChallengeGate {
  readonly verifier: ChallengeVerifier;
}

/** What a public form's rule uses: the database, and the gate its bot challenge passes. */
export interface FormDeps {
  readonly db: Db;
  readonly gate: ChallengeGate;
}

/** Signed, so nothing is stored until a solution is spent. */
export function issueChallenge(_visitor: Visitor, deps: { readonly altcha: AltchaOptions }): AltchaChallenge {
  return createAltchaChallenge(deps.altcha);
}

/**
 * Verifies the token first, then stores the record in one transaction with the spending of
 * the token: a rejected or replayed token stores nothing, and a failed write spends nothing.
 */
export async function behindChallenge<T>(
  visitor: Visitor,
  deps: FormDeps,
  challengeToken: string,
  store: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const pass = await deps.gate.verifier.verify(challengeToken, visitor.ip);
  return deps.db.transaction(async (tx) => {
    if (pass.replayKey && !(await spendChallenge(tx, pass.replayKey))) {
      throw forbidden('Bot challenge already used');
    }
    return store(tx);
  });
}
