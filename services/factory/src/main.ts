import { launch } from '@platform/kernel/runtime';
import { factoryService } from './app.js';

await launch([factoryService], 'factory');
