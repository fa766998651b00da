import { WEB_PAGE_TARGET } from '../fixtures/web.js';
import type { HttpScenario } from '../lib/types.js';

/**
 * The public pricing page, kept by the page cache as the catalogue is: the portal beside the web
 * app on the same database, its plans and apps as its migrations seed them; the rate divided by
 * the bare SvelteKit route's of the same run.
 */
const scenario: HttpScenario = {
  kind: 'http',
  name: 'web-pricing',
  service: 'web',
  shape: 'read',
  description:
    "GET /pricing of the web app, server-rendered from the portal's plans and apps and kept by the page cache (10 s) as the public pages are",
  peers: ['portal'],
  compareWith: [{ scenario: 'web-bare-route', atLeast: WEB_PAGE_TARGET }],
  requests: async (ctx) => {
    // A failed read renders a notice with 200: the page must show the plans.
    const probe = await fetch(`${ctx.baseUrl}/pricing`);
    const body = await probe.text();
    if (probe.status !== 200 || !body.includes('Growth'))
      throw new Error(`/pricing answered ${probe.status} without the plans: ${body.slice(0, 500)}`);
    return { method: 'GET', path: '/pricing' };
  },
};

export default scenario;
