import { createHash } from 'node:crypto';
import pg from 'pg';
import { databaseErrorOf } from './errors.js';
import type { SqlQuery } from './sql.js';
import type { Db, Queryable, Rows } from './types.js';

// Counts and ids as numbers (as PGlite returns them); NUMERIC stays a string so money stays exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

const statementNames = new Map<string, string>();

/**
 * Every parameterised statement is prepared once per connection, under a name derived from its
 * text, so PostgreSQL parses and plans it once rather than on every call (and may settle on a
 * generic plan). The set of texts is finite: values always travel as parameters, never in the
 * text, so a connection holds one statement per query shape the code can build.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(query: SqlQuery): Promise<Rows<R>> {
      const { text, values } = query.compile();
      // A text without parameters may hold several statements, which only the simple protocol runs.
      const name = query.name ?? (values.length > 0 ? statementName(text) : undefined);
      try {
        const result = await client.query(name ? { name, text, values } : { text, values });
        return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
      } catch (err) {
        throw databaseErrorOf(err, text);
      }
    },
    async exec(text: string): Promise<void> {
      try {
        await client.query(text);
      } catch (err) {
        throw databaseErrorOf(err, text);
      }
    },
  };
}

export function openPostgres(url: string, poolSize: number, applicationName: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: applicationName });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work(wrap(client));
        await client.query('COMMIT');
        return value;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async tryWithLock(key, work) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as ok',
          [key],
        );
        if (!rows[0]?.ok) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    stats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
