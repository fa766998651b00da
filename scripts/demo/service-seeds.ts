import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '@platform/kernel/config';

/** The services that ship seed data, each with its own `npm run seed -w services/<name>`. */
export type SeededService = 'training' | 'compliance';

const here = dirname(fileURLToPath(import.meta.url));
const root = projectRoot(here);
/** Run from `scripts/dist` (npm start) the services' compiled seeds are used, from source (tsx) their sources. */
const compiled = import.meta.url.endsWith('.js');

/**
 * Runs a service's own seed (`services/<name>/src/seed/main.ts`, what `npm run seed -w
 * services/<name>` runs) on the all-in-one database `npm start` serves: the embedded folder
 * `platform` under DATA_DIR, or DATABASE_URL. Resolves with its output; rejects with it when
 * the seed fails. An embedded folder is locked while a process has it open.
 */
export function runServiceSeed(
  service: SeededService,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const args = compiled
    ? ['--enable-source-maps', join(root, 'services', service, 'dist', 'seed', 'main.js'), 'platform']
    : [
        '--conditions=source',
        '--import',
        'tsx',
        join(root, 'services', service, 'src', 'seed', 'main.ts'),
        'platform',
      ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output.trim());
      else {
        // An uncaught error prints its source line and stack; its message line says what happened.
        const message = output.match(/^\w*Error: .*$/m)?.[0] ?? output.trim().slice(-2000);
        reject(new Error(`the ${service} seed exited with ${code}: ${message}`));
      }
    });
  });
}
