import { passwordMatches } from '@platform/kernel/passwords';
import { bannedUntilOf } from '../src/admin/ban.js';
import {
  initialAppMetadata,
  metadataPatch,
  platformRoleOf,
  selfServiceUserMetadata,
} from '../src/users/metadata.js';
import { assertStrongPassword } from '../src/users/passwords.js';
import { normaliseEmail } from '../src/users/service.js';

describe('metadata rules', () => {
  it('drops the keys other services authorise on from self-service metadata', () => {
    expect(selfServiceUserMetadata({ tenantId: 't', entityId: 'e', name: 'N' })).toEqual({ name: 'N' });
    expect(selfServiceUserMetadata(undefined)).toEqual({});
  });

  it('gives new users the user role unless told otherwise, and refuses unknown roles', () => {
    expect(initialAppMetadata(undefined)).toEqual({ provider: 'email', providers: ['email'], role: 'user' });
    expect(initialAppMetadata({ role: 'admin' }).role).toBe('admin');
    expect(() => initialAppMetadata({ role: 'owner' })).toThrow(/role must be one of/);
  });

  it('splits an update into keys to set and keys to remove', () => {
    expect(metadataPatch({ a: 1, b: null, c: { d: null } })).toEqual({
      set: { a: 1, c: { d: null } },
      remove: ['b'],
    });
  });

  it('recognises only the platform roles', () => {
    expect(platformRoleOf({ role: 'super_admin' })).toBe('super_admin');
    expect(platformRoleOf({ role: 'root' })).toBeUndefined();
    expect(platformRoleOf({})).toBeUndefined();
  });
});

describe('ban durations', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('reads Go durations from now, and none as no ban', () => {
    expect(bannedUntilOf('24h', now)?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(bannedUntilOf('1h30m', now)?.toISOString()).toBe('2026-01-01T01:30:00.000Z');
    expect(bannedUntilOf('none', now)).toBeNull();
  });
  it('refuses anything else', () => {
    for (const bad of ['', '24', 'forever', '1d', '-1h'])
      expect(() => bannedUntilOf(bad, now)).toThrow(/ban_duration/);
  });
});

describe('passwords and addresses', () => {
  it('needs at least eight characters', () => {
    expect(() => assertStrongPassword('1234567')).toThrow(/at least 8/);
    expect(() => assertStrongPassword('12345678')).not.toThrow();
  });
  it('never matches without a stored hash', async () => {
    expect(await passwordMatches(undefined, 'anything')).toBe(false);
  });
  it('normalises addresses to lower case', () => {
    expect(normaliseEmail(' Ada@Example.COM ')).toBe('ada@example.com');
  });
});
