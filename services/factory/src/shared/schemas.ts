import { pageQuery, SLUG_PATTERN, Type } from '@platform/kernel/http';

export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 63 });

/**
 * `page` and `limit` of a production list read from the query string: without defaults, since
 * the tenant's own page sizes apply within them, and up to 1000 rows a page.
 */
export const ListPaging = pageQuery({ maxLimit: 1000, defaults: false });

/** A limit: a count, or -1 for unlimited. */
export const Limit = Type.Integer({ minimum: -1, maximum: 1_000_000_000 });

export const Message = Type.Object({ status: Type.Literal('success'), message: Type.String() });

export const ok = <T>(data: T) => ({ status: 'success' as const, data });

/** A tenant's state: the tenants' own routes list by it, and `GET /auth/me` shows it. */
export const TenantStatusSchema = Type.Union([
  Type.Literal('pending_payment'),
  Type.Literal('active'),
  Type.Literal('suspended'),
]);
