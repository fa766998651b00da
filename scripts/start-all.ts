/**
 * `npm start`: every service in one process, on one embedded database (a schema each),
 * one bus and one mail outbox. Each service also starts alone: `npm start -w services/<name>`.
 * On the first start of an empty DATA_DIR in development it loads the demo data set
 * (scripts/demo) and prints its accounts beside the URLs.
 */
import { launch } from '@platform/kernel/runtime';
import { finishDemo, notesBesideDemo, prepareDemo } from './demo/index.js';
import { launcherModules } from './services.js';
import { serveWeb, type WebListener, webIsBuilt } from './web.js';

// The web app below calls the services from this host and names each visitor in
// X-Forwarded-For: the services believe it from loopback alone, so their per-address limits
// count visitors rather than the web app as one client, and nobody elsewhere can claim an address.
process.env.TRUST_PROXY ??= 'loopback';

const started = Date.now();
const demo = await prepareDemo();
let web: WebListener | null = null;
const { listeners, notes } = await launch(launcherModules, 'platform', {
  // Its pages call the services: on SIGTERM it finishes its requests while they still answer.
  closeFirst: async () => web?.close(),
});
// `npm start` builds the web app first; a launcher started without that step (the launcher's own
// tests) serves the services and says why the web app is missing.
web = webIsBuilt() ? await serveWeb() : null;
const upIn = Date.now() - started;
const accounts = await finishDemo(
  demo,
  listeners.map((l) => l.listener),
);

const host = 'http://localhost';
const rows = [
  web
    ? `  ${'web'.padEnd(11)} ${`${host}:${web.port}`.padEnd(24)} the web application: course catalogue, sign-in, administration`
    : `  ${'web'.padEnd(11)} not built: node apps/web/scripts/build.mjs builds it (npm start does)`,
  ...listeners.map(({ listener }) => {
    const origin = `${host}:${listener.port}`;
    return `  ${listener.name.padEnd(11)} ${origin.padEnd(24)} docs ${origin}/docs`;
  }),
];
console.log(
  `\nPlatform up in ${upIn} ms:\n${rows.join('\n')}\n\n${notesBesideDemo(demo, notes)
    .map((n) => `  ${n}`)
    .join('\n')}\n${accounts ? `\n${accounts}\n` : ''}`,
);
