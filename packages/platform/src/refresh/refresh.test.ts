import { createHash, randomBytes } from 'node:crypto';
import { type ChainLink, currentTokenAfter, openSuccessor, sealSuccessor } from './index.js';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A session rotated `rotations` times: its tokens oldest first, and the store's view of them. */
function rotatedSession(rotations: number) {
  const tokens = Array.from({ length: rotations + 1 }, newToken);
  const links = new Map<string, ChainLink>(
    tokens.map((token, i) => {
      const next = tokens[i + 1];
      return [digest(token), { successor: next ? sealSuccessor(token, next) : null, live: !next }];
    }),
  );
  return { tokens, links };
}

describe('refresh token successors', () => {
  it('opens a seal with the spent token only', () => {
    const [spent, successor, stranger] = [newToken(), newToken(), newToken()];
    const sealed = sealSuccessor(spent, successor);
    expect(sealed).not.toContain(successor);
    expect(openSuccessor(spent, sealed)).toBe(successor);
    expect(openSuccessor(stranger, sealed)).toBeUndefined();
    expect(openSuccessor(spent, sealed.slice(0, -4))).toBeUndefined();
    expect(openSuccessor(spent, 'short')).toBeUndefined();
  });

  it('leads from any spent token to the current one, however many rotations later', () => {
    const { tokens, links } = rotatedSession(3);
    const current = tokens[3];
    for (const spent of tokens.slice(0, 3)) expect(currentTokenAfter(spent, links, digest)).toBe(current);
  });

  it('finds nothing past a revoked token, a missing one or from an unknown one', () => {
    const { tokens, links } = rotatedSession(2);
    const [first = '', second = '', third = ''] = tokens;
    const revoked = new Map(links).set(digest(third), { successor: null, live: false });
    expect(currentTokenAfter(first, revoked, digest)).toBeUndefined();
    const missing = new Map(links);
    missing.delete(digest(second));
    expect(currentTokenAfter(first, missing, digest)).toBeUndefined();
    expect(currentTokenAfter(newToken(), links, digest)).toBeUndefined();
    expect(currentTokenAfter(third, links, digest)).toBeUndefined();
  });
});
