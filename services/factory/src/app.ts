import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import { openCache } from '@platform/kernel/cache';
import { migrate, platformMigrations } from '@platform/kernel/db';
import { type HttpApp, parseOrigins, statusEnvelope } from '@platform/kernel/http';
import { createWorkQueue } from '@platform/kernel/jobs';
import { type Backends, createServiceApp, defineService } from '@platform/kernel/runtime';
import { portalAuditLog } from './audit/portal.js';
import { deliverAuditEntries, registerAuditRecorder } from './audit/recorder.js';
import { auditRoutes } from './audit/routes.js';
import { ensureSuperAdmin } from './auth/bootstrap.js';
import { authRoutes, signupRoutes } from './auth/routes.js';
import { accessTokens } from './auth/tokens.js';
import { type FactoryConfig, factoryVars } from './config.js';
import { corsOrigins } from './global-config/cors.js';
import { globalConfigRoutes } from './global-config/routes.js';
import { internalRoutes } from './internal/routes.js';
import { limitRoutes } from './limits/routes.js';
import { masterDataRoutes } from './master-data/routes.js';
import { planRoutes } from './plans/routes.js';
import { productionPlugins } from './production.js';
import { openDomainProviders } from './providers/index.js';
import { registerFactoryAuth } from './shared/caller.js';
import type { FactoryDeps } from './shared/deps.js';
import { planLimitSource } from './shared/plan-limits.js';
import { RefusedSchema } from './shared/schemas.js';
import { planRateLimit, registerTenantScope, tenantScoped } from './shared/tenant-scope.js';
import { tenantConfigReadRoutes, tenantConfigWriteRoutes } from './tenant-config/routes.js';
import { tenantRoutes } from './tenants/routes.js';
import { userRoutes } from './users/routes.js';

export const FACTORY_SCHEMA = 'factory';
export const API_PREFIX = '/api/v1';

export const factoryMigrations = [
  platformMigrations,
  { source: 'factory', dir: fileURLToPath(new URL('../migrations/', import.meta.url)) },
];

/**
 * The factory service: migrates its schema, makes sure the super-admin exists, and serves
 * every route under `/api/v1` with the `{status, data}` envelope and `_id` as the id field.
 */
export async function buildFactoryApp(config: FactoryConfig, backends: Backends): Promise<HttpApp> {
  const { db, logger } = backends;
  await migrate(db, FACTORY_SCHEMA, factoryMigrations);
  const bootstrap = await ensureSuperAdmin(db, {
    email: config.SUPER_ADMIN_EMAIL,
    password: config.SUPER_ADMIN_PASSWORD,
  });
  if (bootstrap.created && bootstrap.generatedPassword) {
    // The only time this password is shown: it is stored nowhere in clear.
    logger.warn(
      `factory super-admin ${bootstrap.email} created with generated password ${bootstrap.generatedPassword} ` +
        '(shown once; set SUPER_ADMIN_PASSWORD to choose it)',
    );
  } else if (bootstrap.created) {
    logger.info(
      `factory super-admin ${bootstrap.email} created from SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD`,
    );
  }

  const cors = corsOrigins(db, parseOrigins(config.CORS_ORIGINS), config.CORS_REFRESH_MS, logger);
  // The factory verifies the access tokens it issues itself, not the identity provider's.
  const app = await createServiceApp(config, backends, {
    service: 'factory',
    description: 'Factory production and piece-rate wage tracking: tenants, plans, auth, configuration',
    envelope: statusEnvelope,
    // The refresh token travels in a cookie, so browsers on the allowed origins send credentials.
    cors: { origins: (origin) => cors.allows(origin), credentials: true },
  });
  await app.register(cookie);
  app.addSchema(RefusedSchema);
  const tokens = accessTokens(config.FACTORY_JWT_SECRET, config.FACTORY_ACCESS_TOKEN_TTL_SECONDS);
  registerFactoryAuth(app, tokens);
  registerTenantScope(app);

  const cache = openCache(backends.redis, 'factory');
  const deps: FactoryDeps = {
    db,
    config,
    mailer: backends.mailer,
    cache,
    bus: backends.bus,
    redis: backends.redis,
    logger,
    tokens,
    providers: openDomainProviders(config),
    planLimits: planLimitSource({ db, cache, config, logger }),
    platformDomain: config.PLATFORM_DOMAIN,
  };
  const prefix = { prefix: API_PREFIX };
  const auditLog = portalAuditLog(config.PORTAL_URL, config.SERVICE_SECRET);
  const queue = createWorkQueue({ db, schema: FACTORY_SCHEMA, logger });
  deliverAuditEntries(queue, auditLog, config.FACTORY_AUDIT_POLL_MS);
  registerAuditRecorder(app, { db, queue, logger, apiPrefix: API_PREFIX });
  await app.register(authRoutes(deps), prefix);
  await app.register(planRoutes(deps), prefix);
  await app.register(tenantRoutes(deps), prefix);
  await app.register(internalRoutes(deps), prefix);
  await app.register(globalConfigRoutes(deps, cors), prefix);
  await app.register(tenantConfigWriteRoutes(deps), prefix);
  // Tenant routes: the tenant comes from the token, in one hook per context (shared/tenant-scope.ts).
  // One budget per tenant over both contexts' routes.
  const rate = config.FACTORY_PLAN_RATE_LIMITS ? planRateLimit(app, deps.planLimits) : undefined;
  await app.register(
    tenantScoped(db, ['admin', 'user'], [tenantConfigReadRoutes(deps), limitRoutes(deps)], rate),
    prefix,
  );
  await app.register(
    tenantScoped(
      db,
      ['admin'],
      [
        signupRoutes(deps),
        userRoutes(deps),
        masterDataRoutes(deps),
        auditRoutes({ db, port: auditLog, queue }),
        ...productionPlugins(deps),
      ],
      rate,
    ),
    prefix,
  );
  queue.start();
  app.addHook('onClose', () => queue.stop());
  return app;
}

export const factoryService = defineService({
  name: 'factory',
  vars: factoryVars,
  build: async (config, backends) => [
    { name: 'factory', port: config.FACTORY_PORT, app: await buildFactoryApp(config, backends) },
  ],
  notes: (config) => [
    config.SUPER_ADMIN_PASSWORD
      ? `factory super-admin: username ${config.SUPER_ADMIN_EMAIL}, password from SUPER_ADMIN_PASSWORD`
      : `factory super-admin: username ${config.SUPER_ADMIN_EMAIL}, password generated and logged once when the account was created`,
  ],
});
