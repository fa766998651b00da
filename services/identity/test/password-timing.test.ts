import { hash } from '@node-rs/argon2';
import { vi } from 'vitest';

const verified: string[] = [];
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: async (target: string, password: string) => {
      verified.push(target);
      return real.verify(target, password);
    },
  };
});

const { passwordMatches } = await import('@platform/kernel/passwords');

describe('password checks for unknown e-mails', () => {
  it('run a full argon2 verification against a throw-away hash, so timing reveals nothing', async () => {
    const stored = await hash('correct horse');
    verified.length = 0;
    expect(await passwordMatches(stored, 'wrong')).toBe(false);
    expect(await passwordMatches(undefined, 'correct horse')).toBe(false);
    expect(verified).toHaveLength(2);
    expect(verified[0]).toBe(stored);
    expect(verified[1]).toMatch(/^\$argon2id\$/);
    expect(verified[1]).not.toBe(stored);
  });
});
