import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors/index.js';
import type { Caller, Product } from './claims.js';
import { grantsProduct } from './products.js';
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

export interface AuthOptions {
  /**
   * The products whose people this listener serves (`app_metadata.apps`). A verified token
   * that grants none of them, and is not a super-admin's, leaves the request anonymous and
   * `requireCaller` answers 403: public routes still serve it as any visitor. Every token is
   * accepted when absent (identity's own routes serve every signed-in person).
   */
  readonly products?: readonly Product[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null when the request carried no token. */
    caller: Caller | null;
    /**
     * A verified caller this listener does not serve (no grant of its product), kept apart from
     * `caller` so that no route can act for them by mistake; `requireCaller` refuses it with 403.
     */
    callerWithoutGrant: Caller | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuthOptions;
  }
}

const BEARER = /^Bearer(?:\s+(.*))?$/i;

export const NO_GRANT = 'This account has no access to this product';

function declaresBearer(request: FastifyRequest): boolean {
  const security = request.routeOptions.schema?.security;
  return Array.isArray(security) && security.some((requirement) => 'bearer' in requirement);
}

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
export function registerAuth(app: FastifyInstance, verifier: TokenVerifier, options: AuthOptions = {}): void {
  const products = options.products;
  app.decorateRequest('caller', null);
  app.decorateRequest('callerWithoutGrant', null);
  app.addHook('onRequest', (request, _reply, done) => {
    // No credentials at all, as on most public reads: the caller stays null without a promise,
    // and without the route's options, which Fastify builds anew on each read.
    if (request.headers.authorization === undefined && !hasQueryToken(request)) {
      done();
      return;
    }
    authenticate(request, verifier).then((caller) => {
      if (caller && products && !grantsProduct(caller, products)) {
        // Refused before the body is read or validated: a documented bearer route is for this
        // listener's people only, and a malformed body must not tell anyone else more than 403.
        if (declaresBearer(request)) return done(forbidden(NO_GRANT));
        request.callerWithoutGrant = caller;
      } else request.caller = caller;
      done();
    }, done);
  });
}
