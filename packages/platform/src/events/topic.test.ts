import { topicMatches } from './topic.js';

describe('topicMatches', () => {
  it.each([
    // exact words
    ['profile.updated', 'profile.updated', true],
    ['profile.updated', 'profile.created', false],
    ['profile.updated', 'profile.updated.e1', false],
    ['profile.updated.e1', 'profile.updated', false],
    // `*` is exactly one word
    ['profile.updated.*', 'profile.updated.e1', true],
    ['profile.updated.*', 'profile.updated.e1.x', false],
    ['profile.updated.*', 'profile.updated', false],
    ['*.updated.*', 'profile.updated.e1', true],
    ['*.updated.*', 'updated.e1', false],
    ['*', 'profile', true],
    ['*', 'profile.updated', false],
    ['*', '', false],
    ['*.*', 'a.b', true],
    ['*.*', 'a', false],
    // `#` is zero or more words
    ['#', '', true],
    ['#', 'profile', true],
    ['#', 'profile.updated.e1.x', true],
    ['profile.#', 'profile', true],
    ['profile.#', 'profile.updated', true],
    ['profile.#', 'profile.updated.e1.x', true],
    ['profile.#', 'profiles.updated', false],
    ['#.e1', 'e1', true],
    ['#.e1', 'profile.updated.e1', true],
    ['#.e1', 'profile.updated.e2', false],
    ['profile.#.e1', 'profile.e1', true],
    ['profile.#.e1', 'profile.updated.deep.e1', true],
    ['profile.#.e1', 'profile.updated.e1.x', false],
    ['#.updated.#', 'updated', true],
    ['#.updated.#', 'a.b.updated.c.d', true],
    ['#.updated.#', 'a.b.created.c.d', false],
    ['#.#', '', true],
    ['#.#', 'a.b.c', true],
    // mixing both
    ['*.#', '', false],
    ['*.#', 'a', true],
    ['*.#', 'a.b.c', true],
    ['#.*', 'a', true],
    ['#.*', '', false],
    ['tenant.*.#.created', 'tenant.t1.created', true],
    ['tenant.*.#.created', 'tenant.t1.doc.page.created', true],
    ['tenant.*.#.created', 'tenant.created', false],
    // words are whole words, and dots are not regex wildcards
    ['profile.up*', 'profile.updated', false],
    ['profile.updated', 'profileXupdated', false],
    ['a.b', 'a.b.', false],
    ['a.*', 'a.', true],
    ['', '', true],
    ['', 'a', false],
  ])('%j against %j is %s', (pattern, routingKey, expected) => {
    expect(topicMatches(pattern, routingKey)).toBe(expected);
  });

  it('stays fast on patterns with many `#`', () => {
    const pattern = `${Array.from({ length: 30 }, () => '#').join('.')}.z`;
    const key = Array.from({ length: 200 }, () => 'a').join('.');
    const started = performance.now();
    expect(topicMatches(pattern, key)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
