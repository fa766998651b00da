import {
  FLOOR_LEDGER_QUERY,
  FLOOR_TENANT,
  factoryFloorScenario,
  floorWorkerId,
} from '../fixtures/factory-floor.js';

export default factoryFloorScenario({
  name: 'web-bare-factory-ledger',
  service: 'bare-kit',
  path: `/signed-in/factory-ledger?id=${floorWorkerId(1)}&tenant=${FLOOR_TENANT.id}&${FLOOR_LEDGER_QUERY}`,
  expect: 'cutting',
  description:
    "The bare kit's /signed-in/factory-ledger: the token from the factory session cookie and the five calls a worker's ledger page makes with it at once (who is signed in, the worker, the first 50 statement lines of the period with their running balance, the period's payments, the tenant's configuration), rendered as a plain list",
});
