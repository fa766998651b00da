import type { HttpScenario } from '../lib/types.js';

const scenario: HttpScenario = {
  kind: 'http',
  name: 'web-bare-route',
  service: 'bare-kit',
  shape: 'read',
  description:
    "SvelteKit's bare server-rendered route (bench/fixtures/bare-kit): a load returning a fixed object, rendered; adapter-node as the web app",
  requests: async () => ({ method: 'GET', path: '/' }),
};

export default scenario;
