/**
 * `npm start`: transpiles the workspaces that changed, builds the web app when its sources
 * changed, then starts the platform, all in this one process (each extra Node process would
 * cost every start its own boot).
 *
 * Stack traces name the transpiled files (`dist/`, line for line close to the sources); for
 * traces mapped to the TypeScript, start with `NODE_OPTIONS=--enable-source-maps npm start`
 * (reading every module's source map costs a start about a fifth of a second).
 */
import module from 'node:module';
import { buildIfChanged } from '../apps/web/scripts/build.mjs';
import { compileChanged } from './compile.mjs';

// Node 22 and later keep the modules they compiled for the next start; Node 20 has no cache.
module.enableCompileCache?.();

await compileChanged();
if (!buildIfChanged()) process.exit(1);
await import('./dist/start-all.js');
