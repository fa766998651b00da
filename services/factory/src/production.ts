import type { HttpPlugin } from '@platform/kernel/http';
import { articleRoutes } from './articles/routes.js';
import { jobRoutes } from './jobs/routes.js';
import { ledgerRoutes } from './ledger/routes.js';
import { reportRoutes } from './reports/routes.js';
import type { FactoryDeps } from './shared/deps.js';
import { transactionRoutes } from './transactions/routes.js';
import { workerRoutes } from './workers/routes.js';

/**
 * The production side of the factory: workers, articles, jobs, ledger, transactions,
 * settlement, reports. `app.ts` registers these plugins under `/api/v1` inside the tenant
 * scope: every route they declare admits administrators (and the super-admin naming a tenant
 * in `x-tenant-id`), refuses a suspended tenant's users with 403, and reads its tenant with
 * `tenantOf(request)`.
 */
export function productionPlugins(deps: FactoryDeps): HttpPlugin[] {
  return [
    workerRoutes(deps),
    articleRoutes(deps),
    jobRoutes(deps),
    ledgerRoutes(deps),
    transactionRoutes(deps),
    reportRoutes(deps),
  ];
}
