import {
  BEARER_SECURITY,
  type HttpApp,
  IdParams,
  PageQuery,
  pageOf,
  Type,
  Uuid,
} from '@platform/kernel/http';
import { authenticated, requireTenantCaller, scopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { pagedResponse, paginationOf, SortQuery } from '../shared/schemas.js';
import {
  ApplicabilityQuery,
  ApplicabilityResponse,
  CreateTemplateBody,
  TemplateSchema,
  UpdateTemplateBody,
} from './schemas.js';
import {
  archiveTemplate,
  createTemplate,
  explainApplicability,
  getTemplate,
  listVisibleTemplates,
  updateVisibleTemplate,
} from './service.js';

const ListQuery = Type.Object({
  ...PageQuery,
  tenantId: Type.Optional(Uuid),
  entityId: Type.Optional(Uuid),
  isActive: Type.Optional(Type.Boolean()),
  isAdhoc: Type.Optional(Type.Boolean()),
  includeArchived: Type.Optional(Type.Boolean()),
  sort: Type.Optional(SortQuery),
});

const One = Type.Object({ data: TemplateSchema });

export function workflowTemplateRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const tags = ['workflow templates'];

    app.get(
      '/workflows/templates',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Templates the tenant sees (global and its own); with entityId, those applicable to it',
          querystring: ListQuery,
          response: { 200: pagedResponse(TemplateSchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { templates, total } = await listVisibleTemplates(scopeOf(request), deps, request.query, page);
        return { data: templates, pagination: paginationOf(page, total) };
      },
    );

    app.get(
      '/workflows/templates/applicability',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'For one entity, the templates the tenant sees that apply to it and those that do not, each with the rules that exclude it',
          querystring: ApplicabilityQuery,
          response: { 200: ApplicabilityResponse },
        },
      },
      async (request) => ({
        data: await explainApplicability(scopeOf(request), deps, request.query.entityId, {
          includeArchived: request.query.includeArchived,
        }),
      }),
    );

    app.post(
      '/workflows/templates',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Create a template: the tenant’s own, or a global one (tenantId null) by a super-admin',
          body: CreateTemplateBody,
          response: { 201: One },
        },
      },
      async (request, reply) => {
        const { tenantId: _named, ...fields } = request.body;
        // A super-admin naming no tenant (or null) creates a global template.
        const scope =
          request.body.tenantId === null
            ? { caller: requireTenantCaller(request), tenantId: null }
            : scopeOf(request);
        const template = await createTemplate(scope, deps, fields);
        return reply.status(201).send({ data: template });
      },
    );

    app.get(
      '/workflows/templates/:id',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'One template',
          params: IdParams,
          response: { 200: One },
        },
      },
      async (request) => ({ data: await getTemplate(scopeOf(request), deps, request.params.id) }),
    );

    app.put(
      '/workflows/templates/:id',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Change some fields of a template (phases, isActive, ...)',
          params: IdParams,
          body: UpdateTemplateBody,
          response: { 200: One },
        },
      },
      async (request) => ({
        data: await updateVisibleTemplate(scopeOf(request), deps, request.params.id, request.body),
      }),
    );

    app.delete(
      '/workflows/templates/:id',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Archive a template (soft delete): hidden from lists, kept for its instances',
          params: IdParams,
          response: { 200: Type.Object({ message: Type.String(), data: TemplateSchema }) },
        },
      },
      async (request) => ({
        message: 'Workflow template archived',
        data: await archiveTemplate(scopeOf(request), deps, request.params.id),
      }),
    );
  };
}
