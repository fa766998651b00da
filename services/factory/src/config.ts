import { type ConfigOf, integer, platformVars } from '@platform/kernel/config';

export const factoryVars = {
  ...platformVars,
  FACTORY_PORT: integer({ fallback: '4030', min: 0, max: 65535, doc: 'factory listener port' }),
} as const;

export type FactoryConfig = ConfigOf<typeof factoryVars>;
