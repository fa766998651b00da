import { Type } from 'typebox';

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'page number, from 1' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'rows per page' })),
};

export interface Page {
  readonly page: number;
  readonly limit: number;
  readonly offset: number;
}

export function pageOf(query: { page?: number; limit?: number }): Page {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  return { page, limit, offset: (page - 1) * limit };
}
