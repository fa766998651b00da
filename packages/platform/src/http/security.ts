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
 * Security headers on every response (helmet's defaults; its CSP keeps the docs page working
 * while forbidding framing by another site), HSTS only when the request arrived over TLS
 * (directly or as the trusted proxy says), `Cache-Control: no-store` unless the route chose a
 * policy of its own, and CORS from the policy: a preflight from another origin gets no CORS
 * headers.
 */
export async function registerSecurity(app: FastifyInstance, policy: CorsPolicy | undefined): Promise<void> {
  // Built once: @fastify/helmet builds helmet's middleware again on every request (parsing the
  // CSP directives each time), which measured 7% of identity's CPU on GET /user.
  const securityHeaders = helmet({
    hsts: false,
    // Services are also reached over plain HTTP (localhost, inside a cluster), where upgrading
    // the docs page's own assets to https would break it.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
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
