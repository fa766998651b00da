import { describe, expect, it } from 'vitest';
import { isUuid } from './formats.js';
import { PAGE_BOUNDS, pageInfo, pageInfoOf, pageOf, pageQuery } from './pagination.js';

describe('paging', () => {
  it('defaults page and limit unless a list chooses its page size later', () => {
    const standard = pageQuery();
    expect(standard.page).toMatchObject({ default: 1, maximum: PAGE_BOUNDS.maxPage });
    expect(standard.limit).toMatchObject({
      default: PAGE_BOUNDS.defaultLimit,
      maximum: PAGE_BOUNDS.maxLimit,
    });
    const own = pageQuery({ maxLimit: 1000, defaults: false });
    expect(own.limit).toMatchObject({ maximum: 1000 });
    expect(own.page).not.toHaveProperty('default');
    expect(own.limit).not.toHaveProperty('default');
  });

  it('names the count of pages as each API fixed it, in the order clients read', () => {
    expect(Object.keys(pageInfo('totalPages').properties)).toEqual(['page', 'limit', 'total', 'totalPages']);
    expect(pageInfoOf('pages', pageOf({ page: 2, limit: 20 }), 41)).toEqual({
      page: 2,
      limit: 20,
      total: 41,
      pages: 3,
    });
    expect(pageInfoOf('totalPages', pageOf({}), 0)).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
  });
});

describe('isUuid', () => {
  it('takes the hyphenated form in either case and nothing else', () => {
    expect(isUuid('0b7e4d6a-1c2f-4e3a-9b8c-7d6e5f4a3b2c')).toBe(true);
    expect(isUuid('0B7E4D6A-1C2F-4E3A-9B8C-7D6E5F4A3B2C')).toBe(true);
    expect(isUuid('0b7e4d6a1c2f4e3a9b8c7d6e5f4a3b2c')).toBe(false);
    expect(isUuid('urn:uuid:0b7e4d6a-1c2f-4e3a-9b8c-7d6e5f4a3b2c')).toBe(false);
    expect(isUuid('0b7e4d6a-1c2f-4e3a-9b8c-7d6e5f4a3b2c\n')).toBe(false);
  });
});
