import { BEARER_SECURITY, Email, type HttpApp, Type } from '@platform/kernel/http';
import { type LimitOptions, limit } from '@platform/kernel/ratelimit';
import { authenticate, type CallerSettings } from '../auth/service.js';
import { RedirectQuery } from '../shared/schemas.js';
import { visitor } from '../shared/visitor.js';
import { Session } from '../tokens/schemas.js';
import { MIN_PASSWORD_LENGTH } from '../users/passwords.js';
import { metadataSchema, User } from '../users/schemas.js';
import { currentUser, type SignUpSettings, signUp, updateOwnAccount } from './service.js';

const SignUpBody = Type.Object({
  email: Email,
  password: Type.String({ maxLength: 1024, description: `at least ${MIN_PASSWORD_LENGTH} characters` }),
  data: Type.Optional(
    metadataSchema('becomes user_metadata; tenantId and entityId are dropped (only the admin API sets them)'),
  ),
});

const UpdateAccountBody = Type.Object({
  email: Type.Optional(
    Type.String({
      format: 'email',
      maxLength: 320,
      description: 'new address; applies once the mailed link is followed',
    }),
  ),
  password: Type.Optional(
    Type.String({
      maxLength: 1024,
      description: `at least ${MIN_PASSWORD_LENGTH} characters; ends the other sessions`,
    }),
  ),
  data: Type.Optional(
    metadataSchema(
      'merged into user_metadata; a null value removes the key; tenantId and entityId are ignored',
    ),
  ),
  app_metadata: Type.Optional(metadataSchema('refused: only the admin API writes app_metadata')),
});

export type AccountRouteSettings = SignUpSettings &
  CallerSettings & {
    readonly signUpRateLimit: LimitOptions;
  };

export function accountRoutes(settings: AccountRouteSettings) {
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
      async (request) => signUp(visitor(request), settings, request.body, request.query.redirect_to),
    );

    app.get(
      '/user',
      {
        schema: {
          tags: ['users'],
          summary: 'The signed-in user',
          security: BEARER_SECURITY,
          response: { 200: User },
        },
      },
      async (request) => currentUser(await authenticate(settings, request.headers.authorization)),
    );

    app.put(
      '/user',
      {
        schema: {
          tags: ['users'],
          summary: 'Change your own metadata, password or e-mail address',
          security: BEARER_SECURITY,
          querystring: RedirectQuery,
          body: UpdateAccountBody,
          response: { 200: User },
        },
      },
      async (request) => {
        const caller = await authenticate(settings, request.headers.authorization);
        return updateOwnAccount(caller, settings, request.body, request.query.redirect_to);
      },
    );
  };
}
