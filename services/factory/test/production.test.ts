import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  countRows,
  createTenant,
  startFactory,
  superAdmin,
  type TestTenant,
} from './harness.js';
import { article, call, configureTenant, earn, worker } from './production-fixtures.js';

let svc: TestService;
let t: TestTenant;

beforeAll(async () => {
  svc = await startFactory();
  t = await createTenant(svc);
  await configureTenant(svc, t.id);
});
afterAll(() => svc?.close());

describe('workers', () => {
  it('creates, filters by skill, updates and deletes', async () => {
    const id = await worker(svc, t, 'Meena');
    await call(svc, t, 'POST', '/worker/create', { name: 'Arun', skills: ['stitching'] });
    const cutters = (await call(svc, t, 'GET', '/worker?skill=cutting'))
      .json()
      .data.map((w: { name: string }) => w.name);
    expect(cutters).toContain('Meena');
    expect(cutters).not.toContain('Arun');
    const patched = await call(svc, t, 'PATCH', `/worker/${id}`, { skills: ['cutting', 'checking'] });
    expect(patched.json().data).toMatchObject({ _id: id, skills: ['cutting', 'checking'], balance: 0 });
    expect((await call(svc, t, 'DELETE', `/worker/${id}`)).statusCode).toBe(200);
    expect((await call(svc, t, 'GET', `/worker/${id}`)).statusCode).toBe(404);
  });

  it('pages within the tenant’s sizes, a limit up to 1000 accepted and answered with the size applied', async () => {
    const paged = await createTenant(svc, { plan: 'enterprise' });
    await configureTenant(svc, paged.id);
    for (const name of ['A', 'B', 'C']) await worker(svc, paged, name);
    const page = async (query: string) => (await call(svc, paged, 'GET', `/worker${query}`)).json();
    expect(await page('')).toMatchObject({ status: 'success', results: 3, total: 3, page: 1, limit: 20 });
    expect(await page('?limit=500')).toMatchObject({ results: 3, total: 3, page: 1, limit: 100 });
    const second = await page('?limit=2&page=2');
    expect(second).toMatchObject({ results: 1, total: 3, page: 2, limit: 2 });
    expect(second.data.map((w: { name: string }) => w.name)).toEqual(['C']);
    expect((await call(svc, paged, 'GET', '/worker?limit=1001')).statusCode).toBe(400);
    const jobs = await call(svc, paged, 'POST', '/job', { limit: 1000, page: 1 });
    expect(jobs.json()).toMatchObject({ status: 'success', total: 0, page: 1, limit: 100 });
    expect((await call(svc, paged, 'POST', '/transaction', { limit: 1001 })).statusCode).toBe(400);
  });

  it('seeds the default worker None once', async () => {
    const first = await call(svc, t, 'GET', '/worker/initDefaultWorker');
    const again = await call(svc, t, 'GET', '/worker/initDefaultWorker');
    expect(first.json().data).toMatchObject({ name: 'None', isDefault: true });
    expect(again.json().data._id).toBe(first.json().data._id);
  });

  it('stops at the plan’s maxWorkers with 403, and -1 is unlimited', async () => {
    const starter = await createTenant(svc, { plan: 'starter' });
    await svc.backends.db.query(
      sql`update factory.tenants set settings = settings || '{"maxWorkers": 2}' where id = ${starter.id}`,
    );
    for (const name of ['A', 'B'])
      expect((await call(svc, starter, 'POST', '/worker/create', { name })).statusCode).toBe(201);
    const over = await call(svc, starter, 'POST', '/worker/create', { name: 'C' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ status: 'error', message: expect.stringContaining('maxWorkers') });
    const unlimited = await createTenant(svc, { plan: 'enterprise' });
    for (let i = 0; i < 6; i += 1)
      expect((await call(svc, unlimited, 'POST', '/worker/create', { name: `W${i}` })).statusCode).toBe(201);
  });
});

describe('articles', () => {
  it('checks attributes against the tenant config and master data', async () => {
    const bad = [
      { name: 'X', attributes: { size: 40 } },
      { name: 'X', attributes: { colour: 'green' } },
      { name: 'X', attributes: { colour: 'red', size: 'large' } },
      { name: 'X', attributes: { colour: 'red', weight: 3 } },
      { name: 'X', attributes: { colour: 'red' }, stepRates: { painting: 2 } },
      { name: 'X', attributes: { colour: 'red' }, stepRates: { cutting: 0.001 } },
    ];
    for (const body of bad)
      expect((await call(svc, t, 'POST', '/article/create', body)).statusCode).toBe(400);
    const id = await article(svc, t);
    expect((await call(svc, t, 'POST', `/article/${id}`)).json().data).toMatchObject({
      name: 'Shirt',
      stepRates: { cutting: 2.5 },
    });
    const list = (await call(svc, t, 'GET', '/article/getArticleList')).json().data;
    expect(list).toContainEqual({ _id: id, name: 'Shirt' });
  });
});

describe('jobs', () => {
  it('instantiates the configured steps, moves them forward only, and credits paid steps', async () => {
    const w = await worker(svc, t);
    const a = await article(svc, t);
    const created = await call(svc, t, 'POST', '/job/create', {
      articleId: a,
      quantity: 12,
      steps: [{ stepName: 'cutting', workerId: w }],
    });
    expect(created.statusCode).toBe(201);
    const job = created.json().data;
    expect(job.steps.map((s: { stepName: string; status: string }) => [s.stepName, s.status])).toEqual([
      ['cutting', 'Pending'],
      ['checking', 'Pending'],
      ['stitching', 'Pending'],
    ]);
    const none = (await call(svc, t, 'GET', '/worker/initDefaultWorker')).json().data._id;
    expect(job.steps[1].workerId).toBe(none);

    expect(
      (await call(svc, t, 'PATCH', `/job/${job._id}`, { stepName: 'cutting', status: 'In-Progress' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(svc, t, 'PATCH', `/job/${job._id}`, { stepName: 'cutting', status: 'Pending' })).statusCode,
    ).toBe(400);
    const done = await call(svc, t, 'PATCH', `/job/${job._id}`, {
      stepName: 'cutting',
      status: 'Completed',
      quantity: 10,
    });
    expect(done.json().data).toMatchObject({ credited: 25 });
    expect(
      (await call(svc, t, 'PATCH', `/job/${job._id}`, { stepName: 'cutting', status: 'Completed' }))
        .statusCode,
    ).toBe(400);
    const unpaid = await call(svc, t, 'PATCH', `/job/${job._id}`, {
      stepName: 'checking',
      status: 'Completed',
    });
    expect(unpaid.json().data.credited).toBe(0);
    const stitched = await call(svc, t, 'PATCH', `/job/${job._id}`, {
      stepName: 'stitching',
      status: 'Completed',
      workerId: w,
    });
    expect(stitched.json().data).toMatchObject({ credited: 49.2, status: 'completed' });

    const ledger = (await call(svc, t, 'POST', `/ledger/worker/${w}`, {})).json().data;
    expect(ledger.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ['credit', 25],
      ['credit', 49.2],
    ]);
    expect((await call(svc, t, 'DELETE', `/job/${job._id}`)).statusCode).toBe(409);
  });

  it('lists active jobs whatever the dates, finished ones within them', async () => {
    const w = await worker(svc, t);
    const a = await article(svc, t);
    const finished = await earn(svc, t, a, w, 1);
    await call(svc, t, 'PATCH', `/job/${finished}`, { stepName: 'checking', status: 'Completed' });
    await call(svc, t, 'PATCH', `/job/${finished}`, { stepName: 'stitching', status: 'Completed' });
    const open = (await call(svc, t, 'POST', '/job/create', { articleId: a, quantity: 5 })).json().data._id;
    const past = (await call(svc, t, 'POST', '/job', { from: '2020-01-01', to: '2020-01-31', limit: 100 }))
      .json()
      .data.map((j: { _id: string }) => j._id);
    expect(past).toContain(open);
    expect(past).not.toContain(finished);
    expect((await call(svc, t, 'POST', '/job', { from: '2020-02-01', to: '2020-01-01' })).statusCode).toBe(
      400,
    );
  });
});

describe('ledger, transactions and reports', () => {
  it('records adjustments, custom types and transactions, and reports production by group', async () => {
    const w = await worker(svc, t, 'Lakshmi');
    const a = await article(svc, t);
    await earn(svc, t, a, w, 4); // 10.00
    expect(
      (await call(svc, t, 'POST', '/ledger/adjustment', { workerId: w, type: 'canteen', amount: -1.25 }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(svc, t, 'POST', '/ledger/adjustment', { workerId: w, type: 'bonus', amount: 5 }))
        .statusCode,
    ).toBe(400);
    const credit = await call(svc, t, 'POST', '/transaction/create', {
      workerId: w,
      type: 'credit',
      amount: 2,
      note: 'Diwali bonus',
    });
    expect(credit.statusCode).toBe(201);
    const summary = (await call(svc, t, 'POST', `/ledger/summary/${w}`, {})).json().data;
    expect(summary).toMatchObject({
      totalCredits: 12,
      balance: 10.75,
      byType: { canteen: { total: -1.25, entries: 1 } },
    });
    expect(
      (await call(svc, t, 'POST', `/ledger/summary/${w}`, { from: '2026-02-01', to: '2026-01-01' }))
        .statusCode,
    ).toBe(400);

    const txId = credit.json().data._id;
    expect(
      (await call(svc, t, 'PATCH', `/transaction/${txId}`, { note: 'Festival bonus' })).json().data.note,
    ).toBe('Festival bonus');
    expect((await call(svc, t, 'DELETE', `/transaction/${txId}`)).statusCode).toBe(200);
    expect((await call(svc, t, 'POST', `/ledger/summary/${w}`, {})).json().data.balance).toBe(8.75);
    const payment = (
      await call(svc, t, 'POST', '/transaction/makePayment', { workerId: w, amount: 1 })
    ).json().data.transaction._id;
    expect((await call(svc, t, 'DELETE', `/transaction/${payment}`)).statusCode).toBe(409);
    const listed = (await call(svc, t, 'POST', '/transaction', { workerId: w })).json().data;
    expect(listed.map((x: { type: string }) => x.type)).toEqual(['payment']);

    const byWorker = (
      await call(svc, t, 'POST', '/report/getTaskReportByGroup', { groupBy: 'worker' })
    ).json().data.rows;
    expect(byWorker.find((r: { name: string }) => r.name === 'Lakshmi')).toMatchObject({
      quantity: 4,
      amount: 10,
      steps: 1,
    });
    const byArticle = (await call(svc, t, 'POST', `/report/getReportByArticleId/${a}`, {})).json().data.rows;
    expect(byArticle).toEqual([{ key: 'cutting', name: 'cutting', quantity: 4, amount: 10, steps: 1 }]);
  });
});

describe('tenant isolation', () => {
  it('answers 404 for another tenant’s ids on every production route, and 403 to a suspended tenant', async () => {
    const other = await createTenant(svc);
    await configureTenant(svc, other.id);
    const w = await worker(svc, other);
    const a = await article(svc, other);
    const j = await earn(svc, other, a, w, 1);
    const tx = (
      await call(svc, other, 'POST', '/transaction/create', { workerId: w, type: 'credit', amount: 1 })
    ).json().data._id;
    const probes: [string, string, object?][] = [
      ['GET', `/worker/${w}`],
      ['PATCH', `/worker/${w}`, { name: 'x' }],
      ['DELETE', `/worker/${w}`],
      ['POST', `/article/${a}`],
      ['PATCH', `/article/${a}`, { name: 'x' }],
      ['DELETE', `/article/${a}`],
      ['GET', `/job/${j}`],
      ['PATCH', `/job/${j}`, { stepName: 'checking', status: 'Completed' }],
      ['DELETE', `/job/${j}`],
      ['POST', `/ledger/worker/${w}`, {}],
      ['POST', `/ledger/summary/${w}`, {}],
      ['POST', '/ledger/adjustment', { workerId: w, type: 'credit', amount: 1 }],
      ['GET', `/transaction/${tx}`],
      ['PATCH', `/transaction/${tx}`, { note: 'x' }],
      ['DELETE', `/transaction/${tx}`],
      ['POST', '/transaction/makePayment', { workerId: w, amount: 1 }],
      ['POST', `/report/getReportByArticleId/${a}`, {}],
    ];
    for (const [method, url, body] of probes) {
      const res = await call(svc, t, method as 'GET', url, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    expect(await countRows(svc, 'ledger_entries')).toBeGreaterThan(0);
    const { rows } = await svc.backends.db.query<{ balance: string }>(
      sql`select balance::text from factory.workers where id = ${w}`,
    );
    expect(rows[0]?.balance).toBe('3.50');

    await svc.backends.db.query(sql`update factory.tenants set status = 'suspended' where id = ${other.id}`);
    for (const [method, url, body] of probes.slice(0, 5)) {
      const res = await call(svc, other, method as 'GET', url, body);
      expect(res.statusCode).toBe(403);
    }
    const root = await superAdmin(svc);
    const viaRoot = await svc.app.inject({
      method: 'GET',
      url: `${API}/worker/${w}`,
      headers: { ...bearer(root.token), 'x-tenant-id': other.id },
    });
    expect(viaRoot.statusCode).toBe(200);
    const asUser = await svc.app.inject({
      method: 'GET',
      url: `${API}/worker`,
      headers: bearer(t.user.token),
    });
    expect(asUser.statusCode).toBe(403);
  });
});
