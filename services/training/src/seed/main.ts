import { loadConfig, resolveDataDir } from '@platform/kernel/config';
import { migrate, openDatabase } from '@platform/kernel/db';
import { TRAINING_SCHEMA, trainingMigrations } from '../app.js';
import { trainingVars } from '../config.js';
import { seedCatalogue } from './seed.js';

/**
 * Seeds the database the service uses: DATABASE_URL when set, else the embedded database
 * under DATA_DIR. The embedded folder is `training` (the service started alone); pass
 * `platform` to seed the all-in-one database of `npm start`. Stop the service first: an
 * embedded folder is locked while a process has it open.
 */
const folder = process.argv[2] ?? 'training';
const config = loadConfig(trainingVars, { secretsDir: resolveDataDir() });
const db = await openDatabase(config, folder);
try {
  await migrate(db, TRAINING_SCHEMA, trainingMigrations);
  const { created, existing } = await seedCatalogue(db);
  console.log(`training seed: ${created} courses created, ${existing} already present`);
} finally {
  await db.close();
}
