import { portalCustomerScenario } from '../fixtures/portal-customer.js';

export default portalCustomerScenario({
  name: 'web-bare-billing',
  service: 'bare-kit',
  path: '/signed-in/billing',
  description:
    "The bare kit's /signed-in/billing: the token from the web app's session cookie, the two calls /billing makes with it at once (the portal's billing read, which asks the factory for the usage and the sandbox for the next billing date, and the ten newest alerts), rendered as plain lists",
});
