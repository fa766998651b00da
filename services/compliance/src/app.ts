import {
  answerNotImplemented,
  complianceEnvelope,
  createHttpApp,
  databaseHealth,
  type HttpApp,
} from '@platform/kernel/http';
import { type Backends, defineService } from '@platform/kernel/runtime';
import { type ComplianceConfig, complianceVars } from './config.js';

/** Statutory compliance of legal entities. Its API is not built yet: every route answers 501. */
export async function buildComplianceApp(config: ComplianceConfig, backends: Backends): Promise<HttpApp> {
  const app = await createHttpApp({
    service: 'compliance',
    envelope: complianceEnvelope,
    logger: backends.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    health: databaseHealth('compliance', backends.db),
  });
  answerNotImplemented(app, 'compliance');
  return app;
}

/** The workflow listener: the compliance workflow routes and a deep health check. */
export async function buildWorkflowApp(config: ComplianceConfig, backends: Backends): Promise<HttpApp> {
  const app = await createHttpApp({
    service: 'workflow',
    envelope: complianceEnvelope,
    logger: backends.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    health: databaseHealth('workflow', backends.db),
  });
  answerNotImplemented(app, 'workflow');
  return app;
}

export const complianceService = defineService({
  name: 'compliance',
  vars: complianceVars,
  build: async (config, backends) => [
    { name: 'compliance', port: config.COMPLIANCE_PORT, app: await buildComplianceApp(config, backends) },
    { name: 'workflow', port: config.WORKFLOW_PORT, app: await buildWorkflowApp(config, backends) },
  ],
});
