/**
 * Generates the TypeScript types of every service's API from the OpenAPI documents committed
 * under docs/openapi/ (themselves generated from the services' code by `npm run docs:openapi`).
 * The web app's clients are typed from these files, so a service change that would break a
 * page breaks `npm run typecheck`. `--check` fails when a committed file differs from what
 * the documents produce.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const out = fileURLToPath(new URL('../src/lib/api/', import.meta.url));
const documents = process.env.OPENAPI_DIR ?? `${root}docs/openapi/`;
const services = ['identity', 'training', 'compliance', 'workflow', 'factory', 'portal'];
const check = process.argv.includes('--check');

const stale = [];
for (const service of services) {
  const document = JSON.parse(await readFile(`${documents}${service}.json`, 'utf8'));
  const types = astToString(await openapiTS(document, { alphabetize: true }));
  const text = `// Generated from docs/openapi/${service}.json by \`npm run api:types -w apps/web\`; do not edit.\n${types}`;
  const file = `${out}${service}.ts`;
  if (check) {
    const committed = await readFile(file, 'utf8').catch(() => '');
    if (committed !== text) stale.push(file);
  } else {
    await writeFile(file, text);
  }
}
if (stale.length > 0) {
  console.error(`API types out of date (run npm run api:types -w apps/web):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
