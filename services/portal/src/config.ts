import { type ConfigOf, integer, platformVars } from '@platform/kernel/config';

export const portalVars = {
  ...platformVars,
  PORTAL_PORT: integer({ fallback: '4040', min: 0, max: 65535, doc: 'portal listener port' }),
} as const;

export type PortalConfig = ConfigOf<typeof portalVars>;
