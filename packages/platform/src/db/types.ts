import type { SqlQuery } from './sql.js';

export interface Rows<R> {
  readonly rows: R[];
  readonly rowCount: number;
}

/** Anything that runs a query: the database itself, or a transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(query: SqlQuery): Promise<Rows<R>>;
  /** Plain text with no parameters (several statements allowed): migrations and setup only. */
  exec(text: string): Promise<void>;
}

/** How a database pool is used right now. */
export interface PoolStats {
  /** Connections (PGlite: its one session) running a statement or holding a transaction. */
  readonly inUse: number;
  readonly idle: number;
  /** Callers waiting for a connection. */
  readonly waiting: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding a session-level advisory lock, or returns `skipped` at once when
   * another process holds it. Used so that a scheduled job runs on one replica at a time.
   */
  tryWithLock<T>(key: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  close(): Promise<void>;
  /** The pool's use now, for the `db_pool_*` metrics; absent on stand-ins. */
  stats?(): PoolStats;
}

export async function one<R>(db: Queryable, query: SqlQuery): Promise<R> {
  const { rows } = await db.query<R>(query);
  const row = rows[0];
  if (row === undefined) throw new Error('expected one row, got none');
  return row;
}

export async function maybeOne<R>(db: Queryable, query: SqlQuery): Promise<R | undefined> {
  const { rows } = await db.query<R>(query);
  return rows[0];
}

export async function many<R>(db: Queryable, query: SqlQuery): Promise<R[]> {
  return (await db.query<R>(query)).rows;
}

/** Postgres error codes the services act on. Drivers wrap errors differently; this finds the code. */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 3 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** `on delete restrict` reports this, not the foreign-key code. */
export const PG_RESTRICT_VIOLATION = '23001';
