import { factoryFloorScenario } from '../fixtures/factory-floor.js';

export default factoryFloorScenario({
  name: 'web-bare-factory-floor',
  service: 'bare-kit',
  path: '/signed-in/factory-floor',
  expect: 'Shirt',
  description:
    "The bare kit's /signed-in/factory-floor: the token from the factory session cookie, the two calls /factory/floor makes with it at once (who is signed in, the first 100 open jobs with their steps and workers named), rendered as a plain list",
});
