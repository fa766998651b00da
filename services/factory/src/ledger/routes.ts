import { type HttpApp, Nullable, success, Timestamp, Type, Uuid } from '@platform/kernel/http';
import type { FactoryDeps } from '../shared/deps.js';
import { ListPaging, ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import {
  adjustLedger,
  workerLedger,
  workerLedgerCsv,
  workerLedgerStatement,
  workerLedgerSummary,
  workerWageSlip,
} from './service.js';

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
  jobNumber: Nullable(Type.Integer({ description: 'the job’s number within the tenant' })),
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
const StatementQuery = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day), ...ListPaging },
  { additionalProperties: false },
);
const Line = Type.Object({
  _id: Uuid,
  date: Timestamp,
  kind: Type.Union([
    Type.Literal('job'),
    Type.Literal('payment'),
    Type.Literal('transaction'),
    Type.Literal('adjustment'),
  ]),
  type: Type.String({ description: 'credit, debit or one of the tenant’s ledger types' }),
  description: Nullable(Type.String()),
  amount: Type.Number({ description: 'signed: negative for what reduces the balance' }),
  balance: Type.Number({ description: 'the balance after this line' }),
  jobId: Nullable(Uuid),
  jobNumber: Nullable(Type.Integer({ description: 'the job’s number within the tenant' })),
  articleName: Nullable(Type.String()),
  stepName: Nullable(Type.String()),
  quantity: Nullable(Type.Integer()),
  rate: Nullable(Type.Number()),
  transactionId: Nullable(Uuid),
});
const LedgerStatement = Type.Object({
  worker: Type.Object({ _id: Uuid, name: Type.String() }),
  from: Nullable(Day),
  to: Nullable(Day),
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer({ description: 'lines in the period' }),
  openingBalance: Type.Number({ description: 'the balance before this page’s first line' }),
  closingBalance: Type.Number({ description: 'the balance after this page’s last line' }),
  period: Type.Object({ openingBalance: Type.Number(), closingBalance: Type.Number() }),
  lines: Type.Array(Line),
});
const Adjustment = Type.Object({
  workerId: Uuid,
  type: Type.String(),
  amount: Type.Number(),
  balance: Type.Number(),
});

export function ledgerRoutes(deps: FactoryDeps) {
  return async (app: HttpApp) => {
    const tags = ['ledger'];
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
      async (request) =>
        ok(await workerLedger(tenantOf(request), deps, request.params.workerId, request.body)),
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
      async (request) =>
        ok(await workerLedgerSummary(tenantOf(request), deps, request.params.workerId, request.body)),
    );
    app.get(
      '/ledger/worker/:workerId/statement',
      {
        schema: {
          tags,
          summary:
            'A worker’s ledger for a period, paged: opening balance, each line with the balance after it, closing balance',
          operationId: 'getWorkerLedgerStatement',
          params: WorkerParams,
          querystring: StatementQuery,
          response: { 200: success(LedgerStatement) },
        },
      },
      async (request) =>
        ok(await workerLedgerStatement(tenantOf(request), deps, request.params.workerId, request.query)),
    );
    app.get(
      '/ledger/worker/:workerId/csv',
      {
        schema: {
          tags,
          summary:
            'A worker’s ledger for a period as CSV: the statement’s lines with job number, article, step, quantity, rate, amount and the balance after each',
          params: WorkerParams,
          querystring: RangeBody,
          response: {
            200: { description: 'The ledger as CSV', content: { 'text/csv': { schema: Type.String() } } },
          },
        },
      },
      async (request, reply) => {
        const { workerId } = request.params;
        const csv = await workerLedgerCsv(tenantOf(request), deps, workerId, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="ledger-${workerId}.csv"`)
          .send(csv);
      },
    );
    app.get(
      '/worker/:workerId/wage-slip',
      {
        schema: {
          tags,
          summary:
            'The wage slip of a period as PDF, from the statement’s lines: employer and worker, dated earnings with job number, article, step, quantity, rate and amount, totals, payments and other entries, opening balance and the balance owed',
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
        const { workerId } = request.params;
        const pdf = await workerWageSlip(tenantOf(request), deps, workerId, request.query);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="wage-slip-${workerId}.pdf"`)
          .send(pdf);
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
      async (request, reply) =>
        reply.status(201).send(ok(await adjustLedger(tenantOf(request), deps, request.body))),
    );
  };
}
