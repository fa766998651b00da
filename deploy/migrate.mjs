/**
 * Applies every service's pending migrations to PostgreSQL, then exits: the one-shot
 * migration step of both layouts (the `migrate` service of compose.yaml, the `platform-migrate`
 * Job of k8s/). Each service also migrates at start under the same per-schema advisory lock,
 * so this step is what makes a release's schema changes land once, before any new replica
 * starts, and what fails a rollout early when a migration is wrong.
 *
 * Plain JavaScript so that it runs in the image as it is: `node deploy/migrate.mjs`, with
 * DATABASE_URL set. Exit code 0 when every schema is up to date.
 */
import { fileURLToPath } from 'node:url';
import { migrate, openPostgres, platformMigrations } from '@platform/kernel/db';

/** The services, each owning the schema of its name: the kernel's tables, then its own folder. */
export const SERVICES = ['identity', 'compliance', 'training', 'factory', 'portal'];

/**
 * What each service's app passes to `migrate` at start: schema and migration sets
 * (deploy.test.ts checks the two agree).
 * @returns {{ schema: string, sets: import('@platform/kernel/db').MigrationSet[] }[]}
 */
export function migrationPlan() {
  return SERVICES.map((name) => ({
    schema: name,
    sets: [
      platformMigrations,
      { source: name, dir: fileURLToPath(new URL(`../services/${name}/migrations/`, import.meta.url)) },
    ],
  }));
}

/**
 * Migrates every schema in turn; resolves with the number of files applied per schema.
 * @param {import('@platform/kernel/db').Db} db
 * @returns {Promise<Record<string, number>>}
 */
export async function migrateAll(db) {
  /** @type {Record<string, number>} */
  const applied = {};
  for (const { schema, sets } of migrationPlan()) applied[schema] = await migrate(db, schema, sets);
  return applied;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set');
    process.exit(2);
  }
  const db = openPostgres(url, 1, 'migrate');
  try {
    const applied = await migrateAll(db);
    console.log(JSON.stringify({ msg: 'migrations applied', applied }));
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(JSON.stringify({ msg: 'migration failed', err: String(err?.stack ?? err) }));
    process.exit(1);
  });
}
