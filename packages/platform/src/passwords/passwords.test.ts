import { generatePassword, hashPassword, passwordMatches } from './index.js';

// Stored before the hashing moved into the kernel, by the services' own argon2id defaults:
// hashes already in the factory's and identity's tables must keep verifying.
const STORED_ARGON2ID =
  '$argon2id$v=19$m=19456,t=2,p=1$KgtnY1njZBZENCDg3KOcJA$6zsefOaYSSvWb9gcRTPNpeUeptyowth12hcBX455CfM';
// Another algorithm and other parameters: verification reads them from the stored string.
const STORED_ARGON2I =
  '$argon2i$v=19$m=4096,t=3,p=1$9/SQiaTNTBL3DKCqO7Z6HA$FlaM9j+rzP3FIM0IMInkhjL2FjpUeXW9y5jQDiJCV3E';

describe('passwords', () => {
  it('hashes with argon2id at the parameters the services have always stored', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse')).not.toBe(stored);
    expect(await passwordMatches(stored, 'correct horse')).toBe(true);
    expect(await passwordMatches(stored, 'correct horsE')).toBe(false);
  });

  it('verifies hashes stored earlier, whatever their parameters', async () => {
    expect(await passwordMatches(STORED_ARGON2ID, 'stored-before-the-move')).toBe(true);
    expect(await passwordMatches(STORED_ARGON2ID, 'stored-before-the-mov')).toBe(false);
    expect(await passwordMatches(STORED_ARGON2I, 'stored-before-the-move')).toBe(true);
  });

  it('never matches without a stored hash, or with one the library cannot read', async () => {
    for (const stored of [undefined, null, '', 'not-a-hash', '$argon2id$v=19$broken'])
      expect(await passwordMatches(stored, 'stored-before-the-move')).toBe(false);
  });

  it('generates distinct random passwords of 24 base64url characters', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
