import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/claims.js';
import { platformMetrics, renderMetrics } from '../metrics/registry.js';
import { listenerRequests } from '../metrics/requests.js';
import type { Envelope } from './envelope.js';
import { isCredentialName, logsAt } from './logger.js';

/** A dependency the listener cannot work without; it throws (or rejects) when unreachable. */
export type ReadinessCheck = () => Promise<void>;

interface Lifecycle {
  readonly service: string;
  draining: boolean;
  readonly checks: Map<string, ReadinessCheck>;
}

const lifecycles = new WeakMap<FastifyInstance, Lifecycle>();
/** A readiness check slower than this counts as failed: a load balancer's probe would time out too. */
const CHECK_TIMEOUT_MS = 2_000;
/** Echoes the request's correlation id (the caller's, or one made for it) on every answer. */
export const CORRELATION_HEADER = 'x-correlation-id';
const UNMATCHED_ROUTE = 'unmatched';
const CLIENT_CLOSED_REQUEST = 499;
const startedAt = Symbol('startedAt');
const response = Symbol('response');
const finished = Symbol('finished');

interface Timed {
  /** `performance.now()` on arrival: a number, where `process.hrtime.bigint()` made a bigint per request. */
  [startedAt]?: number | undefined;
  [response]?: ServerResponse | undefined;
  [finished]?: boolean;
}

function lifecycleOf(app: FastifyInstance): Lifecycle {
  const lifecycle = lifecycles.get(app);
  if (!lifecycle) throw new Error('not an app built by createHttpApp');
  return lifecycle;
}

/**
 * Adds a check to the listener's `/ready`. The runtime adds the database's; a service may add
 * what else it cannot serve without. A later check of the same name replaces the earlier one.
 */
export function addReadinessCheck(app: FastifyInstance, name: string, check: ReadinessCheck): void {
  lifecycleOf(app).checks.set(name, check);
}

/**
 * Marks the listener as draining: `/ready` answers 503 from now on, while requests are still
 * served, so that a load balancer stops sending work before the listener closes. Closing the
 * app marks it too.
 */
export function startDraining(app: FastifyInstance): void {
  const lifecycle = lifecycleOf(app);
  lifecycle.draining = true;
  platformMetrics().ready.set({ service: lifecycle.service }, 0);
}

export function isDraining(app: FastifyInstance): boolean {
  return lifecycleOf(app).draining;
}

async function withTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The names of the checks that fail, all run at once. */
async function failingChecks(lifecycle: Lifecycle): Promise<string[]> {
  const names = [...lifecycle.checks.keys()];
  const results = await Promise.allSettled([...lifecycle.checks.values()].map(withTimeout));
  return names.filter((_name, i) => results[i]?.status === 'rejected');
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Per route pattern, whether a path parameter is named like a credential; the patterns are few. */
const credentialRoutes = new Map<string, boolean>();

/**
 * The path the request line logs: the route pattern instead when a path parameter carries a
 * credential (`/auth/resetPassword/:token`), so that the log never holds a usable link.
 */
function loggedPath(request: FastifyRequest, route: string): string {
  let secret = credentialRoutes.get(route);
  if (secret === undefined) {
    secret = [...route.matchAll(/:(\w+)/g)].some((m) => isCredentialName(m[1] ?? ''));
    credentialRoutes.set(route, secret);
  }
  return secret ? route : (request.url.split('?', 1)[0] ?? '');
}

/**
 * What operators need of every listener: the one log line per request, the request metrics, and
 * `GET /metrics` (Prometheus text) and `GET /ready` at the root of the port, beside `/health`.
 */
export function registerOperations(app: FastifyInstance, service: string, envelope: Envelope): void {
  const lifecycle: Lifecycle = { service, draining: false, checks: new Map() };
  lifecycles.set(app, lifecycle);
  platformMetrics().ready.set({ service }, 1);
  const requests = listenerRequests(service);

  // Hooks in the callback form here and below: they run on every request, and an async hook
  // costs a promise each time. The correlation id is echoed here too rather than by a hook of
  // its own: each hook is a step of Fastify's hook runner on every request.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(CORRELATION_HEADER, request.id);
    const timed = request as Timed;
    timed[startedAt] = performance.now();
    timed[response] = reply.raw;
    requests.arrived();
    done();
  });

  // One line per request, whatever its outcome: correlation id (bound by the request logger),
  // tenant and user of a verified caller, route pattern, status and duration. Never the query
  // string, headers, body or a credential in the path.
  function finish(request: FastifyRequest, statusCode: number, aborted: boolean): void {
    const timed = request as Timed;
    const began = timed[startedAt];
    // A request refused before routing (a malformed path) never passed onRequest.
    if (began !== undefined) requests.left();
    timed[startedAt] = undefined;
    timed[response] = undefined;
    const seconds = began === undefined ? 0 : (performance.now() - began) / 1e3;
    const route = routeOf(request);
    requests.answered(request.method, route, statusCode, seconds);
    // The line's fields are not even gathered at a level that drops it.
    if (!logsAt(request.log, 'info')) return;
    // Undefined on a listener without `registerAuth`.
    const caller: Caller | null | undefined = request.caller;
    request.log.info(
      {
        tenant: caller?.tenantId ?? null,
        userId: caller?.userId ?? null,
        method: request.method,
        route,
        path: loggedPath(request, route),
        statusCode,
        durationMs: Math.round(seconds * 1e6) / 1e3,
        ...(aborted ? { aborted: true } : {}),
      },
      'request',
    );
  }

  app.addHook('onResponse', (request, reply, done) => {
    if (!(request as Timed)[finished]) {
      (request as Timed)[finished] = true;
      finish(request, reply.statusCode, false);
    }
    done();
  });

  // The client went away first (an event stream it closed, a request it gave up): onResponse does
  // not follow. The status is what was already sent, else 499 (client closed request).
  app.addHook('onRequestAbort', async (request) => {
    const timed = request as Timed;
    if (timed[finished]) return;
    timed[finished] = true;
    const raw = timed[response];
    finish(request, raw?.headersSent ? raw.statusCode : CLIENT_CLOSED_REQUEST, true);
  });

  app.addHook('preClose', async () => {
    startDraining(app);
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const { contentType, body } = await renderMetrics();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });

  app.get('/ready', { schema: { hide: true } }, async (request, reply) =>
    answerReadiness(lifecycle, envelope, request, reply),
  );
}

async function answerReadiness(
  lifecycle: Lifecycle,
  envelope: Envelope,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const failing = lifecycle.draining ? [] : await failingChecks(lifecycle);
  if (!lifecycle.draining && failing.length === 0)
    return reply.send({ service: lifecycle.service, status: 'ready' });
  const message = lifecycle.draining
    ? 'Service is shutting down'
    : `Service cannot reach ${failing.join(', ')}`;
  return reply.status(503).send(
    envelope.error({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message,
      details: lifecycle.draining ? { reason: 'draining' } : { reason: 'unreachable', checks: failing },
      correlationId: request.id,
    }),
  );
}
