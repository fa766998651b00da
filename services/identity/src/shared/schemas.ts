import { Type } from '@platform/kernel/http';

export const RedirectQuery = Type.Object({
  redirect_to: Type.Optional(
    Type.String({ maxLength: 2048, description: 'where the mailed link leads; SITE_URL unless allowed' }),
  ),
});
