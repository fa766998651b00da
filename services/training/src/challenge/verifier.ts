/** A solved challenge that must be spent once, before it expires. */
export interface ReplayKey {
  readonly challenge: string;
  readonly expiresAt: Date;
}

/** A token the provider accepted; the embedded provider leaves the replay check to the store. */
export interface ChallengePass {
  readonly replayKey?: ReplayKey;
}

/**
 * Checks a bot-challenge token. Throws FORBIDDEN when the token is rejected, and
 * SERVICE_UNAVAILABLE when the provider cannot tell (unreachable, too slow).
 */
export interface ChallengeVerifier {
  verify(token: string, remoteIp: string): Promise<ChallengePass>;
}
