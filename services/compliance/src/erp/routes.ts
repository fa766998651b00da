import { unauthorized } from '@platform/kernel/errors';
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
import { authenticated, scopeOf, visitor } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { pagedResponse, paginationOf } from '../shared/schemas.js';
import { METRIC_TYPES } from './model.js';
import {
  acceptErpEvent,
  entityMetrics,
  erpQueue,
  erpWebhookSecret,
  exactMetricValue,
  signatureMatches,
} from './service.js';
import { wakeErpWorker } from './worker.js';

const MetricTypeSchema = Type.Enum(METRIC_TYPES);

const ErpEventBody = Type.Object(
  {
    tenantId: Uuid,
    entityId: Uuid,
    metricType: MetricTypeSchema,
    metricValue: Type.Number({ description: 'at most two decimals' }),
    period: Type.Optional(
      Type.String({ minLength: 1, maxLength: 50, description: 'e.g. FY 2024-25 or Q2 2025-26' }),
    ),
  },
  { additionalProperties: false },
);

const ErpHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' }),
  ),
  'x-erp-signature': Type.Optional(Type.String({ maxLength: 200 })),
});

const AcceptedSchema = Type.Object({ message: Type.String(), queued: Type.Literal(true), referenceId: Uuid });

const MetricSchema = Type.Object({
  id: Uuid,
  entityId: Uuid,
  metricType: MetricTypeSchema,
  metricValue: Type.Number(),
  period: Type.Union([Type.String(), Type.Null()]),
  referenceId: Uuid,
  recordedAt: Timestamp,
});

const MetricsQuery = Type.Object({ ...PageQuery, metricType: Type.Optional(MetricTypeSchema) });

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function erpRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const queue = erpQueue(deps);
    const secret = () => erpWebhookSecret(deps.config);
    /** The bytes each signed body arrived as: the signature covers them, not a re-serialisation. */
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    const parseJson = app.getDefaultJsonParser('error', 'error');

    // This plugin's own JSON parser: the signature is checked on the raw bytes before they are parsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
      const bytes = raw as Buffer;
      const key = secret();
      if (key !== undefined && !signatureMatches(key, bytes, headerText(request, 'x-erp-signature'))) {
        done(unauthorized('x-erp-signature is missing or does not match the body'), undefined);
        return;
      }
      rawBodies.set(request, bytes);
      void parseJson(request, bytes.toString('utf8'), done);
    });

    app.post(
      '/webhooks/erp',
      {
        // A signed endpoint refuses an unsigned request before saying anything about its body.
        preValidation: async (request) => {
          if (secret() !== undefined && !rawBodies.has(request))
            throw unauthorized('x-erp-signature is missing or does not match the body');
        },
        schema: {
          tags: ['erp intake'],
          operationId: 'receiveErpWebhook',
          summary:
            'Accept an ERP metric event for asynchronous recording (public; signed when ERP_WEBHOOK_SECRET is set)',
          headers: ErpHeaders,
          body: ErpEventBody,
          response: { 202: AcceptedSchema },
        },
      },
      async (request, reply) => {
        const { tenantId, entityId, metricType, metricValue, period } = request.body;
        const accepted = await acceptErpEvent(
          visitor(request),
          deps,
          queue,
          { tenantId, entityId, metricType, metricValue: exactMetricValue(metricValue), period },
          request.headers['idempotency-key'],
        );
        if (!accepted.duplicate) wakeErpWorker(deps);
        return reply.status(202).send({
          message: accepted.duplicate
            ? 'Already received under this Idempotency-Key; nothing new was queued'
            : 'ERP metric event queued for processing',
          queued: true,
          referenceId: accepted.referenceId,
        });
      },
    );

    app.get(
      '/entities/:entityId/metrics',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags: ['erp intake'],
          summary: 'Financial metrics of an entity recorded from ERP intake, newest first',
          params: Type.Object({ entityId: Uuid }),
          querystring: MetricsQuery,
          response: { 200: pagedResponse(MetricSchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { metrics, total } = await entityMetrics(
          scopeOf(request),
          deps,
          request.params.entityId,
          request.query.metricType,
          page,
        );
        return { data: metrics, pagination: paginationOf(page, total) };
      },
    );
  };
}
