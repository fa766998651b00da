import { launch } from '@platform/kernel/runtime';
import { complianceService } from './app.js';

await launch([complianceService], 'compliance');
