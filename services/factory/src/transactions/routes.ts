import {
  type HttpApp,
  IdParams,
  Nullable,
  paged,
  success,
  Timestamp,
  Type,
  Uuid,
} from '@platform/kernel/http';
import type { FactoryDeps } from '../shared/deps.js';
import { pageAnswer } from '../shared/paging.js';
import { ListPaging, Message, ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import {
  changeTransaction,
  createEntryTransaction,
  deleteTransaction,
  getTransaction,
  listTenantTransactions,
  makePayment,
  previewPayment,
} from './service.js';

const Day = Type.String({ format: 'date' });
const Amount = Type.Number({ exclusiveMinimum: 0, maximum: 1e12 });
const Note = Type.String({ maxLength: 500 });
const PaymentBody = Type.Object(
  { workerId: Uuid, amount: Amount, date: Type.Optional(Day), note: Type.Optional(Note) },
  { additionalProperties: false },
);
const CreateBody = Type.Object(
  {
    workerId: Uuid,
    type: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
    amount: Amount,
    date: Type.Optional(Day),
    note: Type.Optional(Note),
  },
  { additionalProperties: false },
);
const PatchBody = Type.Object(
  { date: Type.Optional(Day), note: Type.Optional(Note) },
  { additionalProperties: false, minProperties: 1 },
);
const ListBody = Type.Object(
  {
    workerId: Type.Optional(Uuid),
    type: Type.Optional(Type.Union([Type.Literal('payment'), Type.Literal('credit'), Type.Literal('debit')])),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    ...ListPaging,
  },
  { additionalProperties: false },
);

const Transaction = Type.Object({
  _id: Uuid,
  workerId: Uuid,
  workerName: Nullable(Type.String()),
  type: Type.Union([Type.Literal('payment'), Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Number(),
  date: Day,
  note: Nullable(Type.String()),
  settlement: Type.Optional(
    Type.Unsafe<Record<string, unknown>>({
      type: 'object',
      description: 'a payment’s: the jobs it paid and the advance it left',
      properties: {
        jobsPaid: { type: 'array', items: { type: 'string', format: 'uuid' } },
        advanceCredit: { type: 'number' },
      },
      additionalProperties: true,
    }),
  ),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
const JobMoney = Type.Array(
  Type.Object({ jobId: Uuid, earnedAmount: Type.Number(), paidAmount: Type.Number() }),
);
const SettlementMade = Type.Object({
  jobsPaid: JobMoney,
  jobsPendingPayment: JobMoney,
  balance: Type.Number({ description: 'the worker’s balance after the payment' }),
  advanceCredit: Type.Number(),
});
const Payment = Type.Object({ transaction: Transaction, settlement: SettlementMade });
const PreviewBody = Type.Object({ workerId: Uuid, amount: Amount }, { additionalProperties: false });
const PaymentPreview = Type.Object({
  workerId: Uuid,
  workerName: Type.String(),
  amount: Type.Number(),
  settlement: SettlementMade,
});

export function transactionRoutes(deps: FactoryDeps) {
  return async (app: HttpApp) => {
    const tags = ['transactions'];
    app.post(
      '/transaction',
      {
        schema: {
          tags,
          summary: 'List transactions; filters in the body',
          operationId: 'listTransactions',
          response: { 200: paged(Transaction) },
          body: Type.Optional(ListBody),
        },
      },
      async (request) =>
        pageAnswer(await listTenantTransactions(tenantOf(request), deps, request.body ?? {})),
    );
    app.post(
      '/transaction/create',
      {
        schema: {
          tags,
          summary: 'Record a credit or debit for a worker (no settlement)',
          body: CreateBody,
          response: { 201: success(Transaction) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await createEntryTransaction(tenantOf(request), deps, request.body))),
    );
    app.post(
      '/transaction/makePayment',
      {
        schema: {
          tags,
          summary: 'Pay a worker: settles pending jobs FIFO, a surplus becomes advance credit',
          response: { 201: success(Payment) },
          body: PaymentBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await makePayment(tenantOf(request), deps, request.body))),
    );
    app.post(
      '/transaction/previewPayment',
      {
        schema: {
          tags,
          summary:
            'What paying a worker an amount would settle now (jobs paid in full or in part, FIFO, and the advance left), writing nothing',
          operationId: 'previewPayment',
          response: { 200: success(PaymentPreview) },
          body: PreviewBody,
        },
        config: { audit: false },
      },
      async (request) => ok(await previewPayment(tenantOf(request), deps, request.body)),
    );
    app.get(
      '/transaction/:id',
      {
        schema: {
          tags,
          summary: 'One transaction',
          params: IdParams,
          response: { 200: success(Transaction) },
        },
      },
      async (request) => ok(await getTransaction(tenantOf(request), deps, request.params.id)),
    );
    app.patch(
      '/transaction/:id',
      {
        schema: {
          tags,
          summary: 'Change the date or note of a transaction (amounts are fixed)',
          params: IdParams,
          response: { 200: success(Transaction) },
          body: PatchBody,
        },
      },
      async (request) =>
        ok(await changeTransaction(tenantOf(request), deps, request.params.id, request.body)),
    );
    app.delete(
      '/transaction/:id',
      {
        schema: {
          tags,
          summary: 'Delete a credit or debit transaction (not a settled payment)',
          params: IdParams,
          response: { 200: Message },
        },
      },
      async (request) => {
        await deleteTransaction(tenantOf(request), deps, request.params.id);
        return { status: 'success' as const, message: 'Transaction deleted' };
      },
    );
  };
}
