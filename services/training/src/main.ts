import { launch } from '@platform/kernel/runtime';
import { trainingService } from './app.js';

await launch([trainingService], 'training');
