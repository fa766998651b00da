import { signedInScenario } from '../fixtures/web.js';

export default signedInScenario({
  name: 'web-bare-signed-in',
  service: 'bare-kit',
  path: '/signed-in',
  description:
    "The bare kit's /signed-in: the token from the web app's session cookie, training's GET /api/v1/metrics with it (the call /training makes), rendered",
});
