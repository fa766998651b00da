import { headerGrant, requireCaller } from '@platform/kernel/auth';
import { forbidden } from '@platform/kernel/errors';
import {
  BEARER_SECURITY,
  type HttpApp,
  PageQuery,
  pageOf,
  Timestamp,
  Type,
  Uuid,
} from '@platform/kernel/http';
import type { FastifyRequest } from 'fastify';
import { authenticated, requireKnownTenantCaller, scopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { pagedResponse, paginationOf } from '../shared/schemas.js';
import { answerVersionConflictBody } from '../shared/version-conflict.js';
import {
  FieldMappingSchema,
  FormMappingMetadataSchema,
  FormTypeSchema,
  ValidationRulesSchema,
} from './model.js';
import { getFilingContext, redirectToFiling } from './redirect.js';
import { createMapping, getMapping, listMappings, toggleMapping, updateMapping } from './service.js';

/** Admin as clients ask for it: `x-admin: true`, honoured for administrators only (403 otherwise). */
async function adminAccess(request: FastifyRequest): Promise<void> {
  const caller = requireCaller(request);
  await requireKnownTenantCaller(request);
  if (!headerGrant(request, caller, 'x-admin')) throw forbidden('This operation requires x-admin: true');
}

const FormMappingSchema = Type.Object({
  id: Uuid,
  tenantId: Type.Union([Uuid, Type.Null()]),
  formType: Type.String(),
  formVersion: Type.String(),
  mcaUrl: Type.String(),
  fieldMappings: Type.Array(FieldMappingSchema),
  validationRules: ValidationRulesSchema,
  metadata: FormMappingMetadataSchema,
  isActive: Type.Boolean(),
  version: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

const McaUrl = Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000 });
const FormVersion = Type.String({ minLength: 1, maxLength: 50 });
const FieldMappings = Type.Array(FieldMappingSchema, { maxItems: 500 });

const CreateBody = Type.Object(
  {
    formType: FormTypeSchema,
    formVersion: FormVersion,
    mcaUrl: McaUrl,
    fieldMappings: FieldMappings,
    validationRules: Type.Optional(ValidationRulesSchema),
    metadata: Type.Optional(FormMappingMetadataSchema),
    isActive: Type.Optional(Type.Boolean()),
    tenantId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);

const UpdateBody = Type.Object(
  {
    version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    formVersion: Type.Optional(FormVersion),
    mcaUrl: Type.Optional(McaUrl),
    fieldMappings: Type.Optional(FieldMappings),
    validationRules: Type.Optional(ValidationRulesSchema),
    metadata: Type.Optional(FormMappingMetadataSchema),
    isActive: Type.Optional(Type.Boolean()),
    tenantId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);

const FormTypeParams = Type.Object({ formType: FormTypeSchema });

const ListQuery = Type.Object({
  ...PageQuery,
  tenantId: Type.Optional(Uuid),
  active: Type.Optional(Type.Boolean()),
});

const VersionConflictBody = Type.Object({
  error: Type.Literal('version_conflict'),
  message: Type.String(),
  currentVersion: Type.Integer(),
  currentData: FormMappingSchema,
});

const ReadyRedirect = {
  ready: Type.Literal(true),
  formType: Type.String(),
  mcaUrl: Type.String(),
  contextId: Uuid,
  message: Type.String(),
};
const IncompleteRedirect = {
  ready: Type.Literal(false),
  formType: Type.String(),
  missingFields: Type.Array(Type.String()),
  requiredDocuments: Type.Array(Type.String()),
  message: Type.String(),
};
/** The body at the top level, where clients read it, repeated under `data` (the service's usual envelope). */
const RedirectBody = Type.Union([
  Type.Object({ ...ReadyRedirect, data: Type.Object(ReadyRedirect) }),
  Type.Object({ ...IncompleteRedirect, data: Type.Object(IncompleteRedirect) }),
]);

const FilingContextSchema = Type.Object({
  contextId: Uuid,
  formType: Type.String(),
  formVersion: Type.String(),
  mcaUrl: Type.String(),
  workflowInstanceId: Uuid,
  entity: Type.Object({ id: Uuid, name: Type.String() }),
  fields: Type.Array(
    Type.Object({ profilePath: Type.String(), selectors: Type.Array(Type.String()), value: Type.String() }),
  ),
  fieldValues: Type.Record(Type.String(), Type.String()),
  requiredDocuments: Type.Array(Type.String()),
  createdBy: Type.String(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
});

export function formMappingRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const tags = ['form mappings'];
    const one = Type.Object({ data: FormMappingSchema });

    app.get(
      '/mca/form-mappings',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'Form mappings in effect for the tenant: its own, and the global ones it does not override',
          querystring: ListQuery,
          response: { 200: pagedResponse(FormMappingSchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { mappings, total } = await listMappings(scopeOf(request), deps, request.query.active, page);
        return { data: mappings, pagination: paginationOf(page, total) };
      },
    );

    app.get(
      '/mca/form-mappings/:formType',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'The mapping of a form type in effect for the tenant',
          params: FormTypeParams,
          response: { 200: one },
        },
      },
      async (request) => ({ data: await getMapping(scopeOf(request), deps, request.params.formType) }),
    );

    app.post(
      '/mca/form-mappings',
      {
        onRequest: adminAccess,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'Create a form mapping (x-admin): the tenant’s own, or global for a super-admin naming no tenant',
          body: CreateBody,
          response: { 201: Type.Object({ message: Type.String(), data: FormMappingSchema }) },
        },
      },
      async (request, reply) => {
        const mapping = await createMapping(scopeOf(request), deps, request.body);
        return reply.status(201).send({ message: 'Form mapping created', data: mapping });
      },
    );

    app.put(
      '/mca/form-mappings/:formType',
      {
        onRequest: adminAccess,
        errorHandler: answerVersionConflictBody,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Change a form mapping (x-admin) with optimistic locking: send the version you read',
          params: FormTypeParams,
          body: UpdateBody,
          response: {
            200: Type.Object({ message: Type.String(), data: FormMappingSchema, version: Type.Integer() }),
            409: VersionConflictBody,
          },
        },
      },
      async (request) => {
        const mapping = await updateMapping(scopeOf(request), deps, request.params.formType, request.body);
        return { message: 'Form mapping updated', data: mapping, version: mapping.version };
      },
    );

    app.post(
      '/mca/form-mappings/:formType/toggle-active',
      {
        onRequest: adminAccess,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Flip isActive of a form mapping (x-admin)',
          params: FormTypeParams,
          response: { 200: Type.Object({ message: Type.String(), data: FormMappingSchema }) },
        },
      },
      async (request) => {
        const mapping = await toggleMapping(scopeOf(request), deps, request.params.formType);
        return { message: `Form mapping ${mapping.isActive ? 'activated' : 'deactivated'}`, data: mapping };
      },
    );

    app.get(
      '/mca/workflow-redirect/:workflowId',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary:
            'Whether a workflow instance’s entity is ready for its MCA form; when it is, a filing context',
          params: Type.Object({ workflowId: Uuid }),
          response: { 200: RedirectBody },
        },
      },
      async (request) => {
        const outcome = await redirectToFiling(scopeOf(request), deps, request.params.workflowId);
        // Narrowed per branch, so that each matches its own shape of the response.
        return outcome.ready ? { ...outcome, data: outcome } : { ...outcome, data: outcome };
      },
    );

    app.get(
      '/mca/context/:contextId',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'A filing context: the form, and the value for each of its fields',
          params: Type.Object({ contextId: Uuid }),
          response: { 200: Type.Object({ data: FilingContextSchema }) },
        },
      },
      async (request) => ({
        data: await getFilingContext(scopeOf(request), deps, request.params.contextId),
      }),
    );
  };
}
