import { identityAdmin } from '@platform/kernel/auth';
import { migrate } from '@platform/kernel/db';
import { createOutbox } from '@platform/kernel/events';
import {
  complianceEnvelope,
  databaseHealth,
  type HealthReport,
  type HttpApp,
  type HttpPlugin,
} from '@platform/kernel/http';
import { type Backends, createServiceApp, defineService } from '@platform/kernel/runtime';
import { registerBlobDownloads } from '@platform/kernel/storage';
import { startAuditConsumer } from './audit/consumer.js';
import { auditRoutes } from './audit/routes.js';
import { calendarRoutes } from './calendar/routes.js';
import { type ComplianceConfig, complianceVars, PRODUCT_GRANTS } from './config.js';
import { documentTemplateRoutes } from './document-templates/routes.js';
import { documentRoutes } from './documents/routes.js';
import { entityRoutes } from './entities/routes.js';
import { erpRoutes } from './erp/routes.js';
import { startErpWorker } from './erp/worker.js';
import { eventRoutes } from './events/routes.js';
import { extractionRateLimit } from './extraction/rate-limit.js';
import { extractionRoutes } from './extraction/routes.js';
import { startExtractionWorker } from './extraction/worker.js';
import { formMappingRoutes } from './form-mappings/routes.js';
import { COMPLIANCE_SCHEMA, complianceMigrations } from './migrations.js';
import { planRoutes } from './plans/routes.js';
import { reminderRoutes } from './reminders/routes.js';
import { loadDocumentTemplates } from './seed/document-templates/index.js';
import { loadFormMappings } from './seed/form-mappings/index.js';
import { loadGlobalTemplates } from './seed/load.js';
import { type TenantDirectory, tenantDirectory, useTenantDirectory } from './shared/caller.js';
import type { ComplianceDeps } from './shared/deps.js';
import { registerMultipart } from './shared/multipart.js';
import { limitGeneralRequests } from './shared/rate-limit.js';
import { tenantRoutes } from './tenants/routes.js';
import { userRoutes } from './users/routes.js';
import { startGrantWorker } from './users/worker.js';
import { vaultRoutes } from './vault/routes.js';
import { verificationRoutes } from './verification/routes.js';
import { workflowInstanceRoutes } from './workflow-instances/routes.js';
import { startInstanceWork } from './workflow-instances/workers.js';
import { workflowTemplateRoutes } from './workflow-templates/routes.js';

// Deployment tooling migrates every service's schema from here.
export { COMPLIANCE_SCHEMA, complianceMigrations };
export const API_PREFIX = '/api/v1';

/**
 * Documents, extraction, vault and verification, each mounting its own routes in one scope:
 * the multipart parser is registered for these routes only, and upload, immediate processing
 * and job status spend one extraction budget.
 */
function documentSide(deps: ComplianceDeps): HttpPlugin {
  return async (app) => {
    await registerMultipart(app, deps.config.UPLOAD_MAX_BYTES);
    const limitExtraction = extractionRateLimit(app, deps.config);
    await documentRoutes(app, deps, limitExtraction);
    await extractionRoutes(app, deps, limitExtraction);
    await vaultRoutes(app, deps);
    await verificationRoutes(app, deps);
  };
}

/** What every listener serves under `/api/v1`: the general rate limits, the tenant directory, `plugins`. */
function apiScope(
  config: ComplianceConfig,
  tenants: TenantDirectory,
  plugins: readonly HttpPlugin[],
): HttpPlugin {
  return async (api) => {
    limitGeneralRequests(api, config);
    useTenantDirectory(api, tenants);
    for (const plugin of plugins) await api.register(plugin);
  };
}

/** One listener: the kernel app with authentication, the general rate limits and `plugins` under `/api/v1`. */
async function buildListener(
  service: string,
  deps: ComplianceDeps,
  backends: Backends,
  health: () => Promise<HealthReport>,
  plugins: readonly HttpPlugin[],
  tenants: TenantDirectory,
): Promise<HttpApp> {
  const { config } = deps;
  const app = await createServiceApp(config, backends, {
    service,
    description:
      service === 'compliance'
        ? 'Statutory compliance: plans, tenants, entities, workflow templates and instances, audit trail, events'
        : 'Compliance workflow templates and instances, with a deep health check',
    envelope: complianceEnvelope,
    tokens: backends.tokens,
    products: PRODUCT_GRANTS,
    // Both listeners spend one budget per caller.
    rateLimitNamespace: 'compliance',
    health,
  });
  await app.register(apiScope(config, tenants, plugins), { prefix: API_PREFIX });
  return app;
}

/** Consumers and relays of this process, started once for both listeners. */
async function startBackgroundWork(deps: ComplianceDeps): Promise<{ stop(): Promise<void> }> {
  deps.outbox.start();
  const stops: (() => Promise<void>)[] = [() => deps.outbox.stop()];
  try {
    const audit = await startAuditConsumer(deps);
    stops.unshift(() => audit.stop());
    const instances = await startInstanceWork(deps);
    stops.unshift(() => instances.stop());
    const erp = startErpWorker(deps);
    stops.unshift(() => erp.stop());
    const extraction = startExtractionWorker(deps);
    stops.unshift(() => extraction.stop());
    const grants = startGrantWorker(deps);
    stops.unshift(() => grants.stop());
  } catch (err) {
    for (const stop of stops) await stop();
    throw err;
  }
  return {
    async stop() {
      for (const stop of stops) await stop();
    },
  };
}

/**
 * The compliance service: migrates its schema and loads the global templates, then serves two
 * listeners on one set of modules. Compliance (`{base_url}`) has every route; workflow
 * (`{workflow_url}`) the workflow routes and a deep health check.
 */
export async function buildComplianceListeners(config: ComplianceConfig, backends: Backends) {
  const { db } = backends;
  await migrate(db, COMPLIANCE_SCHEMA, complianceMigrations);
  await loadGlobalTemplates(db);
  await loadDocumentTemplates(db);
  await loadFormMappings(db);

  const outbox = createOutbox({ db, schema: COMPLIANCE_SCHEMA, bus: backends.bus, logger: backends.logger });
  const deps: ComplianceDeps = {
    db,
    bus: backends.bus,
    outbox,
    blobs: backends.blobs,
    mailer: backends.mailer,
    config,
    logger: backends.logger,
    redis: backends.redis,
    identity: identityAdmin({
      baseUrl: config.IDENTITY_URL,
      serviceSecret: config.SERVICE_SECRET,
      timeoutMs: config.IDENTITY_TIMEOUT_MS,
    }),
  };

  const tenants = tenantDirectory(db);
  const shallowHealth = async (): Promise<HealthReport> => ({
    statusCode: 200,
    body: { service: 'compliance', status: 'healthy' },
  });
  const compliance = await buildListener(
    'compliance',
    deps,
    backends,
    shallowHealth,
    [
      planRoutes(deps),
      tenantRoutes(deps),
      userRoutes(deps),
      entityRoutes(deps),
      auditRoutes(deps),
      eventRoutes(deps),
      workflowTemplateRoutes(deps),
      workflowInstanceRoutes(deps),
      calendarRoutes(deps),
      reminderRoutes(deps),
      documentTemplateRoutes(deps),
      formMappingRoutes(deps),
      erpRoutes(deps),
      documentSide(deps),
    ],
    tenants,
  );
  // Signed links to stored files (certificates, documents) carry their own authorisation.
  registerBlobDownloads(compliance, deps.blobs);
  const workflow = await buildListener(
    'workflow',
    deps,
    backends,
    databaseHealth('workflow', db),
    [workflowTemplateRoutes(deps), workflowInstanceRoutes(deps)],
    tenants,
  );

  const background = await startBackgroundWork(deps);
  compliance.addHook('onClose', () => background.stop());
  return [
    { name: 'compliance', port: config.COMPLIANCE_PORT, app: compliance },
    { name: 'workflow', port: config.WORKFLOW_PORT, app: workflow },
  ];
}

export const complianceService = defineService({
  name: 'compliance',
  vars: complianceVars,
  build: buildComplianceListeners,
});
