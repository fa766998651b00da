import { type TInteger, type TObject, type TSchema, Type } from './typebox.js';

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

export interface PageQueryOptions {
  /** The largest `limit` the list's API allows (`PAGE_BOUNDS.maxLimit` unless it fixed another). */
  readonly maxLimit?: number;
  /**
   * false: an absent `page` or `limit` stays absent, for a list that chooses its page size
   * after validation (each of the factory's tenants sets its own).
   */
  readonly defaults?: boolean;
}

/** `page` and `limit` of a list, read from the query string. */
export function pageQuery({ maxLimit = PAGE_BOUNDS.maxLimit, defaults = true }: PageQueryOptions = {}) {
  return {
    page: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: PAGE_BOUNDS.maxPage,
        ...(defaults ? { default: 1 } : {}),
        description: 'page number, from 1',
        ...FINITE,
      }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: maxLimit,
        ...(defaults ? { default: PAGE_BOUNDS.defaultLimit } : {}),
        description: 'rows per page',
        ...FINITE,
      }),
    ),
  };
}

export const PageQuery = pageQuery();

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

/** A page of a list with its counts beside the rows: `{status: 'success', results, total, page, limit, data}`. */
export function paged<T extends TSchema>(item: T) {
  return Type.Object({
    status: Type.Literal('success'),
    results: Type.Integer({ description: 'rows in this page' }),
    total: Type.Integer({ description: 'rows matching the filters' }),
    page: Type.Integer(),
    limit: Type.Integer(),
    data: Type.Array(item),
  });
}

type PageInfoProperties<K extends string> = {
  page: TInteger;
  limit: TInteger;
  total: TInteger;
} & Record<K, TInteger>;

/**
 * `{page, limit, total, <pages>}`: the paging block a list answers beside its rows. Each API
 * fixed its own name for the count of pages (compliance `totalPages`, the portal `pages`).
 */
export function pageInfo<K extends string>(pagesField: K): TObject<PageInfoProperties<K>> {
  const pages = { [pagesField]: Type.Integer() } as Record<K, TInteger>;
  return Type.Object({ page: Type.Integer(), limit: Type.Integer(), total: Type.Integer(), ...pages });
}

/** The value of `pageInfo(pagesField)` for `page` of a list of `total` rows. */
export function pageInfoOf<K extends string>(
  pagesField: K,
  page: { readonly page: number; readonly limit: number },
  total: number,
): { page: number; limit: number; total: number } & Record<K, number> {
  const pages = { [pagesField]: Math.ceil(total / page.limit) } as Record<K, number>;
  return { page: page.page, limit: page.limit, total, ...pages };
}
