import { Email, type HttpApp, Type } from '@platform/kernel/http';
import { type LimitOptions, limit } from '@platform/kernel/ratelimit';
import { validationFailed } from '../shared/errors.js';
import { RedirectQuery } from '../shared/schemas.js';
import { visitor } from '../shared/visitor.js';
import { Session } from '../tokens/schemas.js';
import type { SessionSettings } from '../tokens/service.js';
import { followLink, type LinkSettings, requestRecovery, resendLink, verifyLink } from './service.js';

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
        await requestRecovery(visitor(request), settings, request.body.email, request.query.redirect_to);
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
        await resendLink(visitor(request), settings, request.body, request.query.redirect_to);
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
      async (request) => verifyLink(visitor(request), settings, request.body.type, tokenHashOf(request.body)),
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
        const location = await followLink(visitor(request), settings, request.query);
        void reply.header('cache-control', 'no-store');
        return reply.redirect(location, 303);
      },
    );
  };
}
