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
import { createJob, getJob, listTenantJobs, reassignStep, removeJob, updateJobStep } from './service.js';
import { STEP_STATUSES, type StepStatus } from './steps.js';

const Day = Type.String({ format: 'date' });
const Attributes = Type.Record(
  Type.String({ minLength: 1, maxLength: 100 }),
  Type.Union([Type.Number(), Type.String({ maxLength: 500 })]),
  {
    maxProperties: 100,
  },
);
const CreateBody = Type.Object(
  {
    articleId: Uuid,
    quantity: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    attributes: Type.Optional(Attributes),
    steps: Type.Optional(
      Type.Array(
        Type.Object(
          { stepName: Type.String({ minLength: 1, maxLength: 100 }), workerId: Uuid },
          { additionalProperties: false },
        ),
        {
          maxItems: 100,
        },
      ),
    ),
  },
  { additionalProperties: false },
);
const PatchBody = Type.Object(
  {
    stepName: Type.String({ minLength: 1, maxLength: 100 }),
    status: Type.Union(STEP_STATUSES.map((s) => Type.Literal(s))),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
    workerId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'a repeat with the same key and body within a day answers the first answer (`idempotent-replayed: true`) and credits once; another body under the key is 409',
    }),
  ),
});
const ReassignBody = Type.Object(
  { stepName: Type.String({ minLength: 1, maxLength: 100 }), workerId: Uuid },
  { additionalProperties: false },
);
const ListBody = Type.Object(
  {
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('completed')])),
    workerId: Type.Optional(Uuid),
    articleId: Type.Optional(Uuid),
    ids: Type.Optional(
      Type.Array(Uuid, {
        minItems: 1,
        maxItems: 100,
        description:
          'only these jobs (a page naming the jobs a payment settled reads them in one call); ids of another tenant match nothing',
      }),
    ),
    search: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        pattern: '\\S',
        description:
          'a job number (digits, `#12` too) matches that job exactly; other text matches part of the article’s name, in any case',
      }),
    ),
    ...ListPaging,
  },
  { additionalProperties: false },
);

const Job = Type.Object({
  _id: Uuid,
  jobNumber: Type.Integer({ minimum: 1, description: 'the job’s number within its tenant: 1, 2, 3 ...' }),
  articleId: Uuid,
  articleName: Nullable(Type.String()),
  quantity: Type.Integer(),
  attributes: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()])),
  steps: Type.Array(
    Type.Object({
      stepName: Type.String(),
      order: Type.Integer(),
      isPaid: Type.Boolean(),
      workerId: Uuid,
      workerName: Nullable(Type.String()),
      status: Type.Unsafe<StepStatus>({ type: 'string', enum: [...STEP_STATUSES] }),
      quantity: Nullable(Type.Integer()),
      completedAt: Nullable(Timestamp),
    }),
  ),
  // The view computes it as a string; the document lists its two values.
  status: Type.Unsafe<string>({ type: 'string', enum: ['active', 'completed'] }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export function jobRoutes(deps: FactoryDeps) {
  return async (app: HttpApp) => {
    const tags = ['jobs'];
    app.post(
      '/job',
      {
        schema: {
          tags,
          summary: 'List jobs; filters in the body; active jobs bypass the date filters',
          operationId: 'listJobs',
          response: { 200: paged(Job) },
          body: Type.Optional(ListBody),
        },
      },
      async (request) => pageAnswer(await listTenantJobs(tenantOf(request), deps, request.body ?? {})),
    );
    app.post(
      '/job/create',
      {
        schema: {
          tags,
          summary: 'Create a job: steps from the tenant config, each Pending',
          body: CreateBody,
          response: { 201: success(Job) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await createJob(tenantOf(request), deps, request.body))),
    );
    app.get(
      '/job/:id',
      { schema: { tags, summary: 'One job', params: IdParams, response: { 200: success(Job) } } },
      async (request) => ok(await getJob(tenantOf(request), deps, request.params.id)),
    );
    app.patch(
      '/job/:id',
      {
        schema: {
          tags,
          summary: 'Move a step forward; completing a paid step credits its worker',
          params: IdParams,
          response: {
            200: success(
              Type.Object({
                ...Job.properties,
                credited: Type.Number({ description: 'what completing the step credited its worker' }),
              }),
            ),
          },
          body: PatchBody,
          headers: IdempotencyHeaders,
        },
      },
      async (request, reply) => {
        const { answer, replayed } = await updateJobStep(
          tenantOf(request),
          deps,
          request.params.id,
          request.body,
          request.headers['idempotency-key'],
        );
        if (replayed) void reply.header('idempotent-replayed', 'true');
        return ok(answer);
      },
    );
    app.patch(
      '/job/:id/worker',
      {
        schema: {
          tags,
          summary:
            'Give a step to another worker, its status as it is; a completed step keeps its worker (409)',
          operationId: 'reassignJobStep',
          params: IdParams,
          body: ReassignBody,
          response: { 200: success(Job) },
        },
      },
      async (request) => ok(await reassignStep(tenantOf(request), deps, request.params.id, request.body)),
    );
    app.delete(
      '/job/:id',
      {
        schema: {
          tags,
          summary: 'Delete a job with no completed step',
          params: IdParams,
          response: { 200: Message },
        },
      },
      async (request) => {
        await removeJob(tenantOf(request), deps, request.params.id);
        return { status: 'success' as const, message: 'Job deleted' };
      },
    );
  };
}
