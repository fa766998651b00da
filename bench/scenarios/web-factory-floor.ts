import { factoryFloorScenario } from '../fixtures/factory-floor.js';
import { WEB_PAGE_TARGET } from '../fixtures/web.js';
import bareFactoryFloor from './web-bare-factory-floor.js';

export default factoryFloorScenario({
  name: 'web-factory-floor',
  service: 'web',
  path: '/factory/floor',
  expect: 'Shirt',
  description:
    "GET /factory/floor of the web app signed in as the administrator of a unit of 200 workers and 5,000 jobs: the factory session read from its cookies, the floor's guard, who is signed in and the first 100 open jobs, rendered; never cached",
  compareWith: [
    { scenario: 'web-bare-factory-floor', atLeast: WEB_PAGE_TARGET },
    { scenario: 'web-bare-route' },
  ],
  alongside: bareFactoryFloor,
});
