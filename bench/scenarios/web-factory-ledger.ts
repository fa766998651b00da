import { FLOOR_LEDGER_QUERY, factoryFloorScenario, floorWorkerId } from '../fixtures/factory-floor.js';
import { WEB_PAGE_TARGET } from '../fixtures/web.js';
import bareFactoryLedger from './web-bare-factory-ledger.js';

export default factoryFloorScenario({
  name: 'web-factory-ledger',
  service: 'web',
  path: `/factory/workers/${floorWorkerId(1)}?${FLOOR_LEDGER_QUERY}`,
  expect: 'cutting',
  description:
    "GET /factory/workers/<worker> of the web app, a worker's ledger for this month or the last, whichever holds more of its 40 lines, signed in as the unit's administrator (200 workers, 5,000 jobs): the factory session, the workspace's guard, the same five calls, the ledger rendered; never cached",
  compareWith: [
    { scenario: 'web-bare-factory-ledger', atLeast: WEB_PAGE_TARGET },
    { scenario: 'web-bare-route' },
  ],
  alongside: bareFactoryLedger,
});
