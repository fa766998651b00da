import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors/index.js';
import type { Caller } from './claims.js';
import type { TokenVerifier } from './verifier.js';

/** Per-route credentials handling, declared in the route's `config.auth`. */
export interface RouteAuthOptions {
  /**
   * Also accept the token as the `access_token` query parameter when no header is sent:
   * for `EventSource`, which cannot set headers.
   */
  readonly queryToken?: boolean;
  /** Leave the `Authorization` header to the route (for example a service secret). */
  readonly skip?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null when the request carried no token. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuthOptions;
  }
}

const BEARER = /^Bearer(?:\s+(.*))?$/i;

function hasQueryToken(request: FastifyRequest): boolean {
  const query = request.query;
  return typeof query === 'object' && query !== null && 'access_token' in query;
}

function queryToken(request: FastifyRequest): string | undefined {
  const query = request.query;
  if (typeof query !== 'object' || query === null || !('access_token' in query)) return undefined;
  return typeof query.access_token === 'string' && query.access_token !== '' ? query.access_token : undefined;
}

/** The token the request presents, if any. Another `Authorization` scheme is not ours to judge. */
function presentedToken(request: FastifyRequest, options: RouteAuthOptions): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const bearer = BEARER.exec(header.trim());
    if (!bearer) return undefined;
    const token = bearer[1]?.trim();
    if (!token) throw unauthorized('Empty bearer token');
    return token;
  }
  return options.queryToken ? queryToken(request) : undefined;
}

async function authenticate(request: FastifyRequest, verifier: TokenVerifier): Promise<Caller | null> {
  const options = request.routeOptions.config.auth ?? {};
  if (options.skip) return null;
  const token = presentedToken(request, options);
  return token === undefined ? null : verifier.verify(token);
}

/**
 * Verifies a bearer token on every request before its body is read. A request without a
 * token goes on with `request.caller = null` (public routes exist; `requireCaller` guards the
 * others); a token that fails verification is 401 whatever the route.
 * Call it on the root instance before registering routes.
 */
export function registerAuth(app: FastifyInstance, verifier: TokenVerifier): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', (request, _reply, done) => {
    // No credentials at all, as on most public reads: the caller stays null without a promise,
    // and without the route's options, which Fastify builds anew on each read.
    if (request.headers.authorization === undefined && !hasQueryToken(request)) {
      done();
      return;
    }
    authenticate(request, verifier).then((caller) => {
      request.caller = caller;
      done();
    }, done);
  });
}
