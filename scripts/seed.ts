/**
 * `npm run seed`: seeds what `npm start` serves, the all-in-one database (the embedded folder
 * `platform` under DATA_DIR, a relative DATA_DIR taken from the repository root, or
 * DATABASE_URL): the training catalogue and the compliance library, each by its service's own
 * seed. Both are idempotent. With the embedded database, stop `npm start` first: the folder is
 * locked while a process has it open.
 */
import { resolveDataDir } from '@platform/kernel/config';
import { runServiceSeed, type SeededService } from './demo/service-seeds.js';

const services: readonly SeededService[] = ['training', 'compliance'];
const where = process.env.DATABASE_URL ? 'DATABASE_URL' : `${resolveDataDir()}/pg/platform`;
console.log(`Seeding the npm start database (${where})`);
let failed = false;
for (const service of services) {
  try {
    console.log(`  ${await runServiceSeed(service)}`);
  } catch (err) {
    failed = true;
    console.error(`  ${service}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
if (failed && !process.env.DATABASE_URL) {
  console.error('Is npm start running? Stop it first: the embedded database is locked while it runs.');
}
process.exit(failed ? 1 : 0);
