import { type TSchema, Type } from '@platform/kernel/http';

/** A course named by id or slug (`shared/course-key.ts`). */
export const IdOrSlug = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 120, description: 'id or slug' }),
});
export const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const Phone = Type.String({ pattern: '^[0-9+()\\- ]{6,32}$', description: 'digits, spaces, + - ( )' });
export const ChallengeToken = Type.String({
  minLength: 1,
  maxLength: 4096,
  description: 'bot-challenge token: base64 ALTCHA payload, or a Turnstile response',
});

export const StatusBody = <T extends TSchema>(status: T) =>
  Type.Object({ status }, { additionalProperties: false });

export function listOf<T extends TSchema>(item: T) {
  return Type.Object({
    status: Type.Literal('success'),
    results: Type.Integer({ description: 'rows in this page' }),
    data: Type.Array(item),
  });
}

export interface Paged<T> {
  readonly total: number;
  readonly rows: readonly T[];
}

/** The paginated list envelope. */
export function pagedEnvelope<T>(paged: Paged<T>, page: { page: number; limit: number }) {
  return {
    status: 'success' as const,
    results: paged.rows.length,
    total: paged.total,
    page: page.page,
    limit: page.limit,
    data: [...paged.rows],
  };
}
