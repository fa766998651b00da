import { validationError } from '@platform/kernel/errors';
import { getEntity } from '../entities/service.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { documentTypeField, uuidField } from '../shared/multipart.js';

/** The entity a multipart form names, once checked. */
export interface CheckedEntity {
  readonly entityId: string;
  readonly tenantId: string;
}

/**
 * Checks an upload form's fields each time more of them have arrived (before the file, then
 * after it). `entityId` is checked against the caller's tenant the first time it appears; a
 * form may repeat it after the file, but the entity finally recorded must be the one checked,
 * or another tenant's entity would slip through unchecked.
 */
export function formEntityChecker(scope: Scope, deps: Pick<ComplianceDeps, 'db'>) {
  let checked: CheckedEntity | undefined;
  return {
    async check(fields: Readonly<Record<string, string>>): Promise<void> {
      documentTypeField(fields);
      const entityId = uuidField(fields, 'entityId');
      if (entityId === undefined) {
        if (checked) throw validationError('entityId must be sent once', { field: 'entityId' });
        return;
      }
      if (checked === undefined)
        checked = { entityId, tenantId: (await getEntity(scope, deps, entityId)).tenantId };
      else if (checked.entityId !== entityId)
        throw validationError('entityId must be sent once', { field: 'entityId' });
    },
    checked: (): CheckedEntity | undefined => checked,
  };
}
