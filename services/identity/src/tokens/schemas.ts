import { type Static, Type } from '@platform/kernel/http';
import { User, userView } from '../users/schemas.js';
import type { IssuedSession } from './service.js';

export const Session = Type.Object({
  access_token: Type.String({ description: 'ES256 JWT' }),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer({ description: 'seconds the access token is valid for' }),
  expires_at: Type.Integer({ description: 'expiry of the access token, seconds since the epoch' }),
  refresh_token: Type.String({ description: 'opaque, single use' }),
  user: User,
});
export type Session = Static<typeof Session>;

export function sessionView(session: IssuedSession): Session {
  return {
    access_token: session.accessToken,
    token_type: 'bearer',
    expires_in: session.expiresIn,
    expires_at: session.expiresAt,
    refresh_token: session.refreshToken,
    user: userView(session.user),
  };
}
