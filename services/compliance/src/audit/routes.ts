import { headerGrant, requireCaller } from '@platform/kernel/auth';
import { forbidden } from '@platform/kernel/errors';
import { BEARER_SECURITY, type HttpApp, Timestamp, Type, Uuid } from '@platform/kernel/http';
import type { FastifyRequest } from 'fastify';
import { requireKnownTenantCaller, scopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import {
  AUDIT_DEFAULT_LIMIT,
  readAuditTrail,
  readDocumentAuditTrail,
  readEntityAuditTrail,
} from './service.js';

/** `x-audit-access: true` or `x-admin: true`, honoured for administrators only (403 otherwise). */
async function auditAccess(request: FastifyRequest): Promise<void> {
  const caller = requireCaller(request);
  await requireKnownTenantCaller(request);
  const granted = headerGrant(request, caller, 'x-audit-access') || headerGrant(request, caller, 'x-admin');
  if (!granted) throw forbidden('Audit access requires x-audit-access: true or x-admin: true');
}

const DateOrDateTime = Type.Union([Type.String({ format: 'date' }), Timestamp]);

const Filters = {
  startDate: Type.Optional(DateOrDateTime),
  endDate: Type.Optional(DateOrDateTime),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  tenantId: Type.Optional(Uuid),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: AUDIT_DEFAULT_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
};

const QueryFilters = Type.Object({
  ...Filters,
  entityType: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

const AuditEntrySchema = Type.Object({
  id: Uuid,
  action: Type.String(),
  userId: Type.Union([Type.String(), Type.Null()]),
  userName: Type.Union([Type.String(), Type.Null()]),
  timestamp: Timestamp,
  details: Type.Record(Type.String(), Type.Unknown()),
  changes: Type.Array(
    Type.Object({ field: Type.String(), oldValue: Type.Unknown(), newValue: Type.Unknown() }),
  ),
  entityType: Type.String(),
  entityId: Type.Union([Type.String(), Type.Null()]),
  tenantId: Type.Union([Uuid, Type.Null()]),
});

const AuditPage = Type.Object({
  data: Type.Array(AuditEntrySchema),
  pagination: Type.Object({
    total: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
    hasMore: Type.Boolean(),
  }),
});

export function auditRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const tags = ['audit'];
    const response = { 200: AuditPage };

    app.get(
      '/audit/entity/:entityId',
      {
        onRequest: auditAccess,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'The audit trail of an entity, newest first',
          operationId: 'listEntityAuditTrail',
          params: Type.Object({ entityId: Uuid }),
          querystring: Type.Object(Filters),
          response,
        },
      },
      async (request) => readEntityAuditTrail(scopeOf(request), deps, request.params.entityId, request.query),
    );

    app.get(
      '/audit/document/:documentId',
      {
        onRequest: auditAccess,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'The audit trail of a document, newest first',
          operationId: 'listDocumentAuditTrail',
          params: Type.Object({ documentId: Uuid }),
          querystring: Type.Object(Filters),
          response,
        },
      },
      async (request) =>
        readDocumentAuditTrail(scopeOf(request), deps, request.params.documentId, request.query),
    );

    app.get(
      '/audit/query',
      {
        onRequest: auditAccess,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'The audit trail filtered by record type, record, action, user and dates',
          operationId: 'queryAuditTrail',
          querystring: QueryFilters,
          response,
        },
      },
      async (request) => readAuditTrail(scopeOf(request), deps, request.query),
    );
  };
}
