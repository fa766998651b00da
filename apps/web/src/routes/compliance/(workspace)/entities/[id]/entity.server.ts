import { error } from '@sveltejs/kit';
import { isUuid } from '$lib/server/admin-lists';
import { complianceApi, required } from '$lib/server/api';
import type { EntityRecord } from '../entities';

/** The entity's id from the address; a malformed one is the not-found page, as an unknown one is. */
export function entityId(params: { id: string }): string {
  if (!isUuid(params.id)) error(404, { message: 'No entity has this address.' });
  return params.id.toLowerCase();
}

/** The entity as it is now: another organisation's (the service's 404) is the not-found page. */
export async function readEntity(
  event: Parameters<typeof complianceApi>[0],
  id: string,
): Promise<EntityRecord> {
  const { data } = required(
    await complianceApi(event).GET('/api/v1/entities/{id}', { params: { path: { id } } }),
  );
  return {
    id: data.id,
    name: data.name,
    entityType: data.entityType,
    isListed: data.isListed,
    profileData: data.profileData,
    version: data.version,
    createdAt: data.createdAt,
    updatedAt: data.updatedAt,
  };
}
