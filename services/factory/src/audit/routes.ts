import type { Db } from '@platform/kernel/db';
import { BEARER_SECURITY, type HttpApp, PageQuery, Timestamp, Type } from '@platform/kernel/http';
import type { WorkQueue } from '@platform/kernel/jobs';
import { tenantOf } from '../shared/tenant-scope.js';
import type { AuditLogPort } from './portal.js';
import { AUDIT_QUEUE } from './recorder.js';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Query = Type.Object(
  {
    ...PageQuery,
    action: Type.Optional(Name),
    entityType: Type.Optional(Name),
    entityId: Type.Optional(Name),
    userId: Type.Optional(Name),
    from: Type.Optional(Timestamp),
    to: Type.Optional(Timestamp),
  },
  { additionalProperties: false },
);
const NewEntry = Type.Object(
  {
    action: Name,
    entityType: Type.Optional(Name),
    entityId: Type.Optional(Name),
    details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);

/**
 * `/audit-logs`, inside the tenant scope: the tenant's entries in the portal's central audit
 * log. A new entry the portal cannot take now is queued and delivered later (202).
 */
export function auditRoutes(deps: {
  readonly db: Db;
  readonly port: AuditLogPort;
  readonly queue: WorkQueue;
}) {
  return async (app: HttpApp) => {
    const tags = ['audit-logs'];
    const security = BEARER_SECURITY;

    app.get(
      '/audit-logs',
      {
        schema: {
          tags,
          security,
          summary: "The tenant's audit entries from the portal, newest first (503 while the portal is away)",
          querystring: Query,
          response: { 200: Type.Object({ status: Type.Literal('success'), data: Type.Unknown() }) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await deps.port.list(tenantOf(request).tenantId, request.query),
      }),
    );

    app.post(
      '/audit-logs',
      {
        schema: {
          tags,
          security,
          summary: 'Record an audit entry for the tenant: 201 recorded, 202 queued while the portal is away',
          body: NewEntry,
          response: {
            201: Type.Object({ status: Type.Literal('success'), data: Type.Unknown() }),
            202: Type.Object({
              status: Type.Literal('success'),
              data: Type.Object({ queued: Type.Boolean() }),
            }),
          },
        },
      },
      async (request, reply) => {
        const scope = tenantOf(request);
        const entry = { ...request.body, tenantId: scope.tenantId, userId: scope.userId };
        try {
          return reply.status(201).send({ status: 'success' as const, data: await deps.port.record(entry) });
        } catch {
          await deps.queue.enqueue(deps.db, AUDIT_QUEUE, entry, { maxAttempts: 25 });
          return reply.status(202).send({ status: 'success' as const, data: { queued: true } });
        }
      },
    );
  };
}
