import { type TSchema, Type } from '@platform/kernel/http';

/** URL-safe: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });
export const Email = Type.String({ format: 'email', maxLength: 320 });
export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 63 });
export const Timestamp = Type.String({ format: 'date-time' });

export function text(maxLength: number, minLength = 1) {
  return Type.String({ minLength, maxLength });
}

/** A limit: a count, or -1 for unlimited. */
export const Limit = Type.Integer({ minimum: -1, maximum: 1_000_000_000 });

export function success<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal('success'), data });
}

export const Message = Type.Object({ status: Type.Literal('success'), message: Type.String() });

export const ok = <T>(data: T) => ({ status: 'success' as const, data });
