import { statusEnvelope } from '@platform/kernel/http';
import { buildUnbuiltApp, defineService } from '@platform/kernel/runtime';
import { portalVars } from './config.js';

export const portalService = defineService({
  name: 'portal',
  vars: portalVars,
  build: async (config, backends) => [
    {
      name: 'portal',
      port: config.PORTAL_PORT,
      app: await buildUnbuiltApp('portal', statusEnvelope, config, backends),
    },
  ],
});
