import { launch } from '@platform/kernel/runtime';
import { portalService } from './app.js';

await launch([portalService], 'portal');
