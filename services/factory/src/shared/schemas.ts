import { pageQuery, Type } from '@platform/kernel/http';

/** URL-safe: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 63 });

/**
 * `page` and `limit` of a production list read from the query string: without defaults, since
 * the tenant's own page sizes apply within them, and up to 1000 rows a page.
 */
export const ListPaging = pageQuery({ maxLimit: 1000, defaults: false });

export function text(maxLength: number, minLength = 1) {
  return Type.String({ minLength, maxLength });
}

/** A limit: a count, or -1 for unlimited. */
export const Limit = Type.Integer({ minimum: -1, maximum: 1_000_000_000 });

export const Message = Type.Object({ status: Type.Literal('success'), message: Type.String() });

export const ok = <T>(data: T) => ({ status: 'success' as const, data });
