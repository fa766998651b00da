import { type TSchema, Type } from '@platform/kernel/http';

export const Uuid = Type.String({ format: 'uuid' });
export const Timestamp = Type.String({ format: 'date-time' });
export const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

/** The portal's success envelope: `{status: 'success', data}`. */
export const success = <T extends TSchema>(data: T) => Type.Object({ status: Type.Literal('success'), data });

export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  pages: Type.Integer(),
});

export function paginationOf(page: { page: number; limit: number }, total: number) {
  return { page: page.page, limit: page.limit, total, pages: Math.ceil(total / page.limit) };
}

export const ErrorBody = Type.Object({ status: Type.Literal('error'), message: Type.String() });
