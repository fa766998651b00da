import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/** Which other origins may call the service from a browser. */
export interface CorsPolicy {
  /**
   * Exact origins (`https://app.example.com`), or a check for lists that change at run time
   * (factory's configured origins). Empty: no origin but the service's own.
   */
  readonly origins: readonly string[] | ((origin: string) => boolean | Promise<boolean>);
  /** Whether browsers may send cookies: only services that keep a session in one. */
  readonly credentials?: boolean;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets, asked of it once: with these options they are the same on every
 * response. Running its middleware per request (as @fastify/helmet does, building it anew each
 * time and parsing the CSP directives) measured 7% of identity's CPU on GET /user, and calling
 * the built middleware per request still 10% of training's on its admin read.
 */
function helmetHeaders(): Record<string, string> {
  const middleware = helmet({
    hsts: false,
    // Services are also reached over plain HTTP (localhost, inside a cluster), where upgrading
    // the docs page's own assets to https would break it.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  let failed: unknown;
  // Only the two methods above are used by helmet's middlewares; the casts say so to its types.
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed !== undefined) throw failed;
  return headers;
}

/** Response headers a browser may read from another origin's script. */
const EXPOSED_HEADERS = [
  'x-correlation-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
].join(', ');
/**
 * The methods a preflight is told, as the services have always answered them (the default of
 * @fastify/cors, which answered them before the kernel did).
 */
const PREFLIGHT_METHODS = 'GET,HEAD,POST';
/** Seconds a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE = '600';

type DoneHook = (err?: Error) => void;

/**
 * CORS from the policy, as @fastify/cors answered it with the kernel's options, in the kernel's
 * own hook: the plugin spread its options into a new object, read the route's options twice
 * (Fastify builds them anew on each read) and made a closure, on every request, with an Origin
 * or without. Every response varies by Origin; an allowed origin is echoed, with the exposed
 * headers (and credentials when the policy allows them); an allowed preflight is answered at
 * once, before authentication, and any other reaches the catch-all OPTIONS route, which answers
 * 404.
 */
function corsHook(policy: CorsPolicy | undefined) {
  const origins = policy?.origins ?? [];
  const allowed =
    typeof origins === 'function'
      ? origins
      : (origin: string) => (origins as readonly string[]).includes(origin);
  const credentials = policy?.credentials ?? false;

  function grant(request: FastifyRequest, reply: FastifyReply, origin: string, done: DoneHook): void {
    void reply.header('access-control-allow-origin', origin);
    if (credentials) void reply.header('access-control-allow-credentials', 'true');
    void reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method !== 'OPTIONS') {
      done();
      return;
    }
    void reply.header('access-control-allow-methods', PREFLIGHT_METHODS);
    void reply.header('vary', 'Origin, Access-Control-Request-Headers');
    const asked = request.headers['access-control-request-headers'];
    if (asked !== undefined) void reply.header('access-control-allow-headers', asked);
    void reply.header('access-control-max-age', PREFLIGHT_MAX_AGE);
    void reply.code(204).header('content-length', '0').send();
  }

  return (request: FastifyRequest, reply: FastifyReply, done: DoneHook): void => {
    void reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined) {
      done();
      return;
    }
    const verdict = allowed(origin);
    if (typeof verdict === 'boolean') {
      if (verdict) grant(request, reply, origin, done);
      else done();
      return;
    }
    verdict.then(
      (ok) => (ok ? grant(request, reply, origin, done) : done()),
      (err: Error) => done(err),
    );
  };
}

/**
 * Security headers on every response (helmet's defaults; its CSP keeps the docs page working
 * while forbidding framing by another site), HSTS only when the request arrived over TLS
 * (directly or as the trusted proxy says), `Cache-Control: no-store` unless the route chose a
 * policy of its own, and CORS from the policy: a preflight from another origin gets no CORS
 * headers.
 */
export function registerSecurity(app: FastifyInstance, policy: CorsPolicy | undefined): void {
  const securityHeaders = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(securityHeaders);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  app.addHook('onRequest', corsHook(policy));
  // Lets a preflight through routing to the hook above; one the hook did not answer is 404.
  app.options('*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
}

/** `CORS_ORIGINS`: origins separated by commas; blank entries ignored. */
export function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
}
