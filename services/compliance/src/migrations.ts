import { fileURLToPath } from 'node:url';
import { platformMigrations } from '@platform/kernel/db';

export const COMPLIANCE_SCHEMA = 'compliance';

export const complianceMigrations = [
  platformMigrations,
  { source: 'compliance', dir: fileURLToPath(new URL('../migrations/', import.meta.url)) },
];
