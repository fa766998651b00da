import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { databaseErrorOf } from './errors.js';
import type { SqlQuery } from './sql.js';
import type { Db, Queryable, Rows } from './types.js';

/**
 * An initialised, empty cluster shipped with the package: opening a new data folder from it
 * takes about a second and half the memory of running initdb.
 */
export const PGLITE_BASE_ARCHIVE = fileURLToPath(new URL('../../assets/pglite-base.tar.gz', import.meta.url));

function baseArchive(): Blob | undefined {
  return existsSync(PGLITE_BASE_ARCHIVE) ? new Blob([readFileSync(PGLITE_BASE_ARCHIVE)]) : undefined;
}

function wrap(q: Pick<PGlite, 'query' | 'exec'> | Transaction): Queryable {
  return {
    async query<R>(query: SqlQuery): Promise<Rows<R>> {
      const { text, values } = query.compile();
      try {
        const result = await q.query<R>(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      } catch (err) {
        throw databaseErrorOf(err, text);
      }
    },
    async exec(text: string): Promise<void> {
      try {
        await q.exec(text);
      } catch (err) {
        throw databaseErrorOf(err, text);
      }
    },
  };
}

/**
 * PGlite has no lock of its own on its folder, and two processes on one folder lose writes:
 * a lock file with the owner's pid keeps a second process out; a stale one is taken over.
 */
function lockFolder(dataDir: string): () => void {
  mkdirSync(dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(`database folder ${dataDir} is in use by process ${owner}`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock database folder ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A process killed with SIGKILL stays a zombie until its parent reaps it (in a container whose
  // first process does not reap, for ever): it still answers signal 0 but holds nothing.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): signal 0 is all there is
  }
}

/** Opens (creating from the base archive when new) an embedded database; `memory://` for tests. */
export async function openPglite(dataDir: string | 'memory://'): Promise<Db> {
  const inMemory = dataDir === 'memory://';
  const unlock = inMemory ? () => {} : lockFolder(dataDir);
  const isNew = inMemory || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  const loadDataDir = isNew ? baseArchive() : undefined;
  let pg: PGlite;
  try {
    pg = new PGlite(inMemory ? undefined : join(dataDir), loadDataDir ? { loadDataDir } : {});
    await pg.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  return pgliteDb(pg, unlock);
}

function pgliteDb(pg: PGlite, unlock: () => void): Db {
  const base = wrap(pg);
  // One connection means one session: advisory locks would always succeed, so track them here.
  const held = new Set<string>();
  // PGlite runs one statement or transaction at a time: the rest of what was asked waits.
  let outstanding = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    outstanding++;
    try {
      return await work();
    } finally {
      outstanding--;
    }
  };
  return {
    kind: 'pglite',
    query: <R>(query: SqlQuery) => counted(() => base.query<R>(query)),
    exec: (text) => counted(() => base.exec(text)),
    transaction: (work) => counted(() => pg.transaction((tx) => work(wrap(tx)))),
    stats: () => ({
      inUse: Math.min(outstanding, 1),
      idle: outstanding > 0 ? 0 : 1,
      waiting: Math.max(outstanding - 1, 0),
    }),
    async tryWithLock(key, work) {
      if (held.has(key)) return { ran: false };
      held.add(key);
      try {
        return { ran: true, value: await work() };
      } finally {
        held.delete(key);
      }
    },
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
