import { badRequest, notFound, validationError } from '@platform/kernel/errors';
import { productionConfigOf } from '../production-config/store.js';
import type { Uses } from '../shared/deps.js';
import { Decimal, moneyOf, toAmount } from '../shared/money.js';
import { type Page, type PageAsked, tenantPage } from '../shared/paging.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import { findWorker, lockWorker } from '../workers/store.js';
import {
  type LedgerStatement,
  ledgerCsv,
  type SlipInput,
  type StatementLine,
  wageSlipPdf,
} from './statement.js';
import {
  balanceBefore,
  type LedgerEntryView,
  ledgerEntries,
  ledgerLines,
  ledgerSummary,
  type Range,
  tenantName,
  writeLedgerEntry,
} from './store.js';

function checkedRange(range: Range | undefined): Range {
  const r = range ?? {};
  if (r.from && r.to && r.from > r.to) throw badRequest('Invalid date range: from is after to');
  return r;
}

async function existingWorker(scope: TenantScope, deps: Uses<'db'>, workerId: string) {
  const worker = await findWorker(deps.db, scope.tenantId, workerId);
  if (!worker) throw notFound('Worker');
  return worker;
}

/** A worker's ledger entries within the dates, oldest first. */
export async function workerLedger(
  scope: TenantScope,
  deps: Uses<'db'>,
  workerId: string,
  range: Range | undefined,
): Promise<LedgerEntryView[]> {
  const dates = checkedRange(range);
  const worker = await existingWorker(scope, deps, workerId);
  return ledgerEntries(deps.db, worker._id, dates);
}

/** Totals by type within the dates, the current balance and what is pending payment. */
export async function workerLedgerSummary(
  scope: TenantScope,
  deps: Uses<'db'>,
  workerId: string,
  range: Range | undefined,
) {
  const dates = checkedRange(range);
  const summary = await ledgerSummary(deps.db, scope.tenantId, workerId, dates);
  if (!summary) throw notFound('Worker');
  return { ...summary, from: dates.from ?? null, to: dates.to ?? null };
}

/**
 * The most lines one CSV or wage slip holds: a longer period is refused (400) rather than cut
 * short, so that a document never leaves a line out.
 */
export const MAX_DOCUMENT_LINES = 10_000;

/** A worker's whole statement for a period, as the paged route reads it, and the tenant's name. */
async function periodStatement(
  scope: TenantScope,
  deps: Uses<'db'>,
  workerId: string,
  range: Range | undefined,
): Promise<SlipInput> {
  const dates = checkedRange(range);
  const worker = await existingWorker(scope, deps, workerId);
  const whole = { page: 1, limit: MAX_DOCUMENT_LINES, offset: 0 };
  const [statement, tenant] = await Promise.all([
    readStatement(deps, worker, dates, whole),
    tenantName(deps.db, scope.tenantId),
  ]);
  if (statement.total > MAX_DOCUMENT_LINES)
    throw validationError(
      `The period has ${statement.total} ledger lines, more than ${MAX_DOCUMENT_LINES} a document holds; choose a shorter period`,
      { field: 'from' },
    );
  return { tenantName: tenant, worker, statement };
}

/** The ledger of a worker within the dates as CSV: the statement's lines with the running balance. */
export async function workerLedgerCsv(
  scope: TenantScope,
  deps: Uses<'db'>,
  workerId: string,
  range: Range | undefined,
): Promise<string> {
  return ledgerCsv((await periodStatement(scope, deps, workerId, range)).statement);
}

/** The wage slip of a period as PDF bytes, laid out from the statement's lines. */
export async function workerWageSlip(
  scope: TenantScope,
  deps: Uses<'db'>,
  workerId: string,
  range: Range | undefined,
): Promise<Buffer> {
  return wageSlipPdf(await periodStatement(scope, deps, workerId, range));
}

export interface AdjustmentInput {
  readonly workerId: string;
  readonly type: string;
  readonly amount: number;
  readonly description?: string | undefined;
}

/**
 * A manual entry: `credit` adds, `debit` takes away, and one of the tenant's own ledger types
 * carries its sign (a canteen deduction is negative). Answers the worker's balance after it.
 */
export async function adjustLedger(scope: TenantScope, deps: Uses<'db'>, input: AdjustmentInput) {
  const { workerId, type } = input;
  const custom = (await productionConfigOf(deps.db, scope.tenantId)).customLedgerTypes;
  if (type !== 'credit' && type !== 'debit' && !custom.includes(type))
    throw validationError(
      `type must be credit, debit or one of the tenant's ledger types (${custom.join(', ') || 'none'})`,
      { field: 'type' },
    );
  const amount = moneyOf(input.amount, 'amount', { allowNegative: type !== 'credit' && type !== 'debit' });
  const signed = type === 'debit' ? amount.negated() : amount;
  const balance = await deps.db.transaction(async (tx) => {
    if (!(await lockWorker(tx, scope.tenantId, workerId))) throw notFound('Worker');
    return writeLedgerEntry(tx, {
      tenantId: scope.tenantId,
      workerId,
      type,
      amount: signed,
      description: input.description ?? 'Adjustment',
    });
  });
  return { workerId, type, amount: toAmount(signed), balance };
}

/**
 * A worker's ledger for a period, a page at a time: the balance the period opened with, each
 * line with the balance after it, and the balance it closed with; a page's opening balance is
 * the balance before its first line, its closing the balance after its last.
 */
export async function workerLedgerStatement(
  scope: TenantScope,
  deps: Uses<'db'>,
  workerId: string,
  query: Range & PageAsked,
): Promise<LedgerStatement> {
  const dates = checkedRange(query);
  const worker = await existingWorker(scope, deps, workerId);
  const config = await productionConfigOf(deps.db, scope.tenantId);
  return readStatement(deps, worker, dates, tenantPage(config.pagination, query));
}

/**
 * The one reader of a worker's statement: the paged route, the CSV and the wage slip all read
 * their lines, balances and totals here, so that they never disagree.
 */
async function readStatement(
  deps: Uses<'db'>,
  worker: { readonly _id: string; readonly name: string },
  dates: Range,
  page: Page,
): Promise<LedgerStatement> {
  const [opening, lines] = await deps.db.transaction(async (tx) =>
    Promise.all([balanceBefore(tx, worker._id, dates.from), ledgerLines(tx, worker._id, dates, page)]),
  );
  const periodOpening = new Decimal(opening);
  const first = lines.rows[0];
  const pageOpening = first
    ? periodOpening.plus(first.running).minus(first.amount)
    : periodOpening.plus(page.offset >= lines.total ? lines.sum : 0);
  let balance = pageOpening;
  const rows = lines.rows.map((l): StatementLine => {
    balance = periodOpening.plus(l.running);
    return {
      _id: l.id,
      date: l.created_at,
      kind: l.kind,
      type: l.type,
      description: l.description,
      amount: toAmount(l.amount),
      balance: toAmount(balance),
      jobId: l.job_id,
      jobNumber: l.job_number,
      articleName: l.article_name,
      stepName: l.step_name,
      quantity: l.quantity,
      rate: l.rate === null ? null : toAmount(l.rate),
      transactionId: l.transaction_id,
    };
  });
  return {
    worker: { _id: worker._id, name: worker.name },
    from: dates.from ?? null,
    to: dates.to ?? null,
    page: page.page,
    limit: page.limit,
    total: lines.total,
    openingBalance: toAmount(pageOpening),
    closingBalance: toAmount(balance),
    period: {
      openingBalance: toAmount(periodOpening),
      closingBalance: toAmount(periodOpening.plus(lines.sum)),
    },
    lines: rows,
  };
}
