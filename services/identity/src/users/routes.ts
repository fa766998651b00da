import { type HttpApp, Type } from '@platform/kernel/http';
import { type LimitOptions, limit } from '@platform/kernel/ratelimit';
import { RedirectQuery } from '../account/routes.js';
import { authenticate, type CallerSettings } from '../auth/service.js';
import { type LinkSettings, signUpWithConfirmation } from '../links/service.js';
import { bearerAuth, Session, sessionView } from '../tokens/schemas.js';
import { type SessionSettings, startSession } from '../tokens/service.js';
import { MIN_PASSWORD_LENGTH } from './passwords.js';
import { metadataSchema, User, userView } from './schemas.js';
import { signUp } from './service.js';

const SignUpBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 320 }),
  password: Type.String({ maxLength: 1024, description: `at least ${MIN_PASSWORD_LENGTH} characters` }),
  data: Type.Optional(
    metadataSchema('becomes user_metadata; tenantId and entityId are dropped (only the admin API sets them)'),
  ),
});

export type UserRouteSettings = SessionSettings &
  CallerSettings &
  LinkSettings & {
    readonly signUpRateLimit: LimitOptions;
    /** MAILER_AUTOCONFIRM: a session at once, or a confirmation mail first. */
    readonly autoconfirm: boolean;
  };

export function userRoutes(settings: UserRouteSettings) {
  return async (app: HttpApp) => {
    app.post(
      '/signup',
      {
        schema: {
          tags: ['users'],
          summary:
            'Register with e-mail and password; answers with a session, or with the user alone when confirmation is on',
          querystring: RedirectQuery,
          body: SignUpBody,
          response: { 200: Type.Union([Session, User]) },
        },
        config: limit(settings.signUpRateLimit),
      },
      async (request) => {
        if (!settings.autoconfirm) {
          return userView(await signUpWithConfirmation(settings, request.body, request.query.redirect_to));
        }
        const user = await signUp(settings.db, request.body);
        return sessionView(await startSession(settings, user));
      },
    );

    app.get(
      '/user',
      {
        schema: {
          tags: ['users'],
          summary: 'The signed-in user',
          security: bearerAuth,
          response: { 200: User },
        },
      },
      async (request) => userView((await authenticate(settings, request.headers.authorization)).user),
    );
  };
}
