import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from './sql.js';
import type { Db } from './types.js';

export interface MigrationSet {
  /** Recorded with each version, so kernel and service numbering never collide. */
  readonly source: string;
  readonly dir: string;
}

interface Migration {
  readonly version: number;
  readonly name: string;
  readonly text: string;
  readonly checksum: string;
}

const FILE = /^(\d+)_([\w-]+)\.sql$/;

/** The kernel's own tables (outbox, work queue, job runs), created in every service's schema. */
export const platformMigrations: MigrationSet = {
  source: 'platform',
  dir: fileURLToPath(new URL('../../migrations/', import.meta.url)),
};

function readMigrations(set: MigrationSet): Migration[] {
  const found = readdirSync(set.dir)
    .map((file) => ({ file, m: FILE.exec(file) }))
    .filter((f): f is { file: string; m: RegExpExecArray } => f.m !== null)
    .map(({ file, m }) => {
      const text = readFileSync(join(set.dir, file), 'utf8');
      return {
        version: Number(m[1]),
        name: m[2] ?? file,
        text,
        checksum: createHash('sha256').update(text).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < found.length; i++) {
    if (found[i]?.version === found[i - 1]?.version) {
      throw new Error(`${set.source}: two migrations numbered ${found[i]?.version}`);
    }
  }
  return found;
}

/**
 * Applies pending migrations into `schema`, forward only, in one transaction under an
 * advisory lock, so that replicas starting together apply each file exactly once.
 * Migration files use unqualified names: they run with `search_path` set to the schema.
 * A recorded migration whose file has changed stops the start.
 */
export async function migrate(db: Db, schema: string, sets: readonly MigrationSet[]): Promise<number> {
  const pending = sets.map((set) => ({ set, files: readMigrations(set) }));
  if (await upToDate(db, schema, pending)) return 0;
  return db.transaction(async (tx) => {
    await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`migrate:${schema}`}))`);
    await tx.exec(`create schema if not exists "${schema}"`);
    await tx.exec(`set local search_path to "${schema}", public`);
    await tx.exec(`create table if not exists schema_migrations (
      source text not null,
      version integer not null,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now(),
      primary key (source, version)
    )`);
    const { rows: applied } = await tx.query<{ source: string; version: number; checksum: string }>(
      sql`select source, version, checksum from schema_migrations`,
    );
    const done = new Map(applied.map((r) => [`${r.source}:${r.version}`, r.checksum]));
    let count = 0;
    for (const { set, files } of pending) {
      for (const m of files) {
        const recorded = done.get(`${set.source}:${m.version}`);
        if (recorded !== undefined) {
          if (recorded !== m.checksum) {
            throw new Error(
              `${schema}: migration ${set.source} ${m.version}_${m.name} changed after it was applied`,
            );
          }
          continue;
        }
        await tx.exec(m.text);
        await tx.query(
          sql`insert into schema_migrations (source, version, name, checksum) values (${set.source}, ${m.version}, ${m.name}, ${m.checksum})`,
        );
        count++;
      }
    }
    return count;
  });
}

/**
 * Whether every file is recorded already, with its checksum: one read, no lock and no DDL, which
 * is what almost every start finds. Anything else (a new file, a changed one, no table yet) is
 * left to the locked pass, which applies or refuses it.
 */
async function upToDate(
  db: Db,
  schema: string,
  pending: readonly { set: MigrationSet; files: readonly Migration[] }[],
): Promise<boolean> {
  const { rows: found } = await db.query<{ present: boolean }>(
    sql`select to_regclass(${`"${schema}".schema_migrations`}) is not null as present`,
  );
  if (!found[0]?.present) return false;
  const { rows } = await db.query<{ source: string; version: number; checksum: string }>(
    sql`select source, version, checksum from ${sql.ident(schema, 'schema_migrations')}`,
  );
  const recorded = new Map(rows.map((r) => [`${r.source}:${r.version}`, r.checksum]));
  return pending.every(({ set, files }) =>
    files.every((m) => recorded.get(`${set.source}:${m.version}`) === m.checksum),
  );
}
