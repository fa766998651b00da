import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { many, migrate, sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startFactory, type TestTenant } from './harness.js';
import { call, configureTenant, worker } from './production-fixtures.js';

let svc: TestService;
let t: TestTenant;
let other: TestTenant;
let shirt: string;
let trouser: string;

async function namedArticle(tenant: TestTenant, name: string): Promise<string> {
  const res = await call(svc, tenant, 'POST', '/article/create', {
    name,
    attributes: { colour: 'red' },
    stepRates: { cutting: 2.5 },
  });
  if (res.statusCode !== 201) throw new Error(`article: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

async function newJob(tenant: TestTenant, articleId: string, steps: object[] = []) {
  const res = await call(svc, tenant, 'POST', '/job/create', { articleId, quantity: 5, steps });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; jobNumber: number };
}

async function listed(tenant: TestTenant, body: object) {
  const res = await call(svc, tenant, 'POST', '/job', body);
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; data: { _id: string; jobNumber: number; articleName: string }[] };
}

beforeAll(async () => {
  svc = await startFactory();
  t = await createTenant(svc);
  other = await createTenant(svc);
  await configureTenant(svc, t.id);
  await configureTenant(svc, other.id);
  shirt = await namedArticle(t, 'Shirt Slim');
  trouser = await namedArticle(t, 'Trouser 100%_cotton');
});
afterAll(() => svc?.close());

describe('job numbers', () => {
  it('numbers each tenant’s jobs 1, 2, 3 … on their own, and every answer carries the number', async () => {
    const first = await newJob(t, shirt);
    const second = await newJob(t, trouser);
    const third = await newJob(t, shirt);
    expect([first.jobNumber, second.jobNumber, third.jobNumber]).toEqual([1, 2, 3]);
    const elsewhere = await newJob(other, await namedArticle(other, 'Shirt'));
    expect(elsewhere.jobNumber).toBe(1);

    const read = await call(svc, t, 'GET', `/job/${second._id}`);
    expect(read.json().data).toMatchObject({ _id: second._id, jobNumber: 2 });
    const list = await listed(t, {});
    expect(list.data.map((j) => j.jobNumber)).toEqual([3, 2, 1]);
  });

  it('gives jobs created at the same time distinct numbers, and never gives a deleted job’s number again', async () => {
    const before = (await listed(t, {})).total;
    const made = await Promise.all(Array.from({ length: 8 }, () => newJob(t, shirt)));
    const numbers = made.map((j) => j.jobNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => before + i + 1));

    const last = made.find((j) => j.jobNumber === before + 8);
    expect((await call(svc, t, 'DELETE', `/job/${last?._id}`)).statusCode).toBe(200);
    expect((await newJob(t, trouser)).jobNumber).toBe(before + 9);
    const rows = await many<{ n: number }>(
      svc.backends.db,
      sql`select job_number as n from factory.jobs where tenant_id = ${t.id} order by job_number`,
    );
    expect(new Set(rows.map((r) => r.n)).size).toBe(rows.length);
  });

  it('finds a job by its number exactly, or by part of its article’s name in any case', async () => {
    const byNumber = await listed(t, { search: '2' });
    expect(byNumber.data.map((j) => j.jobNumber)).toEqual([2]);
    expect((await listed(t, { search: '#2' })).data.map((j) => j.jobNumber)).toEqual([2]);
    // A number is the number, not a part of one: 1 does not find 10 or 11.
    expect((await listed(t, { search: '1' })).data.map((j) => j.jobNumber)).toEqual([1]);
    expect((await listed(t, { search: '99999999999' })).total).toBe(0);

    const trousers = await listed(t, { search: 'TROUSER' });
    expect(trousers.data.every((j) => j.articleName === 'Trouser 100%_cotton')).toBe(true);
    expect(trousers.total).toBe(2);
    expect((await listed(t, { search: 'slim' })).data.every((j) => j.articleName === 'Shirt Slim')).toBe(
      true,
    );
    // `%` and `_` are letters of the name, not wildcards.
    expect((await listed(t, { search: '0%_c' })).total).toBe(2);
    expect((await listed(t, { search: 'Shirt%' })).total).toBe(0);
    expect((await listed(t, { search: 'S_irt' })).total).toBe(0);
  });

  it('combines the search with the open/completed filter', async () => {
    const w = await worker(svc, t);
    const job = await newJob(t, trouser, [{ stepName: 'cutting', workerId: w }]);
    for (const stepName of ['cutting', 'checking', 'stitching'])
      expect(
        (await call(svc, t, 'PATCH', `/job/${job._id}`, { stepName, status: 'Completed' })).statusCode,
      ).toBe(200);
    const completed = await listed(t, { search: 'trouser', status: 'completed' });
    expect(completed.data.map((j) => j.jobNumber)).toEqual([job.jobNumber]);
    const open = await listed(t, { search: 'trouser', status: 'active' });
    expect(open.data.map((j) => j.jobNumber)).not.toContain(job.jobNumber);
    expect(open.total).toBe(2);
    expect((await listed(t, { search: String(job.jobNumber), status: 'active' })).total).toBe(0);
  });

  it('never finds another tenant’s job, and refuses a blank or overlong search', async () => {
    const theirs = await listed(other, { search: '2' });
    expect(theirs.total).toBe(0);
    expect((await listed(other, { search: 'slim' })).total).toBe(0);
    for (const search of ['', '   ', 'x'.repeat(101)]) {
      const res = await call(svc, t, 'POST', '/job', { search });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
  });
});

describe('jobs by id', () => {
  it('lists only the jobs named, never another tenant’s, and refuses a malformed or overlong list', async () => {
    const a = await newJob(t, shirt);
    const b = await newJob(t, trouser);
    const theirs = await newJob(other, await namedArticle(other, 'Kurta'));
    const both = await listed(t, { ids: [a._id, b._id, theirs._id] });
    expect(both.data.map((j) => j._id).sort()).toEqual([a._id, b._id].sort());
    expect(both.data.find((j) => j._id === b._id)?.articleName).toBe('Trouser 100%_cotton');
    expect((await listed(other, { ids: [a._id] })).total).toBe(0);
    for (const ids of [[], ['not-a-uuid'], Array.from({ length: 101 }, () => a._id)]) {
      const res = await call(svc, t, 'POST', '/job', { ids });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
  });
});

describe('the job numbers migration', () => {
  it('numbers the jobs already there in the order they were created, per tenant', async () => {
    const all = fileURLToPath(new URL('../migrations/', import.meta.url));
    const before = mkdtempSync(join(tmpdir(), 'factory-migrations-'));
    try {
      for (const file of readdirSync(all).filter((f) => f < '0016'))
        copyFileSync(join(all, file), join(before, file));
      const db = svc.backends.db;
      const schema = `factory_numbers_${Date.now()}`;
      const s = sql.ident(schema);
      await migrate(db, schema, [{ source: 'factory', dir: before }]);
      const rows = await many<{ tenant: string; job: string }>(
        db,
        sql`with t as (
            insert into ${s}.tenants (name, slug, plan, domain)
            values ('A', 'a', 'starter', 'a.test'), ('B', 'b', 'starter', 'b.test') returning id, slug
          ), a as (
            insert into ${s}.articles (tenant_id, name) select id, 'Shirt' from t returning id, tenant_id
          )
          insert into ${s}.jobs (tenant_id, article_id, quantity, steps, created_at)
          select a.tenant_id, a.id, 1, '[]', now() - make_interval(days => d)
          from a, generate_series(1, 3) d
          returning tenant_id as tenant, id as job`,
      );
      expect(rows).toHaveLength(6);
      await migrate(db, schema, [{ source: 'factory', dir: all }]);
      const numbered = await many<{ tenant: string; n: number; rank: number }>(
        db,
        sql`select tenant_id as tenant, job_number as n,
                   (row_number() over (partition by tenant_id order by created_at))::int as rank
                 from ${s}.jobs order by tenant_id, created_at`,
      );
      expect(numbered.map((r) => r.n)).toEqual([1, 2, 3, 1, 2, 3]);
      expect(numbered.every((r) => r.n === r.rank)).toBe(true);
      const next = await many<{ last: number }>(
        db,
        sql`select last_number as last from ${s}.job_counters order by tenant_id`,
      );
      expect(next.map((r) => r.last)).toEqual([3, 3]);
      await db.exec(`drop schema "${schema}" cascade`);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });
});
