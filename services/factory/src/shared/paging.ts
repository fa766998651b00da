import { type Page, pageOf } from '@platform/kernel/http';

export type { Page };

/** What a production list asks for: `page` and `limit` as `ListPaging` reads them, absent unless sent. */
export interface PageAsked {
  readonly page?: number | undefined;
  readonly limit?: number | undefined;
}

/**
 * The page a production list answers: the tenant's default size when none is asked, never more
 * than its maximum (its configuration keeps both at most 100), whatever `limit` up to 1000 the
 * request sent; the answer's `limit` says which size applied.
 */
export function tenantPage(
  pagination: { readonly defaultPageSize: number; readonly maxPageSize: number },
  asked: PageAsked,
): Page {
  return pageOf({
    page: asked.page ?? 1,
    limit: Math.min(asked.limit ?? pagination.defaultPageSize, pagination.maxPageSize),
  });
}

/** A page in the factory's list envelope: `{status, results, total, page, limit, data}`. */
export function pageAnswer<T>(list: { readonly page: Page; readonly rows: T[]; readonly total: number }) {
  return {
    status: 'success' as const,
    results: list.rows.length,
    total: list.total,
    page: list.page.page,
    limit: list.page.limit,
    data: list.rows,
  };
}
