import { join } from 'node:path';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db } from './types.js';

export interface DatabaseConfig {
  readonly DATABASE_URL: string | undefined;
  readonly DATABASE_POOL_SIZE: number;
  readonly DATA_DIR: string;
}

/** PostgreSQL when `DATABASE_URL` is set, else PGlite in `DATA_DIR/<folder>`. */
export async function openDatabase(config: DatabaseConfig, folder: string): Promise<Db> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE, folder);
  return openPglite(join(config.DATA_DIR, 'pg', folder));
}
