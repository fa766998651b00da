import type { Db } from '@platform/kernel/db';
import { badRequest, conflict, notFound } from '@platform/kernel/errors';
import { forgetAllCourses } from '../courses/service.js';
import { refreshCourseImages } from '../courses/store.js';
import type { Actor } from '../shared/admin.js';
import type { Store } from '../shared/deps.js';
import {
  deleteTaxonomy,
  findTaxonomy,
  insertTaxonomy,
  listTaxonomies,
  type TaxonomyItem,
  type TaxonomyType,
  updateTaxonomy,
  type WriteOutcome,
} from './store.js';

type Entry = Pick<TaxonomyItem, 'id' | 'name' | 'slug'>;

export interface GroupedTaxonomies {
  readonly categories: Entry[];
  readonly cities: Entry[];
  readonly associations: Entry[];
  readonly delivery_modes: Entry[];
}

const GROUP_OF: Record<TaxonomyType, keyof GroupedTaxonomies> = {
  category: 'categories',
  city: 'cities',
  association: 'associations',
  delivery_mode: 'delivery_modes',
};

export async function groupedTaxonomies(db: Db): Promise<GroupedTaxonomies> {
  const grouped: GroupedTaxonomies = { categories: [], cities: [], associations: [], delivery_modes: [] };
  for (const item of await listTaxonomies(db)) {
    grouped[GROUP_OF[item.type]].push({ id: item.id, name: item.name, slug: item.slug });
  }
  return grouped;
}

function settle(outcome: WriteOutcome, slug: string): TaxonomyItem {
  if (outcome.kind === 'missing') throw notFound('Taxonomy item');
  if (outcome.kind === 'duplicate')
    throw conflict(`A taxonomy item of this type already has the slug ${slug}`);
  return outcome.item;
}

export async function createTaxonomy(
  actor: Actor,
  db: Db,
  input: { type: TaxonomyType; name: string; slug: string },
): Promise<TaxonomyItem> {
  return settle(await insertTaxonomy(db, actor, input), input.slug);
}

/** The type is fixed at creation: moving an item between groups would silently re-file every course using it. */
export async function renameTaxonomy(
  actor: Actor,
  store: Store,
  id: string,
  input: { name: string; slug: string; type?: TaxonomyType | undefined },
): Promise<TaxonomyItem> {
  if (input.type !== undefined) {
    const current = await findTaxonomy(store.db, id);
    if (!current) throw notFound('Taxonomy item');
    if (current.type !== input.type) throw badRequest('The type of a taxonomy item cannot change');
  }
  // Courses show the names and slugs of their taxonomy items: their images change with it.
  const item = await store.db.transaction(async (tx) => {
    const renamed = settle(
      await updateTaxonomy(tx, actor, id, { name: input.name, slug: input.slug }),
      input.slug,
    );
    await refreshCourseImages(tx, { taxonomyId: id });
    return renamed;
  });
  await forgetAllCourses(store);
  return item;
}

export async function removeTaxonomy(actor: Actor, db: Db, id: string): Promise<TaxonomyItem> {
  const outcome = await deleteTaxonomy(db, actor, id);
  if (outcome.kind === 'missing') throw notFound('Taxonomy item');
  if (outcome.kind === 'in_use') {
    throw conflict('The taxonomy item is used by courses or schedule entries; detach it first');
  }
  return outcome.item;
}
