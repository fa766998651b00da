import { requireServiceSecret } from '@platform/kernel/auth';
import {
  type HttpApp,
  PageQuery,
  pageOf,
  SERVICE_SECRET_SECURITY,
  success,
  Timestamp,
  Type,
  Uuid,
} from '@platform/kernel/http';
import type { PortalDeps } from '../shared/deps.js';
import { Pagination } from '../shared/schemas.js';
import { auditPage, recordEntries, recordEntry } from './service.js';

const Name = Type.String({ minLength: 1, maxLength: 200 });

const AuditEntry = Type.Object({
  id: Uuid,
  tenantId: Uuid,
  action: Type.String(),
  entityType: Type.Union([Type.String(), Type.Null()]),
  entityId: Type.Union([Type.String(), Type.Null()]),
  userId: Type.Union([Type.String(), Type.Null()]),
  userEmail: Type.Union([Type.String(), Type.Null()]),
  source: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Timestamp,
});

const NewEntry = Type.Object(
  {
    tenantId: Uuid,
    action: Name,
    entityType: Type.Optional(Name),
    entityId: Type.Optional(Name),
    userId: Type.Optional(Name),
    userEmail: Type.Optional(Type.String({ maxLength: 320 })),
    source: Type.Optional(
      Type.String({ minLength: 1, maxLength: 50, description: 'calling service; default factory' }),
    ),
    details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);

/** Most entries one batch carries: a sender with more sends several. */
const MAX_BATCH = 100;

const NewEntries = Type.Object(
  { entries: Type.Array(NewEntry, { minItems: 1, maxItems: MAX_BATCH }) },
  { additionalProperties: false },
);

/** An instant, or a day: `from` a day starts at its beginning, `to` a day includes all of it (UTC). */
const DateOrTime = Type.Union([Timestamp, Type.String({ format: 'date' })]);

const AuditQuery = Type.Object({
  ...PageQuery,
  tenantId: Uuid,
  action: Type.Optional(Name),
  entityType: Type.Optional(Name),
  entityId: Type.Optional(Name),
  userId: Type.Optional(Name),
  source: Type.Optional(Type.String({ maxLength: 50 })),
  from: Type.Optional(DateOrTime),
  to: Type.Optional(DateOrTime),
});

/**
 * The central audit log behind the factory's `/audit-logs`: the factory has already scoped the
 * request to one tenant and sends it here with the service secret. Entries are append-only in
 * the database (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export function auditRoutes(deps: Pick<PortalDeps, 'db' | 'config'>) {
  return async (app: HttpApp) => {
    const tags = ['internal'];
    const onRequest = requireServiceSecret(deps.config.SERVICE_SECRET);
    const headers = Type.Object({ 'x-service-secret': Type.Optional(Type.String()) });

    app.get(
      '/internal/audit-logs',
      {
        onRequest,
        config: { auth: { skip: true } },
        schema: {
          tags,
          security: SERVICE_SECRET_SECURITY,
          summary: "One tenant's audit entries, newest first, filtered and paginated (x-service-secret)",
          headers,
          querystring: AuditQuery,
          response: {
            200: success(Type.Object({ auditLogs: Type.Array(AuditEntry), pagination: Pagination })),
          },
        },
      },
      async (request) => {
        const { page: _page, limit: _limit, ...filter } = request.query;
        return { status: 'success' as const, data: await auditPage(deps, filter, pageOf(request.query)) };
      },
    );

    app.post(
      '/internal/audit-logs',
      {
        onRequest,
        config: { auth: { skip: true } },
        schema: {
          tags,
          security: SERVICE_SECRET_SECURITY,
          summary: 'Record an audit entry for a tenant (x-service-secret)',
          headers,
          body: NewEntry,
          response: { 201: success(AuditEntry) },
        },
      },
      async (request, reply) => {
        return reply
          .status(201)
          .send({ status: 'success' as const, data: await recordEntry(deps, request.body) });
      },
    );

    app.post(
      '/internal/audit-logs/batch',
      {
        onRequest,
        config: { auth: { skip: true } },
        schema: {
          tags,
          security: SERVICE_SECRET_SECURITY,
          summary: `Record up to ${MAX_BATCH} audit entries at once, all or none (x-service-secret)`,
          headers,
          body: NewEntries,
          response: { 201: success(Type.Object({ recorded: Type.Integer({ minimum: 1 }) })) },
        },
      },
      async (request, reply) => {
        const recorded = await recordEntries(deps, request.body.entries);
        return reply.status(201).send({ status: 'success' as const, data: { recorded } });
      },
    );
  };
}
