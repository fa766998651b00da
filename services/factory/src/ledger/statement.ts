import { createRequire } from 'node:module';
import { toCsv } from '../shared/csv.js';
import { Decimal, toAmount } from '../shared/money.js';
import type { EarningLine, LedgerRow } from './store.js';

const require = createRequire(import.meta.url);
/** ₹ and Indian names need a font with their glyphs; pdfkit's standard fonts have neither. */
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface Statement {
  readonly tenantName: string;
  readonly workerName: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly opening: string;
  readonly entries: readonly LedgerRow[];
  readonly earnings: readonly EarningLine[];
}

const rupees = (value: Decimal.Value) => `₹${new Decimal(value).toFixed(2)}`;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The ledger as CSV: one line per entry with the running balance, the opening balance first (cells neutralised by `toCsv`). */
export function ledgerCsv(s: Statement): string {
  let balance = new Decimal(s.opening);
  const rows = s.entries.map((e) => {
    balance = balance.plus(e.amount);
    return [
      day(e.created_at),
      e.type,
      e.description ?? '',
      e.job_id ?? '',
      e.step_name ?? '',
      new Decimal(e.amount).toFixed(2),
      balance.toFixed(2),
    ];
  });
  return toCsv([
    ['date', 'type', 'description', 'job', 'step', 'amount', 'balance'],
    [s.from ?? '', 'opening', 'Balance brought forward', '', '', '', new Decimal(s.opening).toFixed(2)],
    ...rows,
  ]);
}

/** What the statement adds up to: the same figures the PDF and a test read. */
export function statementTotals(s: Statement) {
  const sum = (pick: (e: LedgerRow) => boolean) =>
    s.entries.filter(pick).reduce((acc, e) => acc.plus(e.amount), new Decimal(0));
  const earned = s.earnings.reduce((acc, e) => acc.plus(e.amount), new Decimal(0));
  const payments = sum(
    (e) => e.type === 'debit' && e.transaction_id !== null && e.description === 'Payment',
  ).negated();
  const other = sum((e) => !(e.type === 'credit' && e.job_id !== null)).plus(payments);
  const closing = new Decimal(s.opening).plus(sum(() => true));
  return {
    earned: toAmount(earned),
    payments: toAmount(payments),
    otherEntries: toAmount(other),
    closing: toAmount(closing),
  };
}

/** The wage slip of a period as PDF bytes: earnings per job and step, payments, other entries, balances. */
export async function wageSlipPdf(s: Statement): Promise<Buffer> {
  // Loaded on the first document: pdfkit and its fonts' code cost every start a tenth of a second.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Wage slip: ${s.workerName}` } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const totals = statementTotals(s);
  doc.font('bold').fontSize(18).text(`Wage slip: ${s.workerName}`);
  doc
    .font('regular')
    .fontSize(10)
    .text(`${s.tenantName} · ${s.from ?? 'start'} to ${s.to ?? 'today'}`);
  doc
    .moveDown()
    .fontSize(11)
    .text(`Opening balance ${rupees(s.opening)}`);

  doc.moveDown().font('bold').fontSize(12).text('Earnings');
  doc.font('regular').fontSize(9);
  for (const e of s.earnings)
    doc.text(
      `${day(e.completed_at)}  ${e.article} · ${e.step_name} · ${e.quantity} × ${rupees(e.rate)} = ${rupees(e.amount)}  (job ${e.job_id.slice(0, 8)})`,
    );
  doc
    .font('bold')
    .fontSize(10)
    .text(`Earned ${rupees(totals.earned)}`);

  doc.moveDown().font('bold').fontSize(12).text('Payments and other entries');
  doc.font('regular').fontSize(9);
  for (const e of s.entries.filter((x) => !(x.type === 'credit' && x.job_id !== null)))
    doc.text(`${day(e.created_at)}  ${e.type} · ${e.description ?? ''} · ${rupees(e.amount)}`);
  doc
    .font('bold')
    .fontSize(10)
    .text(`Paid ${rupees(totals.payments)}`);

  doc
    .moveDown()
    .fontSize(12)
    .text(`Closing balance ${rupees(totals.closing)}`);
  doc
    .font('regular')
    .fontSize(9)
    .text(
      totals.closing < 0
        ? 'A negative balance is advance credit: paid ahead of earnings.'
        : 'A positive balance is owed to the worker.',
    );
  doc.end();
  return done;
}
