import { complianceService } from '@platform/compliance/app';
import { factoryService } from '@platform/factory/app';
import { identityService } from '@platform/identity/app';
import type { ServiceModule } from '@platform/kernel/runtime';
import { portalService } from '@platform/portal/app';
import { trainingService } from '@platform/training/app';

/** Every service `npm start` runs, in start order: identity first, since the others trust it. */
export const launcherModules: readonly ServiceModule[] = [
  identityService,
  complianceService,
  trainingService,
  factoryService,
  portalService,
];
