import { complianceEnvelope } from '@platform/kernel/http';
import { buildUnbuiltApp, defineService } from '@platform/kernel/runtime';
import { complianceVars } from './config.js';

/** Two listeners on one codebase: compliance, and workflow with its deep health check. */
export const complianceService = defineService({
  name: 'compliance',
  vars: complianceVars,
  build: async (config, backends) => [
    {
      name: 'compliance',
      port: config.COMPLIANCE_PORT,
      app: await buildUnbuiltApp('compliance', complianceEnvelope, config, backends),
    },
    {
      name: 'workflow',
      port: config.WORKFLOW_PORT,
      app: await buildUnbuiltApp('workflow', complianceEnvelope, config, backends),
    },
  ],
});
