import { createRequire } from 'node:module';
import { toCsv } from '../shared/csv.js';
import { INDIA_TIME_ZONE, isoDayInIndia } from '../shared/days.js';
import { Decimal, formatRupees, toAmount } from '../shared/money.js';

const require = createRequire(import.meta.url);
/** ₹, − and Indian names need a font with their glyphs; pdfkit's standard fonts have neither. */
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A line of a worker's statement, as `GET /ledger/worker/:workerId/statement` answers it. */
export interface StatementLine {
  readonly _id: string;
  readonly date: string;
  readonly kind: 'job' | 'payment' | 'transaction' | 'adjustment';
  readonly type: string;
  readonly description: string | null;
  /** Signed: negative for what reduces the balance. */
  readonly amount: number;
  /** The balance after this line. */
  readonly balance: number;
  readonly jobId: string | null;
  readonly jobNumber: number | null;
  readonly articleName: string | null;
  readonly stepName: string | null;
  readonly quantity: number | null;
  readonly rate: number | null;
  readonly transactionId: string | null;
}

export interface LedgerStatement {
  readonly worker: { readonly _id: string; readonly name: string };
  readonly from: string | null;
  readonly to: string | null;
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  readonly openingBalance: number;
  readonly closingBalance: number;
  readonly period: { readonly openingBalance: number; readonly closingBalance: number };
  readonly lines: StatementLine[];
}

/** What a wage slip is laid out from: the whole period's statement, the employer and the worker. */
export interface SlipInput {
  readonly tenantName: string;
  readonly worker: { readonly _id: string; readonly name: string; readonly phone: string | null };
  readonly statement: LedgerStatement;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});
/** A line's day as the period filter reads it (India's), written `05 Mar 2026`. */
const dayOf = (iso: string) => dayFormat.format(new Date(iso));
const plain = (value: number) => new Decimal(value).toFixed(2);

/**
 * The statement as CSV, one row per line in ledger order with the balance after it, the
 * period's opening balance first; amounts are plain decimals (`-12.50`) a spreadsheet adds up,
 * every cell neutralised by `toCsv`.
 */
export function ledgerCsv(s: LedgerStatement): string {
  return toCsv([
    [
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
    ],
    [
      s.from ?? '',
      'opening',
      '',
      'Balance brought forward',
      '',
      '',
      '',
      '',
      '',
      '',
      plain(s.period.openingBalance),
    ],
    ...s.lines.map((l) => [
      isoDayInIndia(l.date),
      l.kind,
      l.type,
      l.description,
      l.jobNumber,
      l.articleName,
      l.stepName,
      l.quantity,
      l.rate === null ? '' : plain(l.rate),
      plain(l.amount),
      plain(l.balance),
    ]),
  ]);
}

/** What a slip adds up, from the statement's own lines: the figures the PDF prints and a test reads. */
export function slipTotals(s: LedgerStatement) {
  const sum = (lines: readonly StatementLine[]) =>
    lines.reduce((acc, l) => acc.plus(l.amount), new Decimal(0));
  const earnings = s.lines.filter((l) => l.kind === 'job');
  const payments = s.lines.filter((l) => l.kind === 'payment');
  const others = s.lines.filter((l) => l.kind !== 'job' && l.kind !== 'payment');
  return {
    earnings,
    payments,
    others,
    quantity: earnings.reduce((n, l) => n + (l.quantity ?? 0), 0),
    earned: toAmount(sum(earnings)),
    paid: toAmount(sum(payments)),
    otherEntries: toAmount(sum(others)),
    opening: s.period.openingBalance,
    closing: s.period.closingBalance,
  };
}

interface Column {
  readonly title: string;
  readonly width: number;
  readonly align?: 'left' | 'right';
}

const EARNING_COLUMNS: readonly Column[] = [
  { title: 'Date', width: 68 },
  { title: 'Job', width: 40 },
  { title: 'Article', width: 118 },
  { title: 'Step', width: 82 },
  { title: 'Qty', width: 48, align: 'right' },
  { title: 'Rate', width: 70, align: 'right' },
  { title: 'Amount', width: 87, align: 'right' },
];
const OTHER_COLUMNS: readonly Column[] = [
  { title: 'Date', width: 68 },
  { title: 'Entry', width: 80 },
  { title: 'Description', width: 278 },
  { title: 'Amount', width: 87, align: 'right' },
];

const MARGIN = 40;
const ROW = 15;
/** Room kept at the foot of every page for its page number. */
const FOOT = 28;

/**
 * The wage slip of a period as PDF bytes, as slips are laid out in practice: the employer and
 * the worker, the period, the dated earnings with their job number, article, step, quantity,
 * rate and amount and their totals, the payments and other entries, the opening balance and the
 * balance owed at the end, and the lines to sign. Tables run on over pages with their header
 * repeated; every page says which it is.
 */
export async function wageSlipPdf(input: SlipInput): Promise<Buffer> {
  // Loaded on the first document: pdfkit and its fonts' code cost every start a tenth of a second.
  const { default: PDFDocument } = await import('pdfkit');
  const { statement: s, worker } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Wage slip: ${worker.name}` },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOT;
  const totals = slipTotals(s);

  const row = (columns: readonly Column[], cells: readonly string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    doc.font(font).fontSize(9);
    let x = left;
    columns.forEach((c, i) => {
      doc.text(cells[i] ?? '', x + 2, y + 3, {
        width: c.width - 4,
        align: c.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
        height: ROW,
      });
      x += c.width;
    });
    doc.x = left;
    doc.y = y + ROW;
  };
  const header = (columns: readonly Column[]) => {
    doc.rect(left, doc.y, width, ROW).fill('#e8e8e8').fillColor('black');
    row(
      columns,
      columns.map((c) => c.title),
      'bold',
    );
  };
  /** A new page when `needed` points do not fit on this one; a table's header follows it. */
  const room = (needed: number, columns?: readonly Column[]) => {
    if (doc.y + needed <= bottom()) return;
    doc.addPage();
    if (columns) header(columns);
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .stroke();
  };
  /** A section's title, on the page its first lines (or all of its `needed` points) fit on. */
  const heading = (text: string, needed = ROW * 4) => {
    room(needed);
    doc.moveDown(0.8).font('bold').fontSize(11).text(text, left);
    doc.moveDown(0.3);
  };

  doc
    .font('bold')
    .fontSize(16)
    .text(input.tenantName || 'Wage slip', left);
  doc.font('regular').fontSize(10).text('Wage slip');
  doc.moveDown(0.6);
  const facts: [string, string][] = [
    ['Worker', worker.name],
    ['Worker ID', worker._id],
    ...(worker.phone ? ([['Phone', worker.phone]] as [string, string][]) : []),
    ['Period', `${s.from ? dayOf(s.from) : 'first entry'} to ${s.to ? dayOf(s.to) : 'date'}`],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('bold').fontSize(10).text(label, left, y, { width: 80, lineBreak: false });
    doc.font('regular').text(value, left + 80, y, { width: width - 80 });
    doc.x = left;
  }

  heading('Earnings');
  header(EARNING_COLUMNS);
  for (const l of totals.earnings) {
    room(ROW, EARNING_COLUMNS);
    row(
      EARNING_COLUMNS,
      [
        dayOf(l.date),
        l.jobNumber === null ? '' : `#${l.jobNumber}`,
        l.articleName ?? '',
        l.stepName ?? '',
        l.quantity === null ? '' : String(l.quantity),
        l.rate === null ? '' : formatRupees(l.rate),
        formatRupees(l.amount),
      ],
      'regular',
    );
  }
  if (totals.earnings.length === 0) row(EARNING_COLUMNS, ['No earnings in the period'], 'regular');
  room(ROW + 2, EARNING_COLUMNS);
  rule();
  row(
    EARNING_COLUMNS,
    ['Total', '', '', '', String(totals.quantity), '', formatRupees(totals.earned)],
    'bold',
  );

  heading('Payments, deductions and adjustments');
  header(OTHER_COLUMNS);
  const entry = (l: StatementLine) =>
    l.kind === 'payment' ? 'Payment' : l.type.charAt(0).toUpperCase() + l.type.slice(1);
  for (const l of [...totals.payments, ...totals.others].sort((a, b) =>
    a.date === b.date ? 0 : a.date < b.date ? -1 : 1,
  )) {
    room(ROW, OTHER_COLUMNS);
    row(
      OTHER_COLUMNS,
      [
        dayOf(l.date),
        entry(l),
        l.description === entry(l) ? '' : (l.description ?? ''),
        formatRupees(l.amount),
      ],
      'regular',
    );
  }
  if (totals.payments.length + totals.others.length === 0)
    row(OTHER_COLUMNS, ['', 'None in the period'], 'regular');

  // The summary and the lines to sign stay together on one page.
  heading('Summary', ROW * 8 + 110);
  const summary: [string, number][] = [
    ['Opening balance', totals.opening],
    ['Earnings', totals.earned],
    ['Payments', totals.paid],
    ['Other deductions and adjustments', totals.otherEntries],
  ];
  const summaryRow = (label: string, value: number, font: 'regular' | 'bold') => {
    const y = doc.y;
    doc.font(font).fontSize(10).text(label, left, y, { width: 300, lineBreak: false });
    doc.text(formatRupees(value), left + 300, y, { width: 150, align: 'right', lineBreak: false });
    doc.x = left;
    doc.y = y + ROW + 1;
  };
  for (const [label, value] of summary) summaryRow(label, value, 'regular');
  doc
    .moveTo(left, doc.y)
    .lineTo(left + 450, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.y += 3;
  summaryRow('Balance owed at the end of the period', totals.closing, 'bold');
  doc
    .font('regular')
    .fontSize(8)
    .text(
      totals.closing < 0
        ? 'A negative balance is an advance: the worker was paid ahead of earnings.'
        : 'A positive balance is owed to the worker.',
      left,
    );

  room(90);
  const signY = doc.y + 50;
  for (const [i, label] of ['Received by', 'Authorised signatory'].entries()) {
    const x = left + i * (width / 2 + 10);
    const lineWidth = width / 2 - 10;
    doc
      .moveTo(x, signY)
      .lineTo(x + lineWidth, signY)
      .lineWidth(0.5)
      .stroke();
    doc
      .font('regular')
      .fontSize(9)
      .text(i === 0 ? `${label} (${worker.name})` : `${label} (${input.tenantName})`, x, signY + 4, {
        width: lineWidth,
        lineBreak: false,
        ellipsis: true,
      });
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Written inside the bottom margin: pdfkit would otherwise open another page for it.
    const y = doc.page.height - MARGIN - 12;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .text(`${worker.name} · Page ${i + 1} of ${range.count}`, left, y, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
