import type { CookieSerializeOptions } from '@fastify/cookie';
import { BEARER_SECURITY, Email, type HttpApp, success, Type, text, Uuid } from '@platform/kernel/http';
import { limit } from '@platform/kernel/ratelimit';
import type { FastifyReply } from 'fastify';
import type { FactoryConfig } from '../config.js';
import { requireCaller } from '../shared/caller.js';
import type { FactoryDeps } from '../shared/deps.js';
import type { PlanLimitSource } from '../shared/plan-limits.js';
import {
  Message,
  ok,
  Refused,
  SubscriptionStatusSchema,
  TenantStatusSchema,
  UnitKindSchema,
} from '../shared/schemas.js';
import { refuseAnotherTenant, tenantOf } from '../shared/tenant-scope.js';
import {
  forgotPassword,
  login,
  logout,
  refresh,
  resetPassword,
  type Session,
  signedInUser,
  signUpTenantUser,
} from './service.js';

export const REFRESH_COOKIE = 'refreshToken';

export const UserSchema = Type.Object({
  _id: Uuid,
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('super-admin'), Type.Literal('admin'), Type.Literal('user')]),
});
const SessionSchema = Type.Object({
  status: Type.Literal('success'),
  token: Type.String({ description: 'access token (JWT {id, tenantId, role})' }),
  data: Type.Object({ user: UserSchema }),
});
const Password = Type.String({ minLength: 1, maxLength: 256 });
const MeSchema = Type.Object({
  user: UserSchema,
  tenant: Type.Union([
    Type.Object({
      _id: Uuid,
      name: Type.String(),
      slug: Type.String(),
      status: TenantStatusSchema,
      plan: Type.String({ description: "slug of the tenant's plan" }),
      subscriptionStatus: Type.Union([SubscriptionStatusSchema, Type.Null()], {
        description: "the portal's subscription status; null for a tenant the portal did not provision",
      }),
      unitKind: UnitKindSchema,
    }),
    Type.Null(),
  ]),
});

function cookieOptions(config: FactoryConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure: config.FACTORY_COOKIE_SECURE,
    sameSite: config.FACTORY_COOKIE_SAMESITE,
    // Sent only to the auth routes that read it.
    path: '/api/v1/auth',
  };
}

function sendSession(reply: FastifyReply, config: FactoryConfig, session: Session) {
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...cookieOptions(config),
    maxAge: config.FACTORY_REFRESH_TOKEN_TTL_SECONDS,
  });
  return reply.send({ status: 'success' as const, token: session.token, data: { user: session.user } });
}

/**
 * Login, refresh, logout, forgot and reset password: public, rate limited per client address.
 * And `GET /auth/me`, the bearer's own user and tenant.
 */
export function authRoutes(deps: FactoryDeps) {
  return async (app: HttpApp) => {
    const tags = ['auth'];
    const throttle = limit({
      max: deps.config.FACTORY_AUTH_RATE_LIMIT_MAX,
      windowMs: deps.config.FACTORY_AUTH_RATE_LIMIT_WINDOW_MS,
    });

    app.post(
      '/auth/login',
      {
        config: throttle,
        schema: {
          tags,
          summary: 'Sign in with the e-mail as username; sets the httpOnly refreshToken cookie',
          body: Type.Object({ username: text(320), password: Password }, { additionalProperties: false }),
          response: { 200: SessionSchema, 403: Refused },
        },
      },
      async (request, reply) =>
        sendSession(reply, deps.config, await login(deps, request.body.username, request.body.password)),
    );

    app.get(
      '/auth/refresh',
      {
        config: throttle,
        schema: {
          tags,
          summary: 'A new access token from the refreshToken cookie, which is rotated',
          response: { 200: SessionSchema, 403: Refused },
        },
      },
      async (request, reply) => {
        try {
          return sendSession(reply, deps.config, await refresh(deps, request.cookies[REFRESH_COOKIE]));
        } catch (err) {
          void reply.clearCookie(REFRESH_COOKIE, cookieOptions(deps.config));
          throw err;
        }
      },
    );

    app.get(
      '/auth/me',
      {
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary:
            'The signed-in user and their tenant (null for the super-admin); 403 while the tenant is not active',
          response: { 200: success(MeSchema), 403: Refused },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        refuseAnotherTenant(request, caller);
        return ok(await signedInUser(deps.db, caller));
      },
    );

    app.get(
      '/auth/logout',
      { schema: { tags, summary: 'Ends the session and clears the cookie', response: { 200: Message } } },
      async (request, reply) => {
        await logout(deps.db, request.cookies[REFRESH_COOKIE]);
        void reply.clearCookie(REFRESH_COOKIE, cookieOptions(deps.config));
        return { status: 'success' as const, message: 'Signed out' };
      },
    );

    app.post(
      '/auth/forgotPassword',
      {
        config: throttle,
        schema: {
          tags,
          summary: 'Mails a single-use reset link; the same answer whether or not the address has an account',
          body: Type.Object({ email: text(320) }, { additionalProperties: false }),
          response: { 200: Message },
        },
      },
      async (request) => {
        await forgotPassword(deps, request.body.email);
        return {
          status: 'success' as const,
          message: 'If the address has an account, a reset link has been sent to it',
        };
      },
    );

    app.patch(
      '/auth/resetPassword/:token',
      {
        config: throttle,
        schema: {
          tags,
          summary: 'Sets a new password with the e-mailed token and signs in',
          params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
          body: Type.Object(
            { password: Password, passwordConfirm: Password },
            { additionalProperties: false },
          ),
          response: { 200: SessionSchema, 403: Refused },
        },
      },
      async (request, reply) =>
        sendSession(reply, deps.config, await resetPassword(deps, request.params.token, request.body)),
    );
  };
}

/** `POST /auth/signup`: registered inside the tenant scope (administrators of an active tenant). */
export function signupRoutes(deps: { readonly db: FactoryDeps['db']; readonly planLimits: PlanLimitSource }) {
  return async (app: HttpApp) => {
    app.post(
      '/auth/signup',
      {
        schema: {
          tags: ['auth'],
          security: BEARER_SECURITY,
          summary: "Creates an administrator of the caller's tenant, within the plan's maxUsers (403 beyond)",
          body: Type.Object(
            { name: text(200), email: Email, password: Password, passwordConfirm: Password },
            { additionalProperties: false },
          ),
          response: { 201: success(Type.Object({ user: UserSchema })) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok({ user: await signUpTenantUser(deps, tenantOf(request), request.body) })),
    );
  };
}
