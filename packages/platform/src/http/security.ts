import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers on every response (helmet's defaults; its CSP keeps the docs page working
 * while forbidding framing by another site), HSTS only when the request arrived over TLS
 * (directly or as the trusted proxy says), `Cache-Control: no-store` unless the route chose a
 * policy of its own, and CORS from the policy: a preflight from another origin gets no CORS
 * headers.
 */
export async function registerSecurity(app: FastifyInstance, policy: CorsPolicy | undefined): Promise<void> {
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
  const origins = policy?.origins ?? [];
  const allowed =
    typeof origins === 'function'
      ? origins
      : (origin: string) => (origins as readonly string[]).includes(origin);
  await app.register(cors, {
    origin: (origin, callback) => {
      if (origin === undefined) return callback(null, false);
      Promise.resolve(allowed(origin)).then(
        (ok) => callback(null, ok),
        (err: Error) => callback(err, false),
      );
    },
    credentials: policy?.credentials ?? false,
    exposedHeaders: [
      'x-correlation-id',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'retry-after',
    ],
    maxAge: 600,
    strictPreflight: false,
  });
}

/** `CORS_ORIGINS`: origins separated by commas; blank entries ignored. */
export function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
}
