import { assertValidKey, isValidKey } from './keys.js';

describe('storage keys', () => {
  it.each(['a.pdf', 'tenant-1/docs/2026/report_v2.pdf', 'x/.hidden', 'a..b/c'])('accepts %s', (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    '',
    '..',
    '../escape',
    'a/../../b',
    './a',
    '/etc/passwd',
    'a//b',
    'a/',
    'a\\b',
    'C:/x',
    'a b',
    'naïve.pdf',
    'a/%2e%2e/b',
    'x'.repeat(1025),
  ])('rejects %j', (key) => {
    expect(isValidKey(key)).toBe(false);
    expect(() => assertValidKey(key)).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });
});
