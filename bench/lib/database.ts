import pg from 'pg';

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface PostgresServer {
  readonly url: string;
  /** Whether the services under test run on it (DATABASE_URL set) or only the baselines. */
  readonly forServices: boolean;
}

/** `DATABASE_URL` when set; else the local server when it answers; else none. */
export async function findPostgres(): Promise<PostgresServer | undefined> {
  const configured = process.env.DATABASE_URL;
  if (configured) return { url: configured, forServices: true };
  return (await answers(LOCAL_POSTGRES)) ? { url: LOCAL_POSTGRES, forServices: false } : undefined;
}

export interface ScratchDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let scratchCount = 0;

/** A database of its own for this run, so that a run never reads or leaves data in another. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  scratchCount += 1;
  const name = `bench_${stamp}_${process.pid}_${scratchCount}`;
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      onServer(serverUrl, async (client) => {
        // `with (force)` ends connections a killed child may have left behind.
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}
