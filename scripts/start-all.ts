/**
 * `npm start`: every service in one process, on one embedded database (a schema each),
 * one bus and one mail outbox. Each service also starts alone: `npm start -w services/<name>`.
 */
import { launch } from '@platform/kernel/runtime';
import { launcherModules } from './services.js';

const started = Date.now();
const { listeners, notes } = await launch(launcherModules, 'platform');

const host = 'http://localhost';
const rows = listeners.map(({ listener }) => {
  const origin = `${host}:${listener.port}`;
  return `  ${listener.name.padEnd(11)} ${origin.padEnd(24)} docs ${origin}/docs`;
});
console.log(
  `\nPlatform up in ${Date.now() - started} ms:\n${rows.join('\n')}\n\n${notes.map((n) => `  ${n}`).join('\n')}\n`,
);
