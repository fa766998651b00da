import { guardActions } from '$lib/server/guard';
import { entityId, readEntity } from '../entity.server';
import type { Actions, PageServerLoad } from './$types';
import { freshState, saveEntity } from './edit.server';

/** The edit form, filled from the entity as it is stored now, with the version it was read at. */
export const load: PageServerLoad = async (event) => {
  const entity = await readEntity(event, entityId(event.params));
  return { entity: { id: entity.id, name: entity.name, version: entity.version }, state: freshState(entity) };
};

export const actions = guardActions('compliance', {
  save: async (event) => saveEntity(event, entityId(event.params)),
} satisfies Actions);
