import { expiringMap } from '../cache/index.js';
import type { EventBus, Subscription } from '../events/types.js';

/** The routing key identity publishes when sessions end; the payload lists their ids. */
export const SESSION_REVOKED = 'session.revoked';

/** Sessions ended at the identity provider whose access tokens are still within their lifetime. */
export interface RevokedSessions {
  revoke(sessionIds: readonly string[]): void;
  has(sessionId: string): boolean;
}

/**
 * A session id is kept as long as an access token of it can still be valid: the provider's
 * longest token lifetime (ACCESS_TOKEN_TTL_SECONDS, an hour by default) with a margin.
 */
const KEEP_MS = 24 * 3_600_000;
const MAX_SESSIONS = 1_000_000;

export function revokedSessions(keepMs = KEEP_MS): RevokedSessions {
  const ended = expiringMap<true>(MAX_SESSIONS);
  return {
    revoke(sessionIds) {
      const until = Date.now() + keepMs;
      for (const id of sessionIds) ended.set(id, true, until);
    },
    has: (sessionId) => ended.get(sessionId) === true,
  };
}

function sessionIdsOf(payload: unknown): string[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const ids = (payload as { sessionIds?: unknown }).sessionIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Feeds `revoked` from the bus: every replica of every service hears each revocation (a queue
 * of its own, not a shared one), within the bus's delivery time of the sign-out's commit.
 */
export function watchRevocations(bus: EventBus, revoked: RevokedSessions): Promise<Subscription> {
  return bus.subscribe(SESSION_REVOKED, async (message) => {
    revoked.revoke(sessionIdsOf(message.payload));
  });
}
