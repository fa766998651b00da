import { launch } from '@platform/kernel/runtime';
import { identityService } from './app.js';

await launch([identityService], 'identity');
