import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../src/shared/money.js';
import { createTenant, startFactory, type TestTenant } from './harness.js';
import { call, configureTenant, earn } from './production-fixtures.js';

let svc: TestService;
let t: TestTenant;
let w: string;
let tenantName: string;
// The factory's days are India's.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

interface Line {
  readonly kind: string;
  readonly date: string;
  readonly amount: number;
  readonly balance: number;
  readonly jobNumber: number | null;
  readonly articleName: string | null;
  readonly stepName: string | null;
  readonly quantity: number | null;
  readonly rate: number | null;
  readonly description: string | null;
}
interface Statement {
  readonly total: number;
  readonly period: { readonly openingBalance: number; readonly closingBalance: number };
  readonly lines: Line[];
}

async function workerWithPhone(name: string, phone: string): Promise<string> {
  const res = await call(svc, t, 'POST', '/worker/create', { name, phone, skills: ['cutting'] });
  expect(res.statusCode).toBe(201);
  return res.json().data._id;
}

/** Every line of the period, page after page, as the ledger route answers them. */
async function statementOf(workerId: string, query: string): Promise<Statement> {
  const lines: Line[] = [];
  let first: Statement | undefined;
  for (let page = 1; ; page++) {
    const res = await call(
      svc,
      t,
      'GET',
      `/ledger/worker/${workerId}/statement?${query}&limit=100&page=${page}`,
    );
    expect(res.statusCode).toBe(200);
    const s = res.json().data as Statement;
    first ??= s;
    lines.push(...s.lines);
    if (lines.length >= s.total) break;
  }
  return { ...(first as Statement), lines };
}

async function slipPages(workerId: string, query: string): Promise<string[]> {
  const res = await call(svc, t, 'GET', `/worker/${workerId}/wage-slip?${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
    mergePages: false,
  });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

beforeAll(async () => {
  svc = await startFactory();
  t = await createTenant(svc);
  await configureTenant(svc, t.id);
  tenantName = (await call(svc, t, 'GET', '/auth/me')).json().data.tenant.name;
  const article = await call(svc, t, 'POST', '/article/create', {
    name: 'Kurta',
    attributes: { colour: 'red' },
    stepRates: { cutting: 1234.5, stitching: 4.1 },
  });
  expect(article.statusCode).toBe(201);
  const a = article.json().data._id;
  w = await workerWithPhone('Śāntā Devi', '+91 98765 43210');
  // Before the period: a wage and a payment that leave an opening balance of ₹1,000.00.
  await earn(svc, t, a, w, 4); // 4,938.00
  await call(svc, t, 'POST', '/transaction/makePayment', { workerId: w, amount: 3938 });
  await svc.backends.db.query(
    sql`update factory.ledger_entries set created_at = now() - interval '40 days' where worker_id = ${w}::uuid`,
  );
  // In the period: wages, a payment beyond them (an advance), a deduction and a credit.
  await earn(svc, t, a, w, 100); // 1,23,450.00
  await earn(svc, t, a, w, 3); // 3,703.50
  await call(svc, t, 'POST', '/transaction/makePayment', { workerId: w, amount: 200000 });
  await call(svc, t, 'POST', '/ledger/adjustment', { workerId: w, type: 'canteen', amount: -500 });
  await call(svc, t, 'POST', '/transaction/create', { workerId: w, type: 'credit', amount: 0.25 });
});
afterAll(() => svc?.close());

describe('the wage slip', () => {
  it('agrees with the ledger statement of the same worker and period, line by line', async () => {
    const query = `from=${today}&to=${today}`;
    const s = await statementOf(w, query);
    const [page, ...more] = await slipPages(w, query);
    expect(more).toEqual([]);
    const text = page ?? '';

    expect(text).toContain(tenantName);
    expect(text).toContain('Worker Śāntā Devi');
    expect(text).toContain(`Worker ID ${w}`);
    expect(text).toContain('Phone +91 98765 43210');
    expect(text).toContain(`Period ${day(today)} to ${day(today)}`);

    const earnings = s.lines.filter((l) => l.kind === 'job');
    expect(earnings).toHaveLength(2);
    for (const l of earnings)
      expect(text).toContain(
        `${day(l.date)} #${l.jobNumber} ${l.articleName} ${l.stepName} ${l.quantity} ${formatRupees(l.rate ?? 0)} ${formatRupees(l.amount)}`,
      );
    expect(text).toContain('₹1,23,450.00');
    const quantity = earnings.reduce((n, l) => n + (l.quantity ?? 0), 0);
    const earned = earnings.reduce((n, l) => n + Math.round(l.amount * 100), 0) / 100;
    expect(text).toContain(`Total ${quantity} ${formatRupees(earned)}`);

    const others = s.lines.filter((l) => l.kind !== 'job');
    expect(others.map((l) => l.kind)).toEqual(['payment', 'adjustment', 'transaction']);
    for (const l of others) expect(text).toContain(`${day(l.date)}`);
    expect(text).toContain(`Payment ${formatRupees(-200000)}`);
    expect(text).toContain(`Canteen Adjustment ${formatRupees(-500)}`);
    expect(text).toContain(`Credit Transaction credit ${formatRupees(0.25)}`);
    expect(text).toContain('−₹2,00,000.00');

    // The opening balance, the totals and the balance owed are the statement's, to the paisa.
    expect(s.period.openingBalance).toBe(1000);
    expect(text).toContain(`Opening balance ${formatRupees(s.period.openingBalance)}`);
    expect(text).toContain(`Earnings ${formatRupees(earned)}`);
    expect(text).toContain(`Payments ${formatRupees(-200000)}`);
    expect(text).toContain(`Other deductions and adjustments ${formatRupees(-499.75)}`);
    const owed = 1000 + 123450 + 3703.5 - 200000 - 500 + 0.25;
    expect(s.period.closingBalance).toBe(owed);
    expect(s.lines.at(-1)?.balance).toBe(owed);
    expect(text).toContain(`Balance owed at the end of the period ${formatRupees(owed)}`);
    expect(formatRupees(owed)).toBe('−₹72,346.25');
    expect(text).toContain('Received by');
    expect(text).toContain('Authorised signatory');
    expect(text).toContain('Page 1 of 1');
  });

  it('runs a long period over pages, the table’s header on each, every line and the totals there', async () => {
    const res = await call(svc, t, 'POST', '/article/create', {
      name: 'Shirt',
      attributes: { colour: 'red' },
      stepRates: { cutting: 12.34 },
    });
    const a = res.json().data._id;
    const busy = await workerWithPhone('Ravi', '9876543210');
    for (let i = 1; i <= 70; i++) await earn(svc, t, a, busy, i);
    const s = await statementOf(busy, '');
    expect(s.total).toBe(70);
    const pages = await slipPages(busy, '');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const tablePages = pages.filter((text) => text.includes('Shirt cutting'));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const text of tablePages) expect(text).toContain('Date Job Article Step Qty Rate Amount');
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const all = pages.join(' ');
    for (const l of s.lines)
      expect(all).toContain(`#${l.jobNumber} Shirt cutting ${l.quantity} ₹12.34 ${formatRupees(l.amount)}`);
    // 12.34 × (1 + 2 + … + 70) = 12.34 × 2485
    expect(all).toContain(`Total 2485 ${formatRupees(30664.9)}`);
    expect(all).toContain(`Balance owed at the end of the period ${formatRupees(s.period.closingBalance)}`);
    expect(s.period.closingBalance).toBe(30664.9);
  });

  it('refuses an inverted period (400) and another tenant’s worker (404)', async () => {
    const res = await call(svc, t, 'GET', `/worker/${w}/wage-slip?from=2026-02-01&to=2026-01-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    const other = await createTenant(svc);
    expect((await call(svc, other, 'GET', `/worker/${w}/wage-slip`)).statusCode).toBe(404);
  });
});

describe('the ledger names its jobs', () => {
  it('gives every wage’s entry and statement line its job number', async () => {
    const entries = await call(svc, t, 'POST', `/ledger/worker/${w}`, { from: today, to: today });
    expect(entries.statusCode).toBe(200);
    const rows = entries.json().data as { jobNumber: number | null; type: string; stepName: string | null }[];
    expect(rows.filter((e) => e.stepName !== null).map((e) => e.jobNumber)).toEqual([2, 3]);
    expect(rows.filter((e) => e.stepName === null).every((e) => e.jobNumber === null)).toBe(true);
    const s = await statementOf(w, `from=${today}`);
    expect(s.lines.map((l) => l.jobNumber)).toEqual([2, 3, null, null, null]);
  });
});

describe('the factory’s days', () => {
  it('are India’s: an entry at 19:00 UTC on 31 March is on 1 April in the period, the CSV and the slip', async () => {
    const worker = await workerWithPhone('Meena', '+91 98765 00001');
    const made = await call(svc, t, 'POST', '/ledger/adjustment', {
      workerId: worker,
      type: 'canteen',
      amount: -75,
    });
    expect(made.statusCode).toBe(201);
    await svc.backends.db.query(
      sql`update factory.ledger_entries set created_at = '2026-03-31T19:00:00Z' where worker_id = ${worker}::uuid`,
    );
    const april = await statementOf(worker, 'from=2026-04-01&to=2026-04-01');
    expect(april).toMatchObject({ total: 1, openingBalance: 0, closingBalance: -75 });
    const march = await statementOf(worker, 'from=2026-03-31&to=2026-03-31');
    expect(march).toMatchObject({ total: 0, openingBalance: 0, closingBalance: 0 });
    const csv = await call(svc, t, 'GET', `/ledger/worker/${worker}/csv?from=2026-04-01&to=2026-04-01`);
    const [, , line] = parse(csv.body) as string[][];
    expect(line?.[0]).toBe('2026-04-01');
    const [slip] = await slipPages(worker, 'from=2026-04-01&to=2026-04-01');
    expect(slip).toContain('01 Apr 2026');
    expect(slip).not.toContain('31 Mar 2026');
  });
});

describe('the ledger as CSV', () => {
  it('lists the statement’s lines for the period with job number, article, rate and the running balance', async () => {
    const query = `from=${today}&to=${today}`;
    const s = await statementOf(w, query);
    const res = await call(svc, t, 'GET', `/ledger/worker/${w}/csv?${query}`);
    expect(res.statusCode).toBe(200);
    const [head, opening, ...rows] = parse(res.body) as string[][];
    expect(head).toEqual([
      'date',
      'kind',
      'type',
      'description',
      'jobNumber',
      'article',
      'step',
      'quantity',
      'rate',
      'amount',
      'balance',
    ]);
    expect(opening).toEqual([
      today,
      'opening',
      '',
      'Balance brought forward',
      '',
      '',
      '',
      '',
      '',
      '',
      '1000.00',
    ]);
    expect(rows).toHaveLength(s.lines.length);
    rows.forEach((r, i) => {
      const l = s.lines[i] as Line;
      expect(r[1]).toBe(l.kind);
      expect(r[4]).toBe(l.jobNumber === null ? '' : String(l.jobNumber));
      expect(r[5]).toBe(l.articleName ?? '');
      expect(Number(r[9])).toBe(l.amount);
      expect(Number(r[10])).toBe(l.balance);
    });
    expect(rows.at(-1)?.[10]).toBe('-72346.25');
    expect(rows[0]?.slice(4, 10)).toEqual(['2', 'Kurta', 'cutting', '100', '1234.50', '123450.00']);
  });

  it('refuses an inverted period (400) and another tenant’s worker (404)', async () => {
    expect(
      (await call(svc, t, 'GET', `/ledger/worker/${w}/csv?from=2026-02-01&to=2026-01-01`)).statusCode,
    ).toBe(400);
    const other = await createTenant(svc);
    expect((await call(svc, other, 'GET', `/ledger/worker/${w}/csv`)).statusCode).toBe(404);
  });
});
