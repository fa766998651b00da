export { DatabaseError, isClientCausedDatabaseError } from './errors.js';
export { type MigrationSet, migrate, platformMigrations } from './migrate.js';
export { type DatabaseConfig, openDatabase } from './open.js';
export { openPglite, PGLITE_BASE_ARCHIVE } from './pglite.js';
export { openPostgres } from './postgres.js';
export { SqlQuery, sql } from './sql.js';
export {
  type Db,
  many,
  maybeOne,
  one,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  type PoolStats,
  pgErrorCode,
  type Queryable,
  type Rows,
} from './types.js';
