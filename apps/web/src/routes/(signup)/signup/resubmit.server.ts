/**
 * Which sign-up form spent a robot-check solution: the form's idempotency key, kept until the
 * solution expires. A form sent twice (a double click without JavaScript, a reload of the
 * answer) carries the same solution and key; the second is let through to the portal, which
 * answers it with the first one's result instead of making a second tenant, where the spent
 * solution alone would refuse it.
 */
import type { Solved } from '$lib/server/proof-of-work';

/** As many as the solutions the proof of work itself remembers. */
const MAX_KEPT = 50_000;
const spentBy = new Map<string, { key: string; expiresAt: number }>();

function forgetExpired(now: number): void {
  for (const [challenge, entry] of spentBy) if (entry.expiresAt <= now) spentBy.delete(challenge);
}

/** The solution was spent on the form with this key. */
export function rememberSpent(solved: Solved, key: string, now: number = Date.now()): void {
  if (spentBy.size >= MAX_KEPT) forgetExpired(now);
  if (spentBy.size >= MAX_KEPT) return;
  spentBy.set(solved.challenge, { key, expiresAt: solved.expiresAt });
}

/** Whether this solution was spent by a form with this same key (a repeat of that form). */
export function spentBySameForm(solved: Solved, key: string, now: number = Date.now()): boolean {
  const entry = spentBy.get(solved.challenge);
  return entry !== undefined && entry.key === key && entry.expiresAt > now;
}

/** The solution was given back: nothing was made with it. */
export function forgetSpent(solved: Solved): void {
  spentBy.delete(solved.challenge);
}
