import { requireCaller, tenantFromHeader } from '@platform/kernel/auth';
import {
  BEARER_SECURITY,
  type HttpApp,
  IdParams,
  PageQuery,
  pageOf,
  Timestamp,
  Type,
  Uuid,
} from '@platform/kernel/http';
import type { FastifyRequest } from 'fastify';
import { authenticated, requireTenantCaller, type Scope, scopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { pagedResponse, paginationOf, SortQuery } from '../shared/schemas.js';
import { generateDocument } from './generate.js';
import {
  DocumentCategorySchema,
  MAX_BODY_LENGTH,
  TemplateMetadataSchema,
  TemplateVariableSchema,
  VariablesInput,
} from './model.js';
import {
  createTemplate,
  documentTemplateView,
  getTemplate,
  listTemplates,
  patchTemplate,
} from './service.js';

const Timestamps = {
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

const SummaryFields = {
  id: Uuid,
  tenantId: Type.Union([Uuid, Type.Null()]),
  name: Type.String(),
  category: DocumentCategorySchema,
  legalReference: Type.Union([Type.String(), Type.Null()]),
  variables: Type.Array(TemplateVariableSchema),
  metadata: TemplateMetadataSchema,
  ...Timestamps,
};

const DocumentTemplateSummarySchema = Type.Object(SummaryFields);
const DocumentTemplateSchema = Type.Object({ ...SummaryFields, body: Type.String() });

const Name = Type.String({ minLength: 1, maxLength: 300 });
const LegalReference = Type.Union([Type.String({ maxLength: 500 }), Type.Null()]);
const Body = Type.String({ minLength: 1, maxLength: MAX_BODY_LENGTH });

const CreateBody = Type.Object(
  {
    name: Name,
    category: DocumentCategorySchema,
    legalReference: Type.Optional(LegalReference),
    body: Body,
    variables: Type.Optional(VariablesInput),
    metadata: Type.Optional(TemplateMetadataSchema),
    /** null asks for a global template (super-admins only); absent means the caller's tenant. */
    tenantId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  },
  { additionalProperties: false },
);

const PatchBody = Type.Object(
  {
    name: Type.Optional(Name),
    category: Type.Optional(DocumentCategorySchema),
    legalReference: Type.Optional(LegalReference),
    body: Type.Optional(Body),
    variables: Type.Optional(VariablesInput),
    metadata: Type.Optional(TemplateMetadataSchema),
  },
  { additionalProperties: false, minProperties: 1 },
);

const ListQuery = Type.Object({
  ...PageQuery,
  category: Type.Optional(DocumentCategorySchema),
  tenantId: Type.Optional(Uuid),
  sort: Type.Optional(SortQuery),
});

/** Variable name → text; the names are the template's own. */
const GenerateBody = Type.Record(
  Type.String({ minLength: 1, maxLength: 100 }),
  Type.String({ maxLength: 20_000 }),
  {
    maxProperties: 500,
  },
);

const GeneratedSchema = Type.Object({
  message: Type.String(),
  data: Type.Object({
    templateName: Type.String(),
    category: DocumentCategorySchema,
    legalReference: Type.Union([Type.String(), Type.Null()]),
    renderedHtml: Type.String(),
  }),
});

/**
 * The tenant a generation acts on, from the token or `x-tenant-id`: the body is the template's
 * variables, where a `tenantId` would be a value, not a tenant.
 */
function generationScope(request: FastifyRequest): Scope {
  const caller = requireTenantCaller(request);
  return { caller, tenantId: tenantFromHeader(request, requireCaller(request)) ?? null };
}

export function documentTemplateRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const tags = ['document templates'];

    app.get(
      '/documents/templates',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Document templates the tenant sees (global and its own), without bodies',
          querystring: ListQuery,
          response: { 200: pagedResponse(DocumentTemplateSummarySchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { templates, total } = await listTemplates(scopeOf(request), deps, request.query, page);
        return { data: templates, pagination: paginationOf(page, total) };
      },
    );

    app.get(
      '/documents/templates/:id',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'One document template with its body, variables and metadata (post-steps included)',
          params: IdParams,
          response: { 200: Type.Object({ data: DocumentTemplateSchema }) },
        },
      },
      async (request) => ({
        data: documentTemplateView(await getTemplate(scopeOf(request), deps, request.params.id)),
      }),
    );

    app.post(
      '/documents/templates',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Create a document template: the tenant’s own, or global (super-admins, tenantId null)',
          body: CreateBody,
          response: { 201: Type.Object({ message: Type.String(), data: DocumentTemplateSchema }) },
        },
      },
      async (request, reply) => {
        // `tenantId: null` asks for a global template, which createTemplate allows a super-admin only.
        const scope =
          request.body.tenantId === null
            ? { caller: requireTenantCaller(request), tenantId: null }
            : scopeOf(request);
        const template = await createTemplate(scope, deps, request.body);
        return reply.status(201).send({ message: 'Document template created', data: template });
      },
    );

    app.patch(
      '/documents/templates/:id',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Change any of name, body, variables and metadata of a document template',
          params: IdParams,
          body: PatchBody,
          response: { 200: Type.Object({ message: Type.String(), data: DocumentTemplateSchema }) },
        },
      },
      async (request) => {
        const template = await patchTemplate(scopeOf(request), deps, request.params.id, request.body);
        return { message: 'Document template updated', data: template };
      },
    );

    app.post(
      '/documents/generate/:templateId',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Render a document template with the values of its variables (HTML-escaped)',
          params: Type.Object({ templateId: Uuid }),
          body: GenerateBody,
          response: { 200: GeneratedSchema },
        },
      },
      async (request) => {
        const data = await generateDocument(
          generationScope(request),
          deps,
          request.params.templateId,
          request.body,
        );
        return { message: 'Document generated', data };
      },
    );
  };
}
