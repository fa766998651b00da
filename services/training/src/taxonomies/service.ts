import { badRequest, conflict, notFound } from '@platform/kernel/errors';
import { forgetAllCourses } from '../courses/service.js';
import { refreshCourseImages } from '../courses/store.js';
import type { Actor, Viewer } from '../shared/admin.js';
import type { Uses } from '../shared/deps.js';
import {
  deleteTaxonomy,
  findTaxonomy,
  type GroupedTaxonomies,
  insertTaxonomy,
  listGroupedTaxonomies,
  type TaxonomyItem,
  type TaxonomyType,
  updateTaxonomy,
  type WriteOutcome,
} from './store.js';

export function groupedTaxonomies(_viewer: Viewer, deps: Uses<'db'>): Promise<GroupedTaxonomies> {
  return listGroupedTaxonomies(deps.db);
}

function settle(outcome: WriteOutcome, slug: string): TaxonomyItem {
  if (outcome.kind === 'missing') throw notFound('Taxonomy item');
  if (outcome.kind === 'duplicate')
    throw conflict(`A taxonomy item of this type already has the slug ${slug}`);
  return outcome.item;
}

export async function createTaxonomy(
  actor: Actor,
  deps: Uses<'db'>,
  input: { type: TaxonomyType; name: string; slug: string },
): Promise<TaxonomyItem> {
  return settle(await insertTaxonomy(deps.db, actor, input), input.slug);
}

/** The type is fixed at creation: moving an item between groups would silently re-file every course using it. */
export async function renameTaxonomy(
  actor: Actor,
  deps: Uses<'db' | 'cache'>,
  id: string,
  input: { name: string; slug: string; type?: TaxonomyType | undefined },
): Promise<TaxonomyItem> {
  if (input.type !== undefined) {
    const current = await findTaxonomy(deps.db, id);
    if (!current) throw notFound('Taxonomy item');
    if (current.type !== input.type) throw badRequest('The type of a taxonomy item cannot change');
  }
  // Courses show the names and slugs of their taxonomy items: their images change with it.
  const item = await deps.db.transaction(async (tx) => {
    const renamed = settle(
      await updateTaxonomy(tx, actor, id, { name: input.name, slug: input.slug }),
      input.slug,
    );
    await refreshCourseImages(tx, { taxonomyId: id });
    return renamed;
  });
  await forgetAllCourses(deps);
  return item;
}

export async function removeTaxonomy(actor: Actor, deps: Uses<'db'>, id: string): Promise<TaxonomyItem> {
  const outcome = await deleteTaxonomy(deps.db, actor, id);
  if (outcome.kind === 'missing') throw notFound('Taxonomy item');
  if (outcome.kind === 'in_use') {
    throw conflict('The taxonomy item is used by courses or schedule entries; detach it first');
  }
  return outcome.item;
}
