import {
  maybeOne,
  one,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  type Queryable,
  sql,
} from '@platform/kernel/db';
import { auditInsert } from '../audit/store.js';
import type { Actor } from '../shared/admin.js';

export const TAXONOMY_TYPES = ['category', 'city', 'association', 'delivery_mode'] as const;
export type TaxonomyType = (typeof TAXONOMY_TYPES)[number];

export interface TaxonomyItem {
  readonly id: string;
  readonly type: TaxonomyType;
  readonly name: string;
  readonly slug: string;
}

const COLUMNS = sql.raw('id, type, name, slug');

type Entry = Pick<TaxonomyItem, 'id' | 'name' | 'slug'>;

export interface GroupedTaxonomies {
  readonly categories: Entry[];
  readonly cities: Entry[];
  readonly associations: Entry[];
  readonly delivery_modes: Entry[];
}

function group(type: TaxonomyType) {
  return sql`coalesce(json_agg(json_build_object('id', id, 'name', name, 'slug', slug) order by name, slug)
                      filter (where type = ${type}), '[]'::json)`;
}

/** Every item, in the group of its type. */
export function listGroupedTaxonomies(db: Queryable): Promise<GroupedTaxonomies> {
  return one<GroupedTaxonomies>(
    db,
    sql`select ${group('category')} as categories, ${group('city')} as cities,
               ${group('association')} as associations, ${group('delivery_mode')} as delivery_modes
        from training.taxonomies`,
  );
}

export type WriteOutcome = { kind: 'ok'; item: TaxonomyItem } | { kind: 'missing' } | { kind: 'duplicate' };

export async function insertTaxonomy(
  db: Queryable,
  actor: Actor,
  item: Omit<TaxonomyItem, 'id'>,
): Promise<WriteOutcome> {
  try {
    const created = await one<TaxonomyItem>(
      db,
      sql`with created as (
            insert into training.taxonomies (type, name, slug) values (${item.type}, ${item.name}, ${item.slug})
            returning *
          ),
          logged as (${auditInsert({
            action: 'taxonomy.create',
            entityType: 'taxonomy',
            entityId: sql`created.id`,
            actor,
            before: sql`null`,
            after: sql`to_jsonb(created)`,
            from: sql`created`,
          })})
          select ${COLUMNS} from created`,
    );
    return { kind: 'ok', item: created };
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) return { kind: 'duplicate' };
    throw err;
  }
}

export async function updateTaxonomy(
  db: Queryable,
  actor: Actor,
  id: string,
  changes: { readonly name: string; readonly slug: string },
): Promise<WriteOutcome> {
  try {
    const updated = await maybeOne<TaxonomyItem>(
      db,
      sql`with prev as (select * from training.taxonomies where id = ${id}),
          changed as (
            update training.taxonomies set name = ${changes.name}, slug = ${changes.slug}, updated_at = now()
            where id = ${id} returning *
          ),
          logged as (${auditInsert({
            action: 'taxonomy.update',
            entityType: 'taxonomy',
            entityId: sql`changed.id`,
            actor,
            before: sql`(select to_jsonb(prev) from prev)`,
            after: sql`to_jsonb(changed)`,
            from: sql`changed`,
          })})
          select ${COLUMNS} from changed`,
    );
    return updated ? { kind: 'ok', item: updated } : { kind: 'missing' };
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) return { kind: 'duplicate' };
    throw err;
  }
}

export type DeleteOutcome = { kind: 'ok'; item: TaxonomyItem } | { kind: 'missing' } | { kind: 'in_use' };

/** Refused while any course (deleted ones included) or schedule entry still refers to the item. */
export async function deleteTaxonomy(db: Queryable, actor: Actor, id: string): Promise<DeleteOutcome> {
  try {
    const deleted = await maybeOne<TaxonomyItem>(
      db,
      sql`with removed as (delete from training.taxonomies where id = ${id} returning *),
          logged as (${auditInsert({
            action: 'taxonomy.delete',
            entityType: 'taxonomy',
            entityId: sql`removed.id`,
            actor,
            before: sql`to_jsonb(removed)`,
            after: sql`null`,
            from: sql`removed`,
          })})
          select ${COLUMNS} from removed`,
    );
    return deleted ? { kind: 'ok', item: deleted } : { kind: 'missing' };
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) return { kind: 'in_use' };
    throw err;
  }
}

export function findTaxonomy(db: Queryable, id: string) {
  return maybeOne<TaxonomyItem>(db, sql`select ${COLUMNS} from training.taxonomies where id = ${id}`);
}
