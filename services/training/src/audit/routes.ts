import {
  BEARER_SECURITY,
  type HttpApp,
  PageQuery,
  paged,
  pageOf,
  Timestamp,
  Type,
  Uuid,
} from '@platform/kernel/http';
import { adminActor, requireAdmin } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import { pagedEnvelope } from '../shared/schemas.js';
import { browseAuditLogs } from './service.js';

const AuditLog = Type.Object({
  id: Uuid,
  action: Type.String({ description: 'e.g. course.create, enrollment.status' }),
  entity_type: Type.String(),
  entity_id: Type.Union([Uuid, Type.Null()]),
  actor: Type.Object({ id: Type.String(), email: Type.String() }),
  before: Type.Unknown({ description: 'the record before the write; null for a creation' }),
  after: Type.Unknown({ description: 'the record after the write' }),
  created_at: Timestamp,
});

const Moment = Type.Union([Timestamp, Type.String({ format: 'date' })]);

const AuditQuery = Type.Object({
  ...PageQuery,
  action: Type.Optional(Type.String({ maxLength: 100 })),
  entity_type: Type.Optional(Type.String({ maxLength: 100 })),
  from: Type.Optional(Moment),
  to: Type.Optional(Moment),
});

export function auditRoutes(deps: TrainingDeps) {
  return async (app: HttpApp) => {
    app.get(
      '/audit-logs',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['audit'],
          security: BEARER_SECURITY,
          summary: 'Administrator writes, newest first (from and to are inclusive)',
          querystring: AuditQuery,
          response: { 200: paged(AuditLog) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { action, entity_type, from, to } = request.query;
        const found = await browseAuditLogs(
          adminActor(request),
          deps,
          {
            ...(action ? { action } : {}),
            ...(entity_type ? { entityType: entity_type } : {}),
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
          },
          page,
        );
        return pagedEnvelope(found, page);
      },
    );
  };
}
