import { FLOOR_TENANT, factoryFloorScenario, floorWorkerId } from '../fixtures/factory-floor.js';

export default factoryFloorScenario({
  name: 'web-bare-factory-ledger',
  service: 'bare-kit',
  path: `/signed-in/factory-ledger?id=${floorWorkerId(1)}&tenant=${FLOOR_TENANT.id}`,
  expect: 'Worker 1',
  description:
    "The bare kit's /signed-in/factory-ledger: the token from the factory session cookie and the five calls a worker's ledger page makes with it at once (who is signed in, the worker, the first 50 statement lines of this month with their running balance, the month's payments, the tenant's configuration), rendered as a plain list",
});
