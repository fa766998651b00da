import { type HttpApp, Type } from '@platform/kernel/http';
import { authenticate, type CallerSettings } from '../auth/service.js';
import type { LinkSettings } from '../links/service.js';
import { bearerAuth } from '../tokens/schemas.js';
import { MIN_PASSWORD_LENGTH } from '../users/passwords.js';
import { metadataSchema, User, userView } from '../users/schemas.js';
import { updateOwnAccount } from './service.js';

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

export const RedirectQuery = Type.Object({
  redirect_to: Type.Optional(
    Type.String({ maxLength: 2048, description: 'where the mailed link leads; SITE_URL unless allowed' }),
  ),
});

export type AccountRouteSettings = LinkSettings & CallerSettings;

export function accountRoutes(settings: AccountRouteSettings) {
  return async (app: HttpApp) => {
    app.put(
      '/user',
      {
        schema: {
          tags: ['users'],
          summary: 'Change your own metadata, password or e-mail address',
          security: bearerAuth,
          querystring: RedirectQuery,
          body: UpdateAccountBody,
          response: { 200: User },
        },
      },
      async (request) => {
        const caller = await authenticate(settings, request.headers.authorization);
        return userView(await updateOwnAccount(settings, caller, request.body, request.query.redirect_to));
      },
    );
  };
}
