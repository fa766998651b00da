import { type Page, pageInfo, pageInfoOf, type TSchema, Type } from '@platform/kernel/http';

/** `field:direction[,field:direction]`, checked against each list's own fields. */
export const SortQuery = Type.String({
  maxLength: 200,
  pattern: '^[A-Za-z_]+(:(asc|desc))?(,[A-Za-z_]+(:(asc|desc))?)*$',
  description: 'sort=<field>:<asc|desc>, several comma-separated',
});

const Pagination = pageInfo('totalPages');

/** `{data: [...], pagination: {page, limit, total, totalPages}}` */
export function pagedResponse<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item), pagination: Pagination });
}

export function paginationOf(page: Page, total: number) {
  return pageInfoOf('totalPages', page, total);
}

/** A free-form JSON object (profile data, details) of bounded size is checked where it is stored. */
export const JsonObject = Type.Record(Type.String(), Type.Unknown());

/** Entity types of the taxonomy (ALL is a template rule, never an entity's type). */
export const EntityTypeSchema = Type.Union([
  Type.Literal('SOLE_PROPRIETORSHIP'),
  Type.Literal('PARTNERSHIP'),
  Type.Literal('LLP'),
  Type.Literal('PRIVATE_LIMITED'),
  Type.Literal('PUBLIC_LIMITED'),
  Type.Literal('OPC'),
  Type.Literal('SECTION_8'),
  Type.Literal('TRUST'),
  Type.Literal('SOCIETY'),
  Type.Literal('HUF'),
]);
export const PlanSchema = Type.Union([
  Type.Literal('FREE'),
  Type.Literal('STARTER'),
  Type.Literal('PROFESSIONAL'),
  Type.Literal('ENTERPRISE'),
]);
export const Gstin = Type.String({
  pattern: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$',
  maxLength: 15,
  description: 'GSTIN, 15 characters, upper case',
});
export const Pan = Type.String({
  pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$',
  maxLength: 10,
  description: 'PAN, 10 characters, upper case',
});
export const Phone = Type.String({ pattern: '^\\+?[0-9][0-9 ()-]{5,19}$', maxLength: 20 });
export const Name = Type.String({ minLength: 1, maxLength: 200 });
