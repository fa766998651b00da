import pg from 'pg';

export const BASELINE_SCHEMA = 'bench_baseline';
/** Rows read at random by the read baselines. */
export const READ_ROWS = 100_000;
/**
 * Rows in all. Each write takes the next row nobody has written yet (`{{seq}}`), so its
 * expected version is always 0 and no write conflicts; this bounds the writes of one run.
 */
export const TOTAL_ROWS = 400_000;

/** A table of versioned rows and an outbox beside it, as a service of this stack keeps them. */
export async function seedBaselineData(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      drop schema if exists ${BASELINE_SCHEMA} cascade;
      create schema ${BASELINE_SCHEMA};
      create table ${BASELINE_SCHEMA}.items (
        id integer primary key,
        version integer not null default 0,
        name text not null,
        updated_at timestamptz not null default now()
      );
      create table ${BASELINE_SCHEMA}.outbox (
        id uuid primary key default gen_random_uuid(),
        routing_key text not null,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        published_at timestamptz
      );
      insert into ${BASELINE_SCHEMA}.items (id, name)
        select i, 'item ' || i from generate_series(1, ${TOTAL_ROWS}) as i;`);
    // Its own statement: a multi-statement query runs as one transaction, which VACUUM refuses.
    await client.query(`vacuum analyze ${BASELINE_SCHEMA}.items`);
  } finally {
    await client.end();
  }
}
