import { type TSchema, Type } from '@platform/kernel/http';

/** URL-safe: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });
export const Email = Type.String({ format: 'email', maxLength: 320 });
export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 63 });
export const Timestamp = Type.String({ format: 'date-time' });

/**
 * `page` and `limit` of a list read from the query string (the tenant's own page sizes apply
 * within them). Ajv reads `1e400` there as Infinity and then skips the bounds, which it checks
 * on finite numbers only: the second integer check refuses it, as the kernel's paging does.
 */
export const ListPaging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, allOf: [{ type: 'integer' }] })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, allOf: [{ type: 'integer' }] })),
};

export function text(maxLength: number, minLength = 1) {
  return Type.String({ minLength, maxLength });
}

/** A limit: a count, or -1 for unlimited. */
export const Limit = Type.Integer({ minimum: -1, maximum: 1_000_000_000 });

export function success<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal('success'), data });
}

export const Message = Type.Object({ status: Type.Literal('success'), message: Type.String() });

/** A page of a production list (workers, articles, jobs, transactions). */
export function paged<T extends TSchema>(item: T) {
  return Type.Object({
    status: Type.Literal('success'),
    results: Type.Integer({ description: 'rows on this page' }),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
    data: Type.Array(item),
  });
}

export const ok = <T>(data: T) => ({ status: 'success' as const, data });
