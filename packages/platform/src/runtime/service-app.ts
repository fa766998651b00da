import { type Product, registerAuth, type TokenVerifier } from '../auth/index.js';
import { createHttpApp, type HealthReport, type HttpApp } from '../http/app.js';
import type { Envelope } from '../http/envelope.js';
import { databaseHealth } from '../http/health.js';
import { type CorsPolicy, parseOrigins } from '../http/security.js';
import { registerRateLimits } from '../ratelimit/index.js';
import type { PlatformConfig } from './backends.js';
import type { Backends } from './service.js';

export interface ServiceAppOptions {
  /** The listener's name: in its logs, metrics, OpenAPI document and `/health`. */
  readonly service: string;
  readonly description: string;
  readonly envelope: Envelope;
  /**
   * Verifies the identity provider's access tokens on every request (`request.caller`). Left out
   * by a service that issues and checks its own (identity, the factory).
   */
  readonly tokens?: TokenVerifier;
  /**
   * The products whose people the listener serves: a token granting none of them (and not a
   * super-admin's) is refused with 403 wherever a caller is required. Every token when absent.
   */
  readonly products?: readonly Product[];
  /** Keeps the service's rate-limit counters apart in a shared Redis: `service` unless given. */
  readonly rateLimitNamespace?: string;
  /** `GET /health`: the database check (`databaseHealth`) unless given. */
  readonly health?: () => Promise<HealthReport>;
  /** Browser origins allowed to call: `CORS_ORIGINS` unless given. */
  readonly cors?: CorsPolicy;
}

/**
 * The app a service's routes are registered on: the kernel's HTTP app configured from the
 * platform's variables (body limit, proxies, CORS), authentication when the service verifies
 * the identity provider's tokens, and rate limits kept in Redis when there is one.
 */
export async function createServiceApp(
  config: Pick<PlatformConfig, 'BODY_LIMIT_BYTES' | 'TRUST_PROXY' | 'CORS_ORIGINS'>,
  backends: Pick<Backends, 'db' | 'logger' | 'redis'>,
  options: ServiceAppOptions,
): Promise<HttpApp> {
  const app = await createHttpApp({
    service: options.service,
    description: options.description,
    envelope: options.envelope,
    logger: backends.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    cors: options.cors ?? { origins: parseOrigins(config.CORS_ORIGINS) },
    health: options.health ?? databaseHealth(options.service, backends.db),
  });
  if (options.tokens)
    registerAuth(app, options.tokens, options.products ? { products: options.products } : {});
  await registerRateLimits(app, {
    namespace: options.rateLimitNamespace ?? options.service,
    ...(backends.redis ? { redis: backends.redis } : {}),
  });
  return app;
}
