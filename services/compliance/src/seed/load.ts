import type { Db } from '@platform/kernel/db';
import { insertSeededTemplate } from '../workflow-templates/store.js';
import { assertValidTemplate } from '../workflow-templates/validate.js';
import { WORKFLOW_TEMPLATE_LIBRARY } from './workflow-templates/index.js';

/**
 * Loads the global workflow templates: each inserted once under its seed key, so that loading
 * again (every start, every replica, the seed script) adds nothing and a super-admin's later
 * changes to a seeded template are never undone.
 */
export async function loadGlobalTemplates(db: Db): Promise<number> {
  let added = 0;
  for (const { seedKey, ...fields } of WORKFLOW_TEMPLATE_LIBRARY) {
    assertValidTemplate(fields);
    if (await insertSeededTemplate(db, seedKey, fields)) added += 1;
  }
  return added;
}
