import { createHttpApp, type HttpApp } from '../http/app.js';
import type { Envelope } from '../http/envelope.js';
import { databaseHealth } from '../http/health.js';
import { answerNotImplemented } from '../http/not-implemented.js';
import { parseOrigins } from '../http/security.js';
import type { PlatformConfig } from './backends.js';
import type { Backends } from './service.js';

/**
 * The listener of a service whose API is not built yet: it starts, answers `/health` with a
 * database round trip and serves its docs, and answers every other route 501 in its envelope.
 */
export async function buildUnbuiltApp(
  service: string,
  envelope: Envelope,
  config: PlatformConfig,
  backends: Backends,
): Promise<HttpApp> {
  const app = await createHttpApp({
    service,
    envelope,
    logger: backends.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    cors: { origins: parseOrigins(config.CORS_ORIGINS) },
    health: databaseHealth(service, backends.db),
  });
  answerNotImplemented(app, service);
  return app;
}
