import { BEARER_SECURITY, type HttpApp, IdParams, PageQuery, pageOf, Type } from '@platform/kernel/http';
import { authenticated, scopeOf, tenantScopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { pagedResponse, paginationOf, SortQuery } from '../shared/schemas.js';
import {
  CreateInstanceBody,
  InstanceDetailSchema,
  InstanceListItemSchema,
  InstanceListQuery,
  InstanceSchema,
  TaskToggleBody,
} from './schemas.js';
import {
  createInstance,
  getInstanceDetail,
  issueCertificate,
  listTenantInstances,
  setTaskCompleted,
} from './service.js';

/** Filters of the list; a parameter it does not name is refused (400), never ignored. */
const ListQuery = Type.Object(
  {
    ...PageQuery,
    ...InstanceListQuery.properties,
    sort: Type.Optional(SortQuery),
  },
  { additionalProperties: false },
);

export function workflowInstanceRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const tags = ['workflow instances'];

    app.post(
      '/workflows/instances',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Start a template for an entity: every phase and task copied, the due date computed',
          body: CreateInstanceBody,
          response: { 201: Type.Object({ data: InstanceSchema }) },
        },
      },
      async (request, reply) => {
        const instance = await createInstance(tenantScopeOf(request), deps, request.body);
        return reply.status(201).send({ data: instance });
      },
    );

    app.get(
      '/workflows/instances',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'Instances of the tenant, newest first unless sorted otherwise; each names its entity and workflow',
          querystring: ListQuery,
          response: { 200: pagedResponse(InstanceListItemSchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { sort, status, entityId, templateId, dueFrom, dueTo, overdue } = request.query;
        const { instances, total } = await listTenantInstances(
          tenantScopeOf(request),
          deps,
          { status, entityId, templateId, dueFrom, dueTo, overdue },
          sort,
          page,
        );
        return { data: instances, pagination: paginationOf(page, total) };
      },
    );

    app.get(
      '/workflows/instances/:id',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'One instance with its template, entity and tenant; advisories filled from the entity profile',
          params: IdParams,
          response: { 200: Type.Object({ data: InstanceDetailSchema }) },
        },
      },
      async (request) => ({ data: await getInstanceDetail(scopeOf(request), deps, request.params.id) }),
    );

    app.patch(
      '/workflows/instances/:id/tasks',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Tick or un-tick a task; the last mandatory task completes the instance',
          params: IdParams,
          body: TaskToggleBody,
          response: { 200: Type.Object({ data: InstanceSchema }) },
        },
      },
      async (request) => ({
        data: await setTaskCompleted(
          scopeOf(request),
          deps,
          request.params.id,
          request.body.taskId,
          request.body.completed,
        ),
      }),
    );

    app.post(
      '/workflows/instances/:id/generate-pdf',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'The PDF compliance certificate of a completed instance, as a signed, expiring link',
          params: IdParams,
          response: { 200: Type.Object({ data: Type.Object({ certificateUrl: Type.String() }) }) },
        },
      },
      async (request) => ({
        data: await issueCertificate(scopeOf(request), deps, request.params.id),
      }),
    );
  };
}
