import { DomainError, httpStatusOf } from '@platform/kernel/errors';
import { type HttpApp, Type } from '@platform/kernel/http';
import { type LimitOptions, limit } from '@platform/kernel/ratelimit';
import { RedirectQuery } from '../account/routes.js';
import { validationFailed } from '../errors.js';
import { Session, sessionView } from '../tokens/schemas.js';
import type { IssuedSession, SessionSettings } from '../tokens/service.js';
import { redirectTarget } from './redirect.js';
import { type LinkSettings, requestRecovery, resendLink, verifyLink } from './service.js';

const Email = Type.String({ format: 'email', maxLength: 320 });
const Empty = Type.Object({}, { description: 'the same answer whether or not the address has an account' });
const TokenText = Type.String({ minLength: 1, maxLength: 256 });

const RecoverBody = Type.Object({ email: Email });

const ResendBody = Type.Object({
  type: Type.String({ description: '`signup` or `email_change`' }),
  email: Email,
});

const VerifyBody = Type.Object({
  type: Type.String({ description: '`recovery`, `signup`, `email_change` or `email`' }),
  token_hash: Type.Optional(TokenText),
  token: Type.Optional(Type.String({ maxLength: 256, description: 'not offered: links carry token_hash' })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
});

const VerifyQuery = Type.Object({
  token: TokenText,
  type: Type.String({ maxLength: 64 }),
  redirect_to: Type.Optional(Type.String({ maxLength: 2048 })),
});

export type LinkRouteSettings = LinkSettings &
  SessionSettings & {
    readonly emailRateLimit: LimitOptions;
    readonly verifyRateLimit: LimitOptions;
  };

/** The token of a `POST /verify`: only the link's token_hash, as no one-time codes are mailed. */
function tokenHashOf(body: { token_hash?: string | undefined; token?: string | undefined }): string {
  if (body.token !== undefined && body.token !== '') {
    throw validationFailed('Only token_hash is supported: pass the token of the mailed link as token_hash');
  }
  if (body.token_hash === undefined) throw validationFailed('Verify requires either a token or a token hash');
  return body.token_hash;
}

/** GoTrue's OAuth error names by status, for the fragment of a refused link. */
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** `#access_token=…&refresh_token=…&type=recovery`: what supabase-js reads from the address. */
function sessionRedirect(target: string, session: IssuedSession, type: string): string {
  const fragment = new URLSearchParams({
    access_token: session.accessToken,
    expires_at: String(session.expiresAt),
    expires_in: String(session.expiresIn),
    refresh_token: session.refreshToken,
    token_type: 'bearer',
    type,
  });
  return `${target.split('#')[0]}#${fragment.toString()}`;
}

function errorRedirect(target: string, err: DomainError): string {
  const status = httpStatusOf[err.code];
  const name = typeof err.details?.error === 'string' ? err.details.error : err.code.toLowerCase();
  const fragment = new URLSearchParams({
    error: OAUTH_ERROR[status] ?? 'invalid_request',
    error_code: name,
    error_description: err.message,
    sb: '',
  });
  return `${target.split('#')[0]}#${fragment.toString()}`;
}

export function linkRoutes(settings: LinkRouteSettings) {
  return async (app: HttpApp) => {
    const tags = ['links'];

    app.post(
      '/recover',
      {
        schema: {
          tags,
          summary: 'Mail a single-use password recovery link',
          querystring: RedirectQuery,
          body: RecoverBody,
          response: { 200: Empty },
        },
        config: limit(settings.emailRateLimit),
      },
      async (request) => {
        await requestRecovery(settings, request.body.email, request.query.redirect_to);
        return {};
      },
    );

    app.post(
      '/resend',
      {
        schema: {
          tags,
          summary: 'Mail the sign-up confirmation or e-mail-change link again',
          querystring: RedirectQuery,
          body: ResendBody,
          response: { 200: Empty },
        },
        config: limit(settings.emailRateLimit),
      },
      async (request) => {
        await resendLink(settings, request.body, request.query.redirect_to);
        return {};
      },
    );

    app.post(
      '/verify',
      {
        schema: {
          tags,
          summary: 'Exchange the token_hash of a mailed link for a session',
          body: VerifyBody,
          response: { 200: Session },
        },
        config: limit(settings.verifyRateLimit),
      },
      async (request) =>
        sessionView(await verifyLink(settings, request.body.type, tokenHashOf(request.body))),
    );

    app.get(
      '/verify',
      {
        schema: {
          tags,
          summary: 'Follow a mailed link: 303 to redirect_to with the session (or the error) in the fragment',
          operationId: 'followVerifyLink',
          querystring: VerifyQuery,
          response: { 303: Type.Null({ description: 'Location: redirect_to#access_token=…' }) },
        },
        config: limit(settings.verifyRateLimit),
      },
      async (request, reply) => {
        const { token, type, redirect_to } = request.query;
        const target = redirectTarget(settings.redirects, redirect_to);
        let location: string;
        try {
          location = sessionRedirect(target, await verifyLink(settings, type, token), type);
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          location = errorRedirect(target, err);
        }
        void reply.header('cache-control', 'no-store');
        return reply.redirect(location, 303);
      },
    );
  };
}
