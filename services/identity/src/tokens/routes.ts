import { BEARER_SECURITY, type HttpApp, type HttpPlugin, Type } from '@platform/kernel/http';
import { type LimitOptions, limit } from '@platform/kernel/ratelimit';
import { authenticate, type CallerSettings } from '../auth/service.js';
import { visitor } from '../shared/visitor.js';
import { acceptEmptyJsonBody } from './empty-body.js';
import { accountFailureCounter, type FailureLimit } from './failures.js';
import { Session } from './schemas.js';
import { exchangeGrant, type SecurityLog, type SessionSettings, signOut } from './service.js';

const TokenQuery = Type.Object({
  grant_type: Type.String({ description: '`password` or `refresh_token`' }),
});

const TokenBody = Type.Object({
  email: Type.Optional(Type.String({ description: 'grant_type=password' })),
  password: Type.Optional(Type.String({ description: 'grant_type=password' })),
  refresh_token: Type.Optional(Type.String({ description: 'grant_type=refresh_token' })),
});

const LogoutQuery = Type.Object({
  scope: Type.Optional(
    Type.Union([Type.Literal('global'), Type.Literal('local'), Type.Literal('others')], {
      default: 'global',
      description: 'global: every session of the user; local: this one; others: all but this one',
    }),
  ),
});

export interface TokenRouteSettings extends SessionSettings, CallerSettings {
  readonly logger: SecurityLog;
  readonly tokenRateLimit: LimitOptions;
  /** Wrong passwords per e-mail address, from any client address. */
  readonly passwordFailureLimit: FailureLimit;
}

export function tokenRoutes(settings: TokenRouteSettings) {
  return async (app: HttpApp) => {
    const failuresOf = accountFailureCounter(app, settings.passwordFailureLimit, (request) => {
      const body = request.body as { readonly email?: unknown } | undefined;
      return typeof body?.email === 'string' ? body.email : '';
    });
    app.post(
      '/token',
      {
        schema: {
          tags: ['sessions'],
          summary: 'Sign in with a password, or exchange a refresh token for a new session',
          querystring: TokenQuery,
          body: TokenBody,
          response: { 200: Session },
        },
        config: limit(settings.tokenRateLimit),
      },
      async (request) =>
        exchangeGrant(
          visitor(request),
          settings,
          request.query.grant_type,
          request.body,
          failuresOf(request),
        ),
    );

    await app.register(signOutScope(settings));
  };
}

/** Sign-out in a scope of its own: the empty-body parser applies to it only. */
function signOutScope(settings: TokenRouteSettings): HttpPlugin {
  return async (scope) => {
    acceptEmptyJsonBody(scope);
    logoutRoute(scope, settings);
  };
}

function logoutRoute(app: HttpApp, settings: TokenRouteSettings): void {
  app.post(
    '/logout',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Sign out: end sessions so that their refresh tokens stop working',
        security: BEARER_SECURITY,
        querystring: LogoutQuery,
        response: { 204: Type.Null({ description: 'Signed out' }) },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(settings, request.headers.authorization);
      await signOut(caller, settings.db, request.query.scope ?? 'global');
      return reply.status(204).send(null);
    },
  );
}
