import { portalCustomerScenario } from '../fixtures/portal-customer.js';
import { WEB_PAGE_TARGET } from '../fixtures/web.js';
import bareBilling from './web-bare-billing.js';

export default portalCustomerScenario({
  name: 'web-billing',
  service: 'web',
  path: '/billing',
  description:
    "GET /billing of the web app signed in as a factory customer (growth plan, paid in the sandbox, provisioned): the session cookie verified, the billing guard, the portal's billing read and alerts, rendered; never cached",
  compareWith: [{ scenario: 'web-bare-billing', atLeast: WEB_PAGE_TARGET }, { scenario: 'web-bare-route' }],
  alongside: bareBilling,
});
