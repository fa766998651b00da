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
  TEST_PASSWORD,
  type TestTenant,
} from './harness.js';
import { article, call, configureTenant, earn, worker } from './production-fixtures.js';

let svc: TestService;
let t: TestTenant;
let shirt: string;

beforeAll(async () => {
  svc = await startFactory();
  t = await createTenant(svc);
  await configureTenant(svc, t.id);
  shirt = await article(svc, t);
});
afterAll(() => svc?.close());

const summary = async (workerId: string) =>
  (await call(svc, t, 'POST', `/ledger/summary/${workerId}`, {})).json().data;

async function newJob(workerId: string, quantity = 4): Promise<string> {
  const res = await call(svc, t, 'POST', '/job/create', {
    articleId: shirt,
    quantity,
    steps: [{ stepName: 'cutting', workerId }],
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id;
}

const patchWithKey = (jobId: string, key: string, body: object) =>
  svc.app.inject({
    method: 'PATCH',
    url: `${API}/job/${jobId}`,
    headers: { ...bearer(t.admin.token), 'idempotency-key': key },
    payload: body,
  });

describe('a step completion with an Idempotency-Key', () => {
  it('answers a repeat with the first answer, says so, and credits once', async () => {
    const w = await worker(svc, t);
    const job = await newJob(w); // cutting 2.50 × 4 = 10.00
    const body = { stepName: 'cutting', status: 'Completed' };
    const first = await patchWithKey(job, 'complete-1', body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.json().data).toMatchObject({ _id: job, credited: 10 });
    // The same body with its keys in another order is the same request.
    const again = await patchWithKey(job, 'complete-1', { status: 'Completed', stepName: 'cutting' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await summary(w)).toMatchObject({ totalCredits: 10, balance: 10 });
  });

  it('refuses the key with another body (409) and changes nothing', async () => {
    const w = await worker(svc, t);
    const job = await newJob(w);
    expect((await patchWithKey(job, 'k-2', { stepName: 'cutting', status: 'In-Progress' })).statusCode).toBe(
      200,
    );
    const other = await patchWithKey(job, 'k-2', { stepName: 'cutting', status: 'Completed' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      status: 'error',
      message: expect.stringContaining('Idempotency-Key'),
    });
    const anotherJob = await patchWithKey(await newJob(w), 'k-2', {
      stepName: 'cutting',
      status: 'In-Progress',
    });
    expect(anotherJob.statusCode).toBe(409);
    const read = (await call(svc, t, 'GET', `/job/${job}`)).json().data;
    expect(read.steps.find((s: { stepName: string }) => s.stepName === 'cutting').status).toBe('In-Progress');
    expect(await summary(w)).toMatchObject({ totalCredits: 0, balance: 0 });
  });

  it('credits once when repeats arrive together', async () => {
    const w = await worker(svc, t);
    const job = await newJob(w, 2); // 5.00
    const body = { stepName: 'cutting', status: 'Completed' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => patchWithKey(job, 'together', body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await summary(w)).toMatchObject({ totalCredits: 5, balance: 5 });
  });

  it('keeps keys per tenant, and refuses a blank key', async () => {
    const w = await worker(svc, t);
    const job = await newJob(w);
    expect((await patchWithKey(job, '', { stepName: 'cutting', status: 'Completed' })).statusCode).toBe(400);
    expect(await summary(w)).toMatchObject({ totalCredits: 0 });
    const other = await createTenant(svc);
    await configureTenant(svc, other.id);
    const theirs = await worker(svc, other);
    const theirJob = (
      await call(svc, other, 'POST', '/job/create', {
        articleId: await article(svc, other),
        quantity: 1,
        steps: [{ stepName: 'cutting', workerId: theirs }],
      })
    ).json().data._id;
    await patchWithKey(job, 'shared-key', { stepName: 'cutting', status: 'Completed' });
    const res = await svc.app.inject({
      method: 'PATCH',
      url: `${API}/job/${theirJob}`,
      headers: { ...bearer(other.admin.token), 'idempotency-key': 'shared-key' },
      payload: { stepName: 'cutting', status: 'Completed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(res.json().data).toMatchObject({ _id: theirJob, credited: 2.5 });
  });
});

describe('giving a step to another worker', () => {
  type Step = { stepName: string; workerId: string; status: string };
  const stepOf = (job: { steps: Step[] }, name: string) =>
    job.steps.find((s) => s.stepName === name) ?? { stepName: name, workerId: '', status: '' };

  it('changes the worker and keeps the status; a later completion credits the new worker', async () => {
    const first = await worker(svc, t, 'Asha');
    const second = await worker(svc, t, 'Bina');
    const job = await newJob(first);
    await call(svc, t, 'PATCH', `/job/${job}`, { stepName: 'cutting', status: 'In-Progress' });
    const res = await call(svc, t, 'PATCH', `/job/${job}/worker`, { stepName: 'cutting', workerId: second });
    expect(res.statusCode).toBe(200);
    expect(stepOf(res.json().data, 'cutting')).toMatchObject({ workerId: second, status: 'In-Progress' });
    const read = (await call(svc, t, 'GET', `/job/${job}`)).json().data;
    expect(stepOf(read, 'cutting')).toMatchObject({ workerId: second, status: 'In-Progress' });
    await call(svc, t, 'PATCH', `/job/${job}`, { stepName: 'cutting', status: 'Completed' });
    expect(await summary(second)).toMatchObject({ totalCredits: 10 });
    expect(await summary(first)).toMatchObject({ totalCredits: 0 });
  });

  it('refuses a completed step with 409 and a clear message, changing nothing', async () => {
    const first = await worker(svc, t);
    const second = await worker(svc, t);
    const job = await newJob(first);
    await call(svc, t, 'PATCH', `/job/${job}`, { stepName: 'cutting', status: 'Completed' });
    const res = await call(svc, t, 'PATCH', `/job/${job}/worker`, { stepName: 'cutting', workerId: second });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('cutting is completed');
    expect(stepOf((await call(svc, t, 'GET', `/job/${job}`)).json().data, 'cutting').workerId).toBe(first);
  });

  it('takes only a worker of the tenant with the step’s skill', async () => {
    const first = await worker(svc, t);
    const job = await newJob(first);
    const stitcher = (
      await call(svc, t, 'POST', '/worker/create', { name: 'Chitra', skills: ['Stitching'] })
    ).json().data._id;
    const anyone = (await call(svc, t, 'POST', '/worker/create', { name: 'Devi' })).json().data._id;
    const wrongSkill = await call(svc, t, 'PATCH', `/job/${job}/worker`, {
      stepName: 'cutting',
      workerId: stitcher,
    });
    expect(wrongSkill.statusCode).toBe(400);
    expect(wrongSkill.json()).toMatchObject({
      status: 'error',
      details: { field: 'workerId', reason: 'SKILL_MISSING' },
    });
    const ok = await call(svc, t, 'PATCH', `/job/${job}/worker`, {
      stepName: 'stitching',
      workerId: stitcher,
    });
    expect(stepOf(ok.json().data, 'stitching').workerId).toBe(stitcher);
    const open = await call(svc, t, 'PATCH', `/job/${job}/worker`, { stepName: 'cutting', workerId: anyone });
    expect(stepOf(open.json().data, 'cutting').workerId).toBe(anyone);

    const other = await createTenant(svc);
    await configureTenant(svc, other.id);
    const theirs = await worker(svc, other);
    expect(
      (await call(svc, t, 'PATCH', `/job/${job}/worker`, { stepName: 'cutting', workerId: theirs }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(svc, other, 'PATCH', `/job/${job}/worker`, { stepName: 'cutting', workerId: theirs }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(svc, t, 'PATCH', `/job/${job}/worker`, { stepName: 'dyeing', workerId: anyone }))
        .statusCode,
    ).toBe(400);
    expect((await call(svc, t, 'PATCH', `/job/${job}/worker`, { stepName: 'cutting' })).statusCode).toBe(400);
    expect(stepOf((await call(svc, t, 'GET', `/job/${job}`)).json().data, 'cutting').workerId).toBe(anyone);
  });
});

describe('rows that name their article and workers', () => {
  it('answers jobs with the article’s name and each step’s worker’s name, in lists and reads', async () => {
    const ravi = await worker(svc, t, 'Ravi Kumar');
    const job = await newJob(ravi);
    const read = (await call(svc, t, 'GET', `/job/${job}`)).json().data;
    expect(read.articleName).toBe('Shirt');
    const names = Object.fromEntries(
      read.steps.map((s: { stepName: string; workerName: string }) => [s.stepName, s.workerName]),
    );
    expect(names).toEqual({ cutting: 'Ravi Kumar', checking: 'None', stitching: 'None' });
    expect(read.steps.map((s: { order: number }) => s.order)).toEqual([1, 2, 3]);
    const listed = (await call(svc, t, 'POST', '/job', { workerId: ravi })).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ _id: job, articleName: 'Shirt' });
    expect(listed[0].steps[0]).toMatchObject({ stepName: 'cutting', workerName: 'Ravi Kumar' });
    // A renamed worker shows its new name at once, and the stored steps hold no names.
    await call(svc, t, 'PATCH', `/worker/${ravi}`, { name: 'Ravi K.' });
    const done = await call(svc, t, 'PATCH', `/job/${job}`, { stepName: 'cutting', status: 'Completed' });
    expect(done.json().data.steps[0]).toMatchObject({ workerName: 'Ravi K.', status: 'Completed' });
    const stored = await svc.backends.db.query<{ steps: object[] }>(
      sql`select steps from factory.jobs where id = ${job}::uuid`,
    );
    expect(JSON.stringify(stored.rows[0]?.steps)).not.toContain('workerName');
  });

  it('answers transactions with the worker’s name', async () => {
    const meena = await worker(svc, t, 'Meena');
    await newJob(meena);
    const paid = await call(svc, t, 'POST', '/transaction/makePayment', { workerId: meena, amount: 3 });
    expect(paid.json().data.transaction).toMatchObject({ workerName: 'Meena', type: 'payment' });
    const credit = await call(svc, t, 'POST', '/transaction/create', {
      workerId: meena,
      type: 'credit',
      amount: 1,
    });
    expect(credit.json().data).toMatchObject({ workerName: 'Meena' });
    const list = (await call(svc, t, 'POST', '/transaction', { workerId: meena })).json().data;
    expect(list.map((r: { workerName: string }) => r.workerName)).toEqual(['Meena', 'Meena']);
    const one = (await call(svc, t, 'GET', `/transaction/${credit.json().data._id}`)).json().data;
    expect(one.workerName).toBe('Meena');
  });
});

describe('a payment preview', () => {
  const preview = (workerId: string, amount: unknown) =>
    call(svc, t, 'POST', '/transaction/previewPayment', { workerId, amount });

  it('shows what the payment then settles, to the paisa, and writes nothing', async () => {
    const w = await worker(svc, t);
    const first = await earn(svc, t, shirt, w, 2); // 5.00
    const second = await earn(svc, t, shirt, w, 3); // 7.50
    const third = await earn(svc, t, shirt, w, 1); // 2.50
    const before = await summary(w);
    const res = await preview(w, 9.99);
    expect(res.statusCode).toBe(200);
    const shown = res.json().data;
    expect(shown).toMatchObject({ workerId: w, amount: 9.99 });
    expect(shown.settlement.jobsPaid).toEqual([{ jobId: first, earnedAmount: 5, paidAmount: 5 }]);
    expect(shown.settlement.jobsPendingPayment).toEqual([
      { jobId: second, earnedAmount: 7.5, paidAmount: 4.99 },
      { jobId: third, earnedAmount: 2.5, paidAmount: 0 },
    ]);
    expect(shown.settlement).toMatchObject({ balance: 5.01, advanceCredit: 0 });
    expect(await summary(w)).toEqual(before);
    const paid = await call(svc, t, 'POST', '/transaction/makePayment', { workerId: w, amount: 9.99 });
    expect(paid.json().data.settlement).toEqual(shown.settlement);
  });

  it('shows a surplus as the advance it leaves, as the payment does', async () => {
    const w = await worker(svc, t);
    await earn(svc, t, shirt, w, 1); // 2.50
    const shown = (await preview(w, 4)).json().data.settlement;
    expect(shown).toMatchObject({ balance: -1.5, advanceCredit: 1.5, jobsPendingPayment: [] });
    const paid = await call(svc, t, 'POST', '/transaction/makePayment', { workerId: w, amount: 4 });
    expect(paid.json().data.settlement).toEqual(shown);
    // With the advance in hand, the next preview starts from it.
    const job = await earn(svc, t, shirt, w, 1);
    const next = (await preview(w, 0.01)).json().data.settlement;
    expect(next.jobsPendingPayment).toEqual([{ jobId: job, earnedAmount: 2.5, paidAmount: 1.51 }]);
    const paidNext = await call(svc, t, 'POST', '/transaction/makePayment', { workerId: w, amount: 0.01 });
    expect(paidNext.json().data.settlement).toEqual(next);
  });

  it.each([0, -1, 0.001, 'five', null])('refuses an amount of %s', async (amount) => {
    const w = await worker(svc, t);
    const res = await preview(w, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it('answers 404 for another tenant’s worker', async () => {
    const other = await createTenant(svc);
    await configureTenant(svc, other.id);
    expect((await preview(await worker(svc, other), 1)).statusCode).toBe(404);
  });
});

describe('a worker’s ledger for a period', () => {
  it('pages the lines with running balances that carry on from page to page', async () => {
    const w = await worker(svc, t, 'Geeta');
    const job = await earn(svc, t, shirt, w, 4); // 10.00
    await earn(svc, t, shirt, w, 2); // 5.00
    await call(svc, t, 'POST', '/transaction/makePayment', { workerId: w, amount: 12 });
    await call(svc, t, 'POST', '/ledger/adjustment', { workerId: w, type: 'canteen', amount: -1.5 });
    await call(svc, t, 'POST', '/transaction/create', { workerId: w, type: 'credit', amount: 0.25 });
    const statement = async (query: string) => {
      const res = await call(svc, t, 'GET', `/ledger/worker/${w}/statement${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const all = await statement('');
    expect(all).toMatchObject({
      worker: { _id: w, name: 'Geeta' },
      total: 5,
      openingBalance: 0,
      closingBalance: 1.75,
      period: { openingBalance: 0, closingBalance: 1.75 },
    });
    expect(
      all.lines.map((l: { kind: string; amount: number; balance: number }) => [l.kind, l.amount, l.balance]),
    ).toEqual([
      ['job', 10, 10],
      ['job', 5, 15],
      ['payment', -12, 3],
      ['adjustment', -1.5, 1.5],
      ['transaction', 0.25, 1.75],
    ]);
    expect(all.lines[0]).toMatchObject({
      jobId: job,
      articleName: 'Shirt',
      stepName: 'cutting',
      quantity: 4,
      rate: 2.5,
      type: 'credit',
    });
    expect(all.lines[3]).toMatchObject({ type: 'canteen', jobId: null, quantity: null });

    const second = await statement('?limit=2&page=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5, openingBalance: 15, closingBalance: 1.5 });
    expect(second.lines.map((l: { balance: number }) => l.balance)).toEqual([3, 1.5]);
    const third = await statement('?limit=2&page=3');
    expect(third).toMatchObject({ openingBalance: 1.5, closingBalance: 1.75 });
    const beyond = await statement('?limit=2&page=9');
    expect(beyond).toMatchObject({ openingBalance: 1.75, closingBalance: 1.75, lines: [] });

    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + 86_400_000),
    );
    expect(await statement(`?from=${tomorrow}`)).toMatchObject({
      total: 0,
      openingBalance: 1.75,
      closingBalance: 1.75,
      period: { openingBalance: 1.75, closingBalance: 1.75 },
    });
    const balance = (await call(svc, t, 'GET', `/worker/${w}`)).json().data.balance;
    expect(all.closingBalance).toBe(balance);
  });

  it('refuses bad periods and pages, and another tenant’s worker', async () => {
    const w = await worker(svc, t);
    for (const query of ['?from=2026-02-01&to=2026-01-01', '?page=0', '?limit=1001', '?from=yesterday'])
      expect((await call(svc, t, 'GET', `/ledger/worker/${w}/statement${query}`)).statusCode).toBe(400);
    const other = await createTenant(svc);
    expect((await call(svc, other, 'GET', `/ledger/worker/${w}/statement`)).statusCode).toBe(404);
  });
});

describe('the users of a tenant', () => {
  it('lists them and removes one, ending its sessions', async () => {
    const tenant = await createTenant(svc);
    const listed = (await call(svc, tenant, 'GET', '/users')).json().data;
    expect(
      listed.map((u: { email: string; role: string; isOwner: boolean }) => [u.email, u.role, u.isOwner]),
    ).toEqual([
      [tenant.admin.email, 'admin', true],
      [tenant.user.email, 'user', false],
    ]);
    const login = await svc.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: tenant.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toBeDefined();
    const tokensBefore = await countRows(svc, 'refresh_tokens');
    const removed = await call(svc, tenant, 'DELETE', `/users/${tenant.user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await countRows(svc, 'refresh_tokens')).toBe(tokensBefore - 1);
    const refresh = await svc.app.inject({
      method: 'GET',
      url: `${API}/auth/refresh`,
      cookies: { refreshToken: cookie?.value ?? '' },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await call(svc, tenant, 'GET', '/users')).json().data).toHaveLength(1);
    expect((await call(svc, tenant, 'DELETE', `/users/${tenant.user.id}`)).statusCode).toBe(404);
  });

  it('refuses removing yourself and the last administrator (409), and another tenant’s user (404)', async () => {
    const tenant = await createTenant(svc);
    const self = await call(svc, tenant, 'DELETE', `/users/${tenant.admin.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toContain('yourself');
    const root = await superAdmin(svc);
    const last = await svc.app.inject({
      method: 'DELETE',
      url: `${API}/users/${tenant.admin.id}`,
      headers: { ...bearer(root.token), 'x-tenant-id': tenant.id },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain('last administrator');
    const other = await createTenant(svc);
    expect((await call(svc, other, 'DELETE', `/users/${tenant.user.id}`)).statusCode).toBe(404);
    expect((await call(svc, other, 'DELETE', '/users/not-a-uuid')).statusCode).toBe(400);
    const asUser = await svc.app.inject({
      method: 'GET',
      url: `${API}/users`,
      headers: bearer(tenant.user.token),
    });
    expect(asUser.statusCode).toBe(403);
    expect((await call(svc, tenant, 'GET', '/users')).json().data).toHaveLength(2);
  });

  it('lets one administrator remove another', async () => {
    const tenant = await createTenant(svc);
    const signup = await call(svc, tenant, 'POST', '/auth/signup', {
      name: 'Second',
      email: `second-${tenant.slug}@example.test`,
      password: 'second-password-1',
      passwordConfirm: 'second-password-1',
    });
    expect(signup.statusCode).toBe(201);
    const second = signup.json().data.user._id;
    expect((await call(svc, tenant, 'DELETE', `/users/${second}`)).statusCode).toBe(200);
  });
});
