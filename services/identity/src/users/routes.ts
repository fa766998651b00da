import { type HttpApp, Type } from '@platform/kernel/http';
import { type LimitOptions, limit } from '@platform/kernel/ratelimit';
import { authenticate, type CallerSettings } from '../auth/service.js';
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

export interface UserRouteSettings extends SessionSettings, CallerSettings {
  readonly signUpRateLimit: LimitOptions;
}

export function userRoutes(settings: UserRouteSettings) {
  return async (app: HttpApp) => {
    app.post(
      '/signup',
      {
        schema: {
          tags: ['users'],
          summary: 'Register with e-mail and password; answers with a session',
          body: SignUpBody,
          response: { 200: Session },
        },
        config: limit(settings.signUpRateLimit),
      },
      async (request) => {
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
