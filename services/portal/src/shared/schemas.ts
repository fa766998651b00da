import { pageInfo, pageInfoOf, Timestamp, Type } from '@platform/kernel/http';

export const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

export const Pagination = pageInfo('pages');

export function paginationOf(page: { page: number; limit: number }, total: number) {
  return pageInfoOf('pages', page, total);
}

/** What the organisation makes: the factory's first production steps follow it. */
export const UnitKind = Type.Union(
  [Type.Literal('garment'), Type.Literal('footwear'), Type.Literal('other')],
  { description: "what the organisation makes: the factory's first production steps follow it" },
);
