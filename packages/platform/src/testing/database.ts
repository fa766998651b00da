import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import type { Db } from '../db/types.js';

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or with `DATABASE_URL`
 * a new database on that server, dropped again on close.
 */
export async function openTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) return openPglite('memory://');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 5, name);
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The URL of a fresh database (for tests that start several processes on one server). */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
