import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import type { ReplayKey } from './verifier.js';

/**
 * Records a solved challenge as spent. False when it already was: the primary key makes the
 * check and the record one atomic step, so two requests racing with one token cannot both pass.
 * Spent challenges are dropped once expired: by then they are refused for their expiry anyway.
 */
export async function spendChallenge(db: Queryable, key: ReplayKey): Promise<boolean> {
  const row = await maybeOne<{ challenge: string }>(
    db,
    sql`with purged as (delete from training.used_challenges where expires_at < now())
        insert into training.used_challenges (challenge, expires_at) values (${key.challenge}, ${key.expiresAt})
        on conflict (challenge) do nothing
        returning challenge`,
  );
  return row !== undefined;
}
