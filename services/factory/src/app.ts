import { statusEnvelope } from '@platform/kernel/http';
import { buildUnbuiltApp, defineService } from '@platform/kernel/runtime';
import { factoryVars } from './config.js';

export const factoryService = defineService({
  name: 'factory',
  vars: factoryVars,
  build: async (config, backends) => [
    {
      name: 'factory',
      port: config.FACTORY_PORT,
      app: await buildUnbuiltApp('factory', statusEnvelope, config, backends),
    },
  ],
});
