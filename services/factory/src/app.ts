import {
  answerNotImplemented,
  createHttpApp,
  databaseHealth,
  type HttpApp,
  statusEnvelope,
} from '@platform/kernel/http';
import { type Backends, defineService } from '@platform/kernel/runtime';
import { type FactoryConfig, factoryVars } from './config.js';

/** Factory production and wage tracking. Its API is not built yet: every route answers 501. */
export async function buildFactoryApp(config: FactoryConfig, backends: Backends): Promise<HttpApp> {
  const app = await createHttpApp({
    service: 'factory',
    envelope: statusEnvelope,
    logger: backends.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    health: databaseHealth('factory', backends.db),
  });
  answerNotImplemented(app, 'factory');
  return app;
}

export const factoryService = defineService({
  name: 'factory',
  vars: factoryVars,
  build: async (config, backends) => [
    { name: 'factory', port: config.FACTORY_PORT, app: await buildFactoryApp(config, backends) },
  ],
});
