import { loadConfig, resolveDataDir } from '@platform/kernel/config';
import { migrate, openDatabase } from '@platform/kernel/db';
import { complianceVars } from '../config.js';
import { COMPLIANCE_SCHEMA, complianceMigrations } from '../migrations.js';
import { loadDocumentTemplates } from './document-templates/index.js';
import { loadFormMappings } from './form-mappings/index.js';
import { loadGlobalTemplates } from './load.js';

/**
 * Loads the shipped library (global workflow templates, document templates, form mappings) into
 * the database the service uses: DATABASE_URL when set, else the embedded database under
 * DATA_DIR. The embedded folder is `compliance` (the service started alone); pass `platform`
 * for the all-in-one database of `npm start`. Stop the service first: an embedded folder is
 * locked while a process has it open. The service loads the same at every start.
 */
const folder = process.argv[2] ?? 'compliance';
const config = loadConfig(complianceVars, { secretsDir: resolveDataDir() });
const db = await openDatabase(config, folder);
try {
  await migrate(db, COMPLIANCE_SCHEMA, complianceMigrations);
  const added = await loadGlobalTemplates(db);
  await loadDocumentTemplates(db);
  await loadFormMappings(db);
  console.log(
    `compliance seed: ${added} global workflow templates added; document templates and form mappings loaded`,
  );
} finally {
  await db.close();
}
