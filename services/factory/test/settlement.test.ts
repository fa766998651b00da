import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startFactory, type TestTenant } from './harness.js';
import { article, call, configureTenant, earn, worker } from './production-fixtures.js';

let svc: TestService;
let t: TestTenant;
let shirt: string;

beforeAll(async () => {
  svc = await startFactory();
  t = await createTenant(svc);
  await configureTenant(svc, t.id);
  shirt = await article(svc, t, { cutting: 0.1, stitching: 4.1 });
});
afterAll(() => svc?.close());

const pay = (workerId: string, amount: number) =>
  call(svc, t, 'POST', '/transaction/makePayment', { workerId, amount });
const summary = async (workerId: string) =>
  (await call(svc, t, 'POST', `/ledger/summary/${workerId}`, {})).json().data;

describe('makePayment and the settlement pass', () => {
  it('covers part of the first pending job when the payment is smaller', async () => {
    const w = await worker(svc, t);
    const job = await earn(svc, t, shirt, w, 3); // 0.1 × 3 = 0.30 exactly
    const res = await pay(w, 0.2);
    expect(res.statusCode).toBe(201);
    const { settlement, transaction } = res.json().data;
    expect(transaction).toMatchObject({ type: 'payment', amount: 0.2 });
    expect(settlement.jobsPaid).toEqual([]);
    expect(settlement.jobsPendingPayment).toEqual([
      expect.objectContaining({ jobId: job, earnedAmount: 0.3, paidAmount: 0.2 }),
    ]);
    expect(settlement.balance).toBe(0.1);
  });

  it('covers several jobs oldest first and turns a surplus into advance credit used by later earnings', async () => {
    const w = await worker(svc, t);
    const first = await earn(svc, t, shirt, w, 10); // 1.00
    const second = await earn(svc, t, shirt, w, 25); // 2.50
    const res = await pay(w, 5);
    const { settlement } = res.json().data;
    expect(settlement.jobsPaid.map((j: { jobId: string }) => j.jobId)).toEqual([first, second]);
    expect(settlement.jobsPendingPayment).toEqual([]);
    expect(settlement).toMatchObject({ balance: -1.5, advanceCredit: 1.5 });

    const third = await earn(svc, t, shirt, w, 7); // 0.70, covered by the advance at the next payment
    const fourth = await earn(svc, t, shirt, w, 13); // 1.30
    const next = (await pay(w, 0.01)).json().data.settlement;
    expect(next.jobsPaid.map((j: { jobId: string }) => j.jobId)).toEqual([third]);
    expect(next.jobsPendingPayment).toEqual([
      expect.objectContaining({ jobId: fourth, earnedAmount: 1.3, paidAmount: 0.81 }),
    ]);
    expect(next).toMatchObject({ balance: 0.49, advanceCredit: 0 });
    expect(await summary(w)).toMatchObject({
      totalCredits: 5.5,
      totalDebits: 5.01,
      balance: 0.49,
      pendingAmount: 0.49,
    });
  });

  it.each([0, -5, 0.001, 'ten'])('refuses a payment of %s and changes nothing', async (amount) => {
    const w = await worker(svc, t);
    await earn(svc, t, shirt, w, 10);
    const res = await call(svc, t, 'POST', '/transaction/makePayment', { workerId: w, amount });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    expect(await summary(w)).toMatchObject({ totalDebits: 0, balance: 1, pendingAmount: 1 });
  });

  it('keeps 20 concurrent payments to one worker apart: the ledger balances to the paisa', async () => {
    const w = await worker(svc, t);
    for (let i = 0; i < 10; i += 1) await earn(svc, t, shirt, w, 33); // 10 × 3.30 = 33.00
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(w, 1.7)));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const s = await summary(w);
    expect(s).toMatchObject({
      totalCredits: 33,
      totalDebits: 34,
      balance: -1,
      advanceCredit: 1,
      pendingAmount: 0,
      jobsPendingPayment: 0,
    });
    const paidJobs = results.flatMap((r) =>
      r.json().data.settlement.jobsPaid.map((j: { jobId: string }) => j.jobId),
    );
    expect(new Set(paidJobs).size).toBe(10);
    expect(paidJobs).toHaveLength(10);
  });

  it('keeps payments apart from wages earned at the same moment: nothing is paid twice or missed', async () => {
    const w = await worker(svc, t);
    await earn(svc, t, shirt, w, 20); // 2.00
    const [payments] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => pay(w, 0.9))),
      Promise.all(Array.from({ length: 10 }, () => earn(svc, t, shirt, w, 10))), // 10 × 1.00
    ]);
    expect(payments.every((r) => r.statusCode === 201)).toBe(true);
    // Earned 12.00, paid 9.00. A payment that came before the wages it would have covered left
    // an advance; what the jobs received plus the advance is what was paid, to the paisa.
    const s = await summary(w);
    expect(s).toMatchObject({ totalCredits: 12, totalDebits: 9, balance: 3 });
    expect(Math.round((s.pendingAmount - s.advanceCredit) * 100)).toBe(300);
    const paidJobs = payments.flatMap((r) =>
      r.json().data.settlement.jobsPaid.map((j: { jobId: string }) => j.jobId),
    );
    expect(new Set(paidJobs).size).toBe(paidJobs.length);
  });

  it('answers 404 for another tenant’s worker', async () => {
    const other = await createTenant(svc);
    await configureTenant(svc, other.id);
    const theirs = await worker(svc, other);
    expect((await pay(theirs, 1)).statusCode).toBe(404);
  });
});
