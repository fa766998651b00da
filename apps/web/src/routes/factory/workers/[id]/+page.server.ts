import type { JobName, LineKind } from '$lib/components/factory/ledger/ledger';
import { commonPeriods, periodQuery, readPeriod, samePeriod } from '$lib/components/factory/ledger/period';
import { isUuid, pageOf } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, invalid, text } from '$lib/server/form';
import { type Problem, problemOf, writeRefused } from '../../factory.server';
import type { Actions, PageServerLoad } from './$types';
import { jobNames, readWorker } from './ledger.server';

/** Lines on one page of the ledger. */
const LINES_PER_PAGE = 50;

export interface LedgerLine {
  readonly id: string;
  readonly date: string;
  readonly kind: LineKind;
  readonly type: string;
  readonly description: string | null;
  readonly amount: number;
  readonly balance: number;
  readonly job: JobName | null;
  readonly stepName: string | null;
  readonly quantity: number | null;
  readonly rate: number | null;
  /** A payment's jobs paid in full, oldest first, as the payment recorded them. */
  readonly jobsPaid: readonly JobName[] | null;
}

export interface LedgerPage {
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  readonly openingBalance: number;
  readonly closingBalance: number;
  readonly period: { readonly openingBalance: number; readonly closingBalance: number };
  readonly lines: LedgerLine[];
}

/** A payment just made (`?paid=`): what it paid, as the factory recorded it. */
export interface PaymentMade {
  readonly amount: number;
  readonly date: string;
  readonly jobsPaid: readonly JobName[];
  readonly advance: number | null;
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * A worker's ledger for a period, a page at a time as the factory pages it: the opening balance,
 * each line with the balance after it, the closing balance. A payment's line names the jobs it
 * paid in full (from the period's payments), so what was settled can be read beside it.
 */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const { url, params } = event;
  const period = readPeriod(url);
  const page = pageOf(url);
  const paidId = url.searchParams.get('paid') ?? '';

  const tenantId = session.user.tenantId;
  const [worker, statement, payments, paid, config] = await Promise.all([
    readWorker(api, params.id),
    api.GET('/api/v1/ledger/worker/{workerId}/statement', {
      params: {
        path: { workerId: params.id },
        query: { from: period.from, to: period.to, page, limit: LINES_PER_PAGE },
      },
    }),
    api.POST('/api/v1/transaction', {
      body: { workerId: params.id, type: 'payment', from: period.from, to: period.to, limit: 200 },
    }),
    isUuid(paidId) ? api.GET('/api/v1/transaction/{id}', { params: { path: { id: paidId } } }) : null,
    tenantId ? api.GET('/api/v1/tenant-config/{tenantId}', { params: { path: { tenantId } } }) : null,
  ]);

  const periods = commonPeriods();
  const common = periods.some((p) => samePeriod(p, period));
  const base = {
    period,
    periods,
    // The two date fields when asked for, for a period of other days, or to say what was wrong.
    choosing: url.searchParams.has('dates') || !common || Object.keys(period.errors).length > 0,
    worker: worker.worker,
    problem: worker.problem,
    query: periodQuery(period),
    // An adjustment's kinds: credit, debit and the tenant's own ledger types.
    ledgerTypes: config?.data?.data.customLedgerTypes ?? [],
  };
  if (!statement.data) {
    return {
      ...base,
      ledger: null,
      ledgerProblem: problemOf(statement.error, statement.response),
      paid: null,
    };
  }
  const s = statement.data.data;
  const settled = new Map<string, string[]>();
  for (const t of payments.data?.data ?? []) settled.set(t._id, idsOf(t.settlement?.jobsPaid));
  const paidTransaction = paid?.data?.data.workerId === params.id ? paid.data.data : null;
  const paidIds = paidTransaction ? idsOf(paidTransaction.settlement?.jobsPaid) : [];

  // The page's wage lines already name their jobs; the rest are looked up once each.
  const known = new Map<string, JobName>();
  for (const l of s.lines)
    if (l.jobId) known.set(l.jobId, { jobNumber: l.jobNumber, articleName: l.articleName });
  const paymentIds = s.lines.flatMap((l) => (l.transactionId ? (settled.get(l.transactionId) ?? []) : []));
  const names = await jobNames(api, [...paymentIds, ...paidIds], known);
  const named = (ids: readonly string[]) =>
    ids.map((id) => names.get(id) ?? { jobNumber: null, articleName: null });

  const ledger: LedgerPage = {
    page: s.page,
    limit: s.limit,
    total: s.total,
    openingBalance: s.openingBalance,
    closingBalance: s.closingBalance,
    period: s.period,
    lines: s.lines.map((l) => ({
      id: l._id,
      date: l.date,
      kind: l.kind,
      type: l.type,
      description: l.description,
      amount: l.amount,
      balance: l.balance,
      job: l.jobId ? { jobNumber: l.jobNumber, articleName: l.articleName } : null,
      stepName: l.stepName,
      quantity: l.quantity,
      rate: l.rate,
      jobsPaid:
        l.kind === 'payment' && l.transactionId && settled.has(l.transactionId)
          ? named(settled.get(l.transactionId) ?? [])
          : null,
    })),
  };
  const advance = paidTransaction?.settlement?.advanceCredit;
  const made: PaymentMade | null = paidTransaction && {
    amount: paidTransaction.amount,
    date: paidTransaction.date,
    jobsPaid: named(paidIds),
    advance: typeof advance === 'number' ? advance : null,
  };
  return { ...base, ledger, ledgerProblem: null as Problem | null, paid: made };
};

/** An amount as typed: digits with at most two decimals, a custom type's with a sign. */
const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

export const actions = {
  /**
   * `POST /ledger/adjustment`: a credit adds to what the worker is owed, a debit takes from it
   * (both typed as a positive amount); a ledger type of the tenant's own carries the amount's
   * sign as typed. It is how a mistake is corrected: a payment cannot be deleted.
   */
  adjust: async (event) => {
    const session = await requireFactorySession(event);
    const form = await event.request.formData();
    const values = {
      type: text(form, 'type'),
      amount: text(form, 'amount'),
      description: text(form, 'description'),
    };
    const errors: FieldErrors = {};
    const plain = values.amount.replace(/[₹,\s]/g, '').replace('\u2212', '-');
    const own = values.type !== 'credit' && values.type !== 'debit';
    if (!values.type || values.type.length > 50) errors.type = 'Choose what the adjustment is';
    if (!AMOUNT.test(plain))
      errors.amount = 'An amount is rupees with at most two decimals, such as 250 or 250.50';
    else if (!own && Number(plain) <= 0)
      errors.amount = 'A credit or debit is more than ₹0.00; choose which it is above';
    else if (Number(plain) === 0) errors.amount = 'The amount is not ₹0.00';
    else if (Math.abs(Number(plain)) > 1e12) errors.amount = 'The amount is at most ₹10,00,00,00,00,000.00';
    if (!values.description) errors.description = 'Say why, so that the ledger and the wage slip explain it';
    else if (values.description.length > 500) errors.description = 'Use at most 500 characters';
    if (Object.keys(errors).length > 0) return invalid(errors, values);
    const { data, error, response } = await factoryApi(event, session).POST('/api/v1/ledger/adjustment', {
      body: {
        workerId: event.params.id,
        type: values.type,
        amount: Number(plain),
        description: values.description,
      },
    });
    if (!data) return writeRefused(error, response, values, 'nothing was recorded');
    return { adjusted: { amount: data.data.amount, balance: data.data.balance } };
  },
} satisfies Actions;
