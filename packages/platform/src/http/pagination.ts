import { Type } from 'typebox';

/**
 * The bounds of every paginated list: a page past 10,000 is refused (400) rather than making
 * PostgreSQL skip millions of rows, or overflowing its offset; narrow the filters instead.
 */
export const PAGE_BOUNDS = { maxPage: 10_000, maxLimit: 100, defaultLimit: 20 } as const;

/**
 * Ajv reads a query string's `1e400` as Infinity and then skips `minimum` and `maximum`, which
 * it checks on finite numbers only; asking for an integer once more, after the coercion, refuses it.
 */
const FINITE = { allOf: [{ type: 'integer' }] };

export const PageQuery = {
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PAGE_BOUNDS.maxPage,
      default: 1,
      description: 'page number, from 1',
      ...FINITE,
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PAGE_BOUNDS.maxLimit,
      default: PAGE_BOUNDS.defaultLimit,
      description: 'rows per page',
      ...FINITE,
    }),
  ),
};

export interface Page {
  readonly page: number;
  readonly limit: number;
  readonly offset: number;
}

export function pageOf(query: { page?: number; limit?: number }): Page {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_BOUNDS.defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}
