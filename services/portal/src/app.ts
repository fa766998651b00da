import {
  answerNotImplemented,
  createHttpApp,
  databaseHealth,
  type HttpApp,
  statusEnvelope,
} from '@platform/kernel/http';
import { type Backends, defineService } from '@platform/kernel/runtime';
import { type PortalConfig, portalVars } from './config.js';

/** Self-signup, billing, plan limits and reminders. Its API is not built yet: every route answers 501. */
export async function buildPortalApp(config: PortalConfig, backends: Backends): Promise<HttpApp> {
  const app = await createHttpApp({
    service: 'portal',
    envelope: statusEnvelope,
    logger: backends.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    health: databaseHealth('portal', backends.db),
  });
  answerNotImplemented(app, 'portal');
  return app;
}

export const portalService = defineService({
  name: 'portal',
  vars: portalVars,
  build: async (config, backends) => [
    { name: 'portal', port: config.PORTAL_PORT, app: await buildPortalApp(config, backends) },
  ],
});
