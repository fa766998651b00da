import { type Batched, batched } from '@platform/kernel/batch';
import type { Db, Queryable } from '@platform/kernel/db';
import { type PatchedEntity, type PatchWrite, patchEntities } from './store.js';

/** What one PATCH came to: written, nothing written (stale or absent), or an error of its own. */
export type PatchOutcome =
  | { readonly kind: 'written'; readonly entity: PatchedEntity }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'failed'; readonly error: unknown };

/** Most PATCHes one statement carries. */
const MAX_PATCHES_PER_STATEMENT = 32;

const submitters = new WeakMap<Db, Batched<PatchWrite, PatchOutcome>>();

/**
 * Writes one entity PATCH. PATCHes that arrive while others are being written go together in
 * one statement and one commit (group commit); each keeps its own outcome, audit row and event,
 * and an entity appears at most once per statement, so that two PATCHes of one entity are
 * ordered as they arrived.
 */
export function submitPatch(db: Db, write: PatchWrite): Promise<PatchOutcome> {
  let submit = submitters.get(db);
  if (!submit) {
    submit = batched({
      run: (writes) => patchBatch(db, writes),
      maxSize: MAX_PATCHES_PER_STATEMENT,
      key: (w) => w.id,
    });
    submitters.set(db, submit);
  }
  return submit(write);
}

/**
 * When the statement fails (a deadlock with another replica's batch, a value PostgreSQL
 * refuses) nothing of the batch is written, and each PATCH is then tried alone, so that one
 * failing PATCH never fails the others.
 */
async function patchBatch(db: Queryable, writes: readonly PatchWrite[]): Promise<PatchOutcome[]> {
  try {
    const results = await patchEntities(db, writes);
    return results.map((entity) => (entity ? { kind: 'written', entity } : { kind: 'unchanged' }));
  } catch (error) {
    if (writes.length === 1) return [{ kind: 'failed', error }];
    const outcomes: PatchOutcome[] = [];
    for (const write of writes) outcomes.push(...(await patchBatch(db, [write])));
    return outcomes;
  }
}
