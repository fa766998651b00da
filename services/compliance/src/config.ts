import { type ConfigOf, integer, platformVars } from '@platform/kernel/config';

export const complianceVars = {
  ...platformVars,
  COMPLIANCE_PORT: integer({ fallback: '4010', min: 0, max: 65535, doc: 'compliance listener port' }),
  WORKFLOW_PORT: integer({ fallback: '4011', min: 0, max: 65535, doc: 'workflow listener port' }),
} as const;

export type ComplianceConfig = ConfigOf<typeof complianceVars>;
