import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { endEventStreamsOnClose } from '../events/sse.js';
import type { Envelope } from './envelope.js';
import { installErrorHandling } from './errors.js';

export type HttpApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface HealthReport {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
}

export interface HttpAppOptions {
  /** Service name, used in logs, docs and `/health`. */
  readonly service: string;
  readonly envelope: Envelope;
  readonly logger: FastifyBaseLogger;
  readonly bodyLimit: number;
  /** Fastify's `trustProxy` (the TRUST_PROXY variable): which X-Forwarded-For to believe. */
  readonly trustProxy?: boolean | number | string;
  readonly version?: string;
  readonly description?: string;
  /** Deep health check; `GET /health` answers with it at the root of the port. */
  readonly health: () => Promise<HealthReport>;
}

/** A hop count becomes Fastify's function form: trust the nearest `n` proxies. */
function trustProxyOption(
  value: boolean | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const CORRELATION_HEADER = 'x-correlation-id';
const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * The Fastify app every service is built on: envelopes, correlation ids, validation mapped to
 * field details, body limits, OpenAPI with a docs page, and `/health`.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<HttpApp> {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers[CORRELATION_HEADER];
      return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
    },
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: false },
    },
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(CORRELATION_HEADER, request.id);
  });
  installErrorHandling(app, options.envelope);
  // Open event streams would otherwise hold a graceful shutdown until their clients leave.
  endEventStreamsOnClose(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.service} API`,
        version: options.version ?? '1.0.0',
        ...(options.description ? { description: options.description } : {}),
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const report = await options.health();
    return reply.status(report.statusCode).send(report.body);
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  return app;
}
