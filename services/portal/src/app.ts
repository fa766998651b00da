import { fileURLToPath } from 'node:url';
import { identityAdmin } from '@platform/kernel/auth';
import { migrate, platformMigrations } from '@platform/kernel/db';
import { type HttpApp, statusEnvelope } from '@platform/kernel/http';
import { createWorkQueue } from '@platform/kernel/jobs';
import { type Backends, createServiceApp, defineService } from '@platform/kernel/runtime';
import { alertRoutes } from './alerts/routes.js';
import { auditRoutes } from './audit/routes.js';
import { billingRoutes } from './billing/routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { type PortalConfig, PRODUCT_GRANTS, portalVars } from './config.js';
import { startGrantWorker } from './grants/service.js';
import { openPaymentProvider } from './payments/open.js';
import { planLimitRoutes } from './plan-limits/routes.js';
import { startProvisioningWorker } from './provisioning/service.js';
import { startBillingReminderJob } from './reminders/service.js';
import { sandboxRoutes } from './sandbox/routes.js';
import { API_PREFIX, PORTAL_SCHEMA } from './shared/api.js';
import type { PortalDeps } from './shared/deps.js';
import { signupRoutes } from './signup/routes.js';
import { tenantAdminRoutes } from './tenants/routes.js';
import { webhookRoutes } from './webhooks/routes.js';

export { API_PREFIX, PORTAL_SCHEMA };

export const portalMigrations = [
  platformMigrations,
  { source: 'portal', dir: fileURLToPath(new URL('../migrations/', import.meta.url)) },
];

/** The portal's modules, built once per process from its configuration and backends. */
export function portalDeps(config: PortalConfig, backends: Backends): PortalDeps {
  return {
    db: backends.db,
    mailer: backends.mailer,
    config,
    logger: backends.logger,
    identity: identityAdmin({
      baseUrl: config.IDENTITY_URL,
      serviceSecret: config.SERVICE_SECRET,
      timeoutMs: config.IDENTITY_TIMEOUT_MS,
    }),
    payments: openPaymentProvider(config, backends.db),
    queue: createWorkQueue({ db: backends.db, schema: PORTAL_SCHEMA, logger: backends.logger }),
  };
}

/** Self-signup, payment webhooks, plan limits, billing reminders, alerts and the central audit log. */
export async function buildPortalApp(config: PortalConfig, backends: Backends): Promise<HttpApp> {
  await migrate(backends.db, PORTAL_SCHEMA, portalMigrations);
  const deps = portalDeps(config, backends);

  const app = await createServiceApp(config, backends, {
    service: 'portal',
    description:
      'Self-signup, payment webhooks, plan limits, billing reminders, alerts and the central audit log',
    envelope: statusEnvelope,
    tokens: backends.tokens,
    products: PRODUCT_GRANTS,
  });

  const prefix = { prefix: API_PREFIX };
  await app.register(catalogueRoutes(deps), prefix);
  await app.register(signupRoutes(deps), prefix);
  await app.register(webhookRoutes(deps), prefix);
  await app.register(planLimitRoutes(deps), prefix);
  await app.register(auditRoutes(deps), prefix);
  await app.register(alertRoutes(deps), prefix);
  await app.register(tenantAdminRoutes(deps), prefix);
  await app.register(billingRoutes(deps, app), prefix);
  if (config.PAYMENT_PROVIDER === 'sandbox') await app.register(sandboxRoutes(deps, app), prefix);

  startProvisioningWorker(deps);
  startGrantWorker(deps);
  deps.queue.start();
  const reminders = startBillingReminderJob(deps);
  app.addHook('onClose', async () => {
    await reminders.stop();
    await deps.queue.stop();
  });
  return app;
}

export const portalService = defineService({
  name: 'portal',
  vars: portalVars,
  build: async (config, backends) => [
    { name: 'portal', port: config.PORTAL_PORT, app: await buildPortalApp(config, backends) },
  ],
  notes: (config) =>
    config.PAYMENT_PROVIDER === 'sandbox'
      ? [
          'payments: sandbox provider; activate a tenant with npm run simulate-payment -w services/portal -- <tenant>',
        ]
      : [],
});
