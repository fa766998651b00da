import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RawServerDefault,
} from 'fastify';
import { endEventStreamsOnClose } from '../events/sse.js';
import type { Envelope } from './envelope.js';
import { answerFrameworkError, installErrorHandling } from './errors.js';
import { withRequestLoggers } from './logger.js';
import { completeOpenApiDocument, documentRoute } from './openapi.js';
import { CORRELATION_HEADER, registerOperations } from './operations.js';
import { refuseUnstorableText } from './safe-input.js';
import { type CorsPolicy, registerSecurity } from './security.js';
import { validationController } from './validation.js';

export type HttpApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A group of routes and hooks, registered with `app.register(plugin)` in a context of its own. */
export type HttpPlugin = (app: HttpApp) => Promise<void>;

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
  /** Browser origins allowed to call the service; none when absent. */
  readonly cors?: CorsPolicy;
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

const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * The Fastify app every service is built on: envelopes, correlation ids, validation mapped to
 * field details (text PostgreSQL cannot store and dates it refuses are validation errors),
 * body limits, security headers and CORS, OpenAPI with a docs page, `/health`, `/ready`,
 * `/metrics` and one log line per request.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<HttpApp> {
  const app = Fastify({
    loggerInstance: withRequestLoggers(options.logger),
    bodyLimit: options.bodyLimit,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers[CORRELATION_HEADER];
      return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
    },
    schemaController: validationController,
    // A malformed percent-encoding in the path is answered in the envelope like any other error.
    frameworkErrors: (error, request, reply) => answerFrameworkError(options.envelope, error, request, reply),
    routerOptions: { ignoreTrailingSlash: true },
    // While the app closes, a request that still arrives on an open connection is served (with
    // `Connection: close`) rather than refused: a rolling restart must not fail a request.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // One line per request is written by `registerOperations`, not Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'correlationId' }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerOperations(app, options.service, options.envelope);
  installErrorHandling(app, options.envelope);
  await registerSecurity(app, options.cors);
  app.addHook('preValidation', refuseUnstorableText);
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
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          serviceSecret: { type: 'apiKey', in: 'header', name: 'x-service-secret' },
        },
      },
    },
    // A schema a service shares between routes (`app.addSchema` with an `$id`, used as
    // `Type.Ref(schema)`) is documented once, under its own name, and referred to from each route.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    transform: documentRoute,
    transformObject: (document) =>
      'openapiObject' in document
        ? completeOpenApiDocument(document.openapiObject, options.envelope.errorSchema)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const report = await options.health();
    return reply.status(report.statusCode).send(report.body);
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  return app;
}
