import { conflict, notFound } from '@platform/kernel/errors';
import { toAmount } from '../settlement/money.js';
import type { FactoryDeps } from '../shared/deps.js';
import { assertWithinLimit, type PlanLimitSource } from '../shared/plan-limits.js';
import {
  countWorkers,
  deleteWorker,
  findDefaultWorker,
  findWorker,
  insertWorker,
  lockTenantRow,
  type WorkerRow,
} from './store.js';

export const DEFAULT_WORKER_NAME = 'None';

export function workerView(row: WorkerRow) {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    skills: row.skills,
    isDefault: row.is_default,
    balance: toAmount(row.balance),
    advanceCredit: toAmount(row.advance),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export type WorkerView = ReturnType<typeof workerView>;

/** A new worker within the plan's `maxWorkers` (the default worker `None` is not counted), counted under the tenant's lock. */
export async function createWorker(
  deps: Pick<FactoryDeps, 'db'>,
  limits: PlanLimitSource,
  tenantId: string,
  input: { name: string; phone?: string | undefined; skills?: readonly string[] | undefined },
): Promise<WorkerView> {
  const effective = await limits.limitsOf(tenantId);
  const row = await deps.db.transaction(async (tx) => {
    await lockTenantRow(tx, tenantId);
    if (effective) assertWithinLimit(effective.limits, 'maxWorkers', await countWorkers(tx, tenantId));
    return insertWorker(tx, tenantId, input);
  });
  if (!row) throw new Error('worker insert returned no row');
  return workerView(row);
}

/** The tenant's default worker `None`, created once. */
export async function initDefaultWorker(
  deps: Pick<FactoryDeps, 'db'>,
  tenantId: string,
): Promise<WorkerView> {
  const created = await insertWorker(deps.db, tenantId, { name: DEFAULT_WORKER_NAME, isDefault: true });
  const row = created ?? (await findDefaultWorker(deps.db, tenantId));
  if (!row) throw new Error('default worker missing');
  return workerView(row);
}

export async function getWorker(
  deps: Pick<FactoryDeps, 'db'>,
  tenantId: string,
  id: string,
): Promise<WorkerView> {
  const row = await findWorker(deps.db, tenantId, id);
  if (!row) throw notFound('Worker');
  return workerView(row);
}

export async function removeWorker(
  deps: Pick<FactoryDeps, 'db'>,
  tenantId: string,
  id: string,
): Promise<void> {
  const outcome = await deleteWorker(deps.db, tenantId, id);
  if (outcome === undefined) throw notFound('Worker');
  if (outcome === 'history') throw conflict('The worker has jobs or ledger entries; their history is kept');
}
