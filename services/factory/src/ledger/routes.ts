import { sql } from '@platform/kernel/db';
import { badRequest, notFound, validationError } from '@platform/kernel/errors';
import { type HttpApp, Nullable, success, Timestamp, Type, Uuid } from '@platform/kernel/http';
import { productionConfigOf } from '../production-config/store.js';
import { Decimal, moneyOf, toAmount } from '../settlement/money.js';
import { writeLedger } from '../settlement/store.js';
import type { FactoryDeps } from '../shared/deps.js';
import { ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import { findWorker } from '../workers/store.js';
import { ledgerCsv, wageSlipPdf } from './statement.js';
import { balanceBefore, earningsOf, ledgerOf, type Range, totalsOf } from './store.js';

const Day = Type.String({ format: 'date' });
const RangeBody = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day) },
  { additionalProperties: false },
);
const WorkerParams = Type.Object({ workerId: Uuid });
const AdjustmentBody = Type.Object(
  {
    workerId: Uuid,
    type: Type.String({ minLength: 1, maxLength: 50 }),
    amount: Type.Number({ minimum: -1e12, maximum: 1e12 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

const Entry = Type.Object({
  _id: Uuid,
  workerId: Uuid,
  type: Type.String({ description: 'credit, debit or one of the tenant’s ledger types' }),
  amount: Type.Number(),
  signedAmount: Type.Number({ description: 'negative for what reduces the balance' }),
  description: Nullable(Type.String()),
  jobId: Nullable(Uuid),
  stepName: Nullable(Type.String()),
  transactionId: Nullable(Uuid),
  createdAt: Timestamp,
});
const Summary = Type.Object({
  workerId: Uuid,
  from: Nullable(Day),
  to: Nullable(Day),
  totalCredits: Type.Number(),
  totalDebits: Type.Number(),
  byType: Type.Record(Type.String(), Type.Object({ total: Type.Number(), entries: Type.Integer() })),
  balance: Type.Number(),
  advanceCredit: Type.Number(),
  pendingAmount: Type.Number(),
  jobsPendingPayment: Type.Integer({ description: 'jobs with wages not yet paid in full' }),
});
const Adjustment = Type.Object({
  workerId: Uuid,
  type: Type.String(),
  amount: Type.Number(),
  balance: Type.Number(),
});

function checkedRange(range: Range | undefined): Range {
  const r = range ?? {};
  if (r.from && r.to && r.from > r.to) throw badRequest('Invalid date range: from is after to');
  return r;
}

export function ledgerRoutes(deps: FactoryDeps) {
  return async (app: HttpApp) => {
    const tags = ['ledger'];
    const worker = async (tenantId: string, id: string) => {
      const row = await findWorker(deps.db, tenantId, id);
      if (!row) throw notFound('Worker');
      return row;
    };
    app.post(
      '/ledger/worker/:workerId',
      {
        schema: {
          tags,
          summary: 'Ledger entries of a worker within dates',
          operationId: 'listWorkerLedger',
          response: { 200: success(Type.Array(Entry)) },
          params: WorkerParams,
          body: Type.Optional(RangeBody),
        },
      },
      async (request) => {
        const range = checkedRange(request.body);
        const w = await worker(tenantOf(request).tenantId, request.params.workerId);
        const rows = await ledgerOf(deps.db, w.id, range);
        return ok(
          rows.map((r) => ({
            _id: r.id,
            workerId: w.id,
            type: r.type,
            amount: toAmount(new Decimal(r.amount).abs()),
            signedAmount: toAmount(r.amount),
            description: r.description,
            jobId: r.job_id,
            stepName: r.step_name,
            transactionId: r.transaction_id,
            createdAt: r.created_at.toISOString(),
          })),
        );
      },
    );
    app.post(
      '/ledger/summary/:workerId',
      {
        schema: {
          tags,
          summary: 'Totals by type within dates, the current balance and what is pending',
          operationId: 'getWorkerLedgerSummary',
          response: { 200: success(Summary) },
          params: WorkerParams,
          body: Type.Optional(RangeBody),
        },
      },
      async (request) => {
        const range = checkedRange(request.body);
        const w = await worker(tenantOf(request).tenantId, request.params.workerId);
        const { byType, pending } = await totalsOf(deps.db, w.id, range);
        const sum = (pick: (t: string) => boolean) =>
          byType.filter((t) => pick(t.type)).reduce((acc, t) => acc.plus(t.total), new Decimal(0));
        return ok({
          workerId: w.id,
          from: range.from ?? null,
          to: range.to ?? null,
          totalCredits: toAmount(sum((t) => t === 'credit')),
          totalDebits: toAmount(sum((t) => t === 'debit').abs()),
          byType: Object.fromEntries(
            byType.map((t) => [t.type, { total: toAmount(t.total), entries: t.entries }]),
          ),
          balance: toAmount(w.balance),
          advanceCredit: toAmount(w.advance),
          pendingAmount: toAmount(pending.amount),
          jobsPendingPayment: pending.jobs,
        });
      },
    );
    const statementOf = async (tenantId: string, workerId: string, range: Range) => {
      const w = await worker(tenantId, workerId);
      const [entries, earnings, opening, tenant] = await Promise.all([
        ledgerOf(deps.db, w.id, range),
        earningsOf(deps.db, w.id, range),
        balanceBefore(deps.db, w.id, range.from),
        deps.db.query<{ name: string }>(sql`select name from factory.tenants where id = ${tenantId}`),
      ]);
      return {
        tenantName: tenant.rows[0]?.name ?? '',
        workerName: w.name,
        from: range.from,
        to: range.to,
        opening,
        entries,
        earnings,
      };
    };
    app.get(
      '/ledger/worker/:workerId/csv',
      {
        schema: {
          tags,
          summary: 'The ledger of a worker as CSV, with the running balance',
          params: WorkerParams,
          querystring: RangeBody,
          response: {
            200: { description: 'The ledger as CSV', content: { 'text/csv': { schema: Type.String() } } },
          },
        },
      },
      async (request, reply) => {
        const statement = await statementOf(
          tenantOf(request).tenantId,
          request.params.workerId,
          checkedRange(request.query),
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="ledger-${request.params.workerId}.csv"`)
          .send(ledgerCsv(statement));
      },
    );
    app.get(
      '/worker/:workerId/wage-slip',
      {
        schema: {
          tags,
          summary: 'The wage slip of a period as PDF: earnings per job and step, payments, balances',
          params: WorkerParams,
          querystring: RangeBody,
          response: {
            200: {
              description: 'The wage slip as PDF',
              content: {
                'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
              },
            },
          },
        },
      },
      async (request, reply) => {
        const statement = await statementOf(
          tenantOf(request).tenantId,
          request.params.workerId,
          checkedRange(request.query),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="wage-slip-${request.params.workerId}.pdf"`)
          .send(await wageSlipPdf(statement));
      },
    );
    app.post(
      '/ledger/adjustment',
      {
        schema: {
          tags,
          summary: 'A manual credit, debit or custom-type entry',
          body: AdjustmentBody,
          response: { 201: success(Adjustment) },
        },
      },
      async (request, reply) => {
        const { tenantId } = tenantOf(request);
        const { workerId, type, description } = request.body;
        const custom = (await productionConfigOf(deps.db, tenantId)).customLedgerTypes;
        if (type !== 'credit' && type !== 'debit' && !custom.includes(type))
          throw validationError(
            `type must be credit, debit or one of the tenant's ledger types (${custom.join(', ') || 'none'})`,
            { field: 'type' },
          );
        const amount = moneyOf(request.body.amount, 'amount', {
          allowNegative: type !== 'credit' && type !== 'debit',
        });
        const signed = type === 'debit' ? amount.negated() : amount;
        await deps.db.transaction(async (tx) => {
          if (!(await findWorker(tx, tenantId, workerId, true))) throw notFound('Worker');
          await writeLedger(tx, {
            tenantId,
            workerId,
            type,
            amount: signed,
            description: description ?? 'Adjustment',
          });
        });
        const after = await worker(tenantId, workerId);
        return reply
          .status(201)
          .send(ok({ workerId, type, amount: toAmount(signed), balance: toAmount(after.balance) }));
      },
    );
  };
}
