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
  changeWorker,
  createWorker,
  getWorker,
  initDefaultWorker,
  listTenantWorkers,
  removeWorker,
} from './service.js';

const Skills = Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50, uniqueItems: true });
const Phone = Type.String({ pattern: '^\\+?[0-9][0-9 ()-]{5,19}$', maxLength: 20 });
const CreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    phone: Type.Optional(Phone),
    skills: Type.Optional(Skills),
  },
  { additionalProperties: false },
);
const PatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    phone: Type.Optional(Phone),
    skills: Type.Optional(Skills),
  },
  { additionalProperties: false, minProperties: 1 },
);
const Worker = Type.Object({
  _id: Uuid,
  name: Type.String(),
  phone: Nullable(Type.String()),
  skills: Type.Array(Type.String()),
  isDefault: Type.Boolean(),
  balance: Type.Number({ description: 'what the worker is owed; negative when paid in advance' }),
  advanceCredit: Type.Number(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
const ListQuery = Type.Object({
  skill: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  ...ListPaging,
});

export function workerRoutes(deps: FactoryDeps) {
  return async (app: HttpApp) => {
    const tags = ['workers'];
    app.get(
      '/worker',
      {
        schema: {
          tags,
          summary: 'Workers of the tenant; `skill` filters',
          querystring: ListQuery,
          response: { 200: paged(Worker) },
        },
      },
      async (request) => pageAnswer(await listTenantWorkers(tenantOf(request), deps, request.query)),
    );
    app.post(
      '/worker/create',
      {
        schema: {
          tags,
          summary: 'Create a worker, within the plan’s maxWorkers',
          body: CreateBody,
          response: { 201: success(Worker) },
        },
      },
      async (request, reply) => {
        const worker = await createWorker(tenantOf(request), deps, request.body);
        return reply.status(201).send(ok(worker));
      },
    );
    app.get(
      '/worker/initDefaultWorker',
      {
        schema: {
          tags,
          summary: 'Seed the default worker `None` (once)',
          response: { 200: success(Worker) },
        },
      },
      async (request) => ok(await initDefaultWorker(tenantOf(request), deps)),
    );
    app.get(
      '/worker/:id',
      { schema: { tags, summary: 'One worker', params: IdParams, response: { 200: success(Worker) } } },
      async (request) => ok(await getWorker(tenantOf(request), deps, request.params.id)),
    );
    app.patch(
      '/worker/:id',
      {
        schema: {
          tags,
          summary: 'Update a worker',
          params: IdParams,
          body: PatchBody,
          response: { 200: success(Worker) },
        },
      },
      async (request) => ok(await changeWorker(tenantOf(request), deps, request.params.id, request.body)),
    );
    app.delete(
      '/worker/:id',
      {
        schema: {
          tags,
          summary: 'Delete a worker without jobs or ledger entries',
          params: IdParams,
          response: { 200: Message },
        },
      },
      async (request) => {
        await removeWorker(tenantOf(request), deps, request.params.id);
        return { status: 'success' as const, message: 'Worker deleted' };
      },
    );
  };
}
