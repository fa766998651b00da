import { conflict, notFound } from '@platform/kernel/errors';
import { productionConfigOf } from '../production-config/store.js';
import type { Uses } from '../shared/deps.js';
import { type PageAsked, tenantPage } from '../shared/paging.js';
import { assertWithinLimit } from '../shared/plan-limits.js';
import { lockTenantRow } from '../shared/tenant-rows.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import {
  countWorkers,
  deleteWorker,
  findDefaultWorker,
  findWorker,
  insertWorker,
  listWorkers,
  lockWorker,
  updateWorker,
  type WorkerView,
  workerHasHistory,
} from './store.js';

export const DEFAULT_WORKER_NAME = 'None';

export interface WorkerInput {
  readonly name: string;
  readonly phone?: string | undefined;
  readonly skills?: readonly string[] | undefined;
}

/** A page of the tenant's workers, oldest first; `skill` filters. */
export async function listTenantWorkers(
  scope: TenantScope,
  deps: Uses<'db'>,
  query: { readonly skill?: string | undefined } & PageAsked,
) {
  const config = await productionConfigOf(deps.db, scope.tenantId);
  const page = tenantPage(config.pagination, query);
  const { rows, total } = await listWorkers(deps.db, scope.tenantId, query.skill, page);
  return { page, rows, total };
}

/** A new worker within the plan's `maxWorkers` (the default worker `None` is not counted), counted under the tenant's lock. */
export async function createWorker(
  scope: TenantScope,
  deps: Uses<'db' | 'planLimits'>,
  input: WorkerInput,
): Promise<WorkerView> {
  const effective = await deps.planLimits.limitsOf(scope.tenantId);
  const worker = await deps.db.transaction(async (tx) => {
    await lockTenantRow(tx, scope.tenantId);
    if (effective) assertWithinLimit(effective.limits, 'maxWorkers', await countWorkers(tx, scope.tenantId));
    return insertWorker(tx, scope.tenantId, input);
  });
  if (!worker) throw new Error('worker insert returned no row');
  return worker;
}

/** The tenant's default worker `None`, created once. */
export async function initDefaultWorker(
  scope: Pick<TenantScope, 'tenantId'>,
  deps: Uses<'db'>,
): Promise<WorkerView> {
  const created = await insertWorker(deps.db, scope.tenantId, { name: DEFAULT_WORKER_NAME, isDefault: true });
  const worker = created ?? (await findDefaultWorker(deps.db, scope.tenantId));
  if (!worker) throw new Error('default worker missing');
  return worker;
}

export async function getWorker(scope: TenantScope, deps: Uses<'db'>, id: string): Promise<WorkerView> {
  const worker = await findWorker(deps.db, scope.tenantId, id);
  if (!worker) throw notFound('Worker');
  return worker;
}

export async function changeWorker(
  scope: TenantScope,
  deps: Uses<'db'>,
  id: string,
  input: Partial<WorkerInput>,
): Promise<WorkerView> {
  const worker = await updateWorker(deps.db, scope.tenantId, id, input);
  if (!worker) throw notFound('Worker');
  return worker;
}

/** A worker without money history is deleted; one with jobs or ledger entries keeps it (409). */
export async function removeWorker(scope: TenantScope, deps: Uses<'db'>, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockWorker(tx, scope.tenantId, id))) throw notFound('Worker');
    if (await workerHasHistory(tx, scope.tenantId, id))
      throw conflict('The worker has jobs or ledger entries; their history is kept');
    await deleteWorker(tx, id);
  });
}
