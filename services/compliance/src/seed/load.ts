import type { Db } from '@platform/kernel/db';
import { insertSeededTemplate, seededTemplateKeys } from '../workflow-templates/store.js';
import { assertValidTemplate } from '../workflow-templates/validate.js';
import { WORKFLOW_TEMPLATE_LIBRARY } from './workflow-templates/index.js';

/**
 * Loads the global workflow templates: each inserted once under its seed key, so that loading
 * again (every start, every replica, the seed script) adds nothing and a super-admin's later
 * changes to a seeded template are never undone.
 */
export async function loadGlobalTemplates(db: Db): Promise<number> {
  let added = 0;
  // One read at a start with every template in place, rather than one insert per template.
  const present = await seededTemplateKeys(
    db,
    WORKFLOW_TEMPLATE_LIBRARY.map((t) => t.seedKey),
  );
  for (const { seedKey, ...fields } of WORKFLOW_TEMPLATE_LIBRARY) {
    assertValidTemplate(fields);
    if (present.has(seedKey)) continue;
    if (await insertSeededTemplate(db, seedKey, fields)) added += 1;
  }
  return added;
}
