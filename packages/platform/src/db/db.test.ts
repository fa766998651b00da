import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase } from '../testing/database.js';
import { type Db, migrate, one, openPglite, sql } from './index.js';

describe('sql tag', () => {
  it('keeps values out of the text, nests fragments', () => {
    const cond = [sql`a = ${1}`, sql`b = ${'x'}`];
    const q = sql`select * from t where ${sql.join(cond, sql` and `)} limit ${5}`;
    expect(q.compile()).toEqual({
      text: 'select * from t where a = $1 and b = $2 limit $3',
      values: [1, 'x', 5],
    });
  });
  it('refuses unsafe identifiers', () => {
    expect(() => sql.ident('x; drop table y')).toThrow(/unsafe/);
  });
});

describe('migrations', () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'mig-'));
    writeFileSync(
      join(dir, '0001_create.sql'),
      'create table widget (id int primary key, name text not null);',
    );
    writeFileSync(join(dir, '0002_seed.sql'), "insert into widget values (1, 'first');");
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies once, then is a no-op', async () => {
    const set = { source: 'svc', dir };
    expect(await migrate(db, 'mig_test', [set])).toBe(2);
    expect(await migrate(db, 'mig_test', [set])).toBe(0);
    const row = await one<{ n: number }>(db, sql`select count(*)::int as n from mig_test.widget`);
    expect(row.n).toBe(1);
  });

  it('refuses to start when an applied file changed', async () => {
    writeFileSync(join(dir, '0002_seed.sql'), "insert into widget values (2, 'edited');");
    await expect(migrate(db, 'mig_test', [{ source: 'svc', dir }])).rejects.toThrow(
      /changed after it was applied/,
    );
  });

  it('rolls back a transaction that throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(sql`insert into mig_test.widget values (3, 'never')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from mig_test.widget where id = 3`,
    );
    expect(row.n).toBe(0);
  });
});

describe('embedded folder lock', () => {
  it('keeps a second opener out of a folder in use', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pgl-'));
    mkdirSync(root, { recursive: true });
    const folder = join(root, 'db');
    const first = await openPglite(folder);
    writeFileSync(`${folder}.lock`, '1'); // pid 1 is always alive
    await expect(openPglite(folder)).rejects.toThrow(/in use by process 1/);
    await first.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.skipIf(process.platform !== 'linux')(
    'takes over a folder whose owner was killed and is a zombie not yet reaped',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'pgl-'));
      const folder = join(root, 'db');
      // `sleep 0` ends at once, and its parent (exec'd into `sleep 5`) never reaps it.
      const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const zombie = Number((await once(parent.stdout, 'data')).toString());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /);
      writeFileSync(`${folder}.lock`, String(zombie));
      const db = await openPglite(folder);
      expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
      await db.close();
      parent.kill();
      rmSync(root, { recursive: true, force: true });
    },
  );
});
