import type { Db } from '@platform/kernel/db';
import { badRequest, notFound } from '@platform/kernel/errors';
import { assertWithinLimit, type PlanLimitSource } from '../shared/plan-limits.js';
import { lockTenantRow } from '../shared/tenant-rows.js';
import { loadTenantConfig, type TenantConfig, upsertTenantConfig } from './store.js';

export type ConfigInput = { readonly tenantId: string } & Partial<Omit<TenantConfig, 'tenantId'>>;

function duplicates(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated];
}

/** What JSON Schema cannot say: unique names, a range whose min is not above its max, page sizes in order. */
export function checkConfigShape(config: TenantConfig): void {
  const steps = duplicates(config.jobSteps.map((s) => s.name));
  if (steps.length > 0) throw badRequest(`Job step names must be unique: ${steps.join(', ')}`);
  const orders = duplicates(config.jobSteps.map((s) => String(s.order)));
  if (orders.length > 0) throw badRequest(`Job step orders must be unique: ${orders.join(', ')}`);
  const attributes = duplicates(config.articleAttributes.map((a) => a.name));
  if (attributes.length > 0)
    throw badRequest(`Article attribute names must be unique: ${attributes.join(', ')}`);
  const types = duplicates(config.customLedgerTypes);
  if (types.length > 0) throw badRequest(`Custom ledger types must be unique: ${types.join(', ')}`);
  const reserved = config.customLedgerTypes.filter((t) => t === 'credit' || t === 'debit');
  if (reserved.length > 0) throw badRequest('credit and debit are built-in ledger types');
  if (config.sizeRange && config.sizeRange.min > config.sizeRange.max)
    throw badRequest('sizeRange.min must not be above sizeRange.max');
  if (config.pagination.defaultPageSize > config.pagination.maxPageSize)
    throw badRequest('pagination.defaultPageSize must not be above pagination.maxPageSize');
}

/**
 * Creates or updates a tenant's configuration; fields left out keep their value. The plan's
 * `maxJobSteps` and `maxArticleAttributes` apply to the result (403, nothing stored).
 */
export async function saveTenantConfig(
  deps: { readonly db: Db; readonly planLimits: PlanLimitSource },
  input: ConfigInput,
): Promise<TenantConfig> {
  const limits = await deps.planLimits.limitsOf(input.tenantId);
  if (!limits) throw notFound('Tenant');
  return deps.db.transaction(async (tx) => {
    if (!(await lockTenantRow(tx, input.tenantId))) throw notFound('Tenant');
    const current = await loadTenantConfig(tx, input.tenantId);
    const next: TenantConfig = {
      tenantId: input.tenantId,
      jobSteps: [...(input.jobSteps ?? current.jobSteps)].sort((a, b) => a.order - b.order),
      articleAttributes: input.articleAttributes ?? current.articleAttributes,
      sizeRange: input.sizeRange === undefined ? current.sizeRange : input.sizeRange,
      customLedgerTypes: input.customLedgerTypes ?? current.customLedgerTypes,
      pagination: input.pagination ?? current.pagination,
    };
    checkConfigShape(next);
    // The stored configuration is what is in use; the refusal says so beside what the plan allows.
    const steps = current.jobSteps.length;
    const attributes = current.articleAttributes.length;
    assertWithinLimit(limits.limits, 'maxJobSteps', steps, next.jobSteps.length - steps);
    assertWithinLimit(
      limits.limits,
      'maxArticleAttributes',
      attributes,
      next.articleAttributes.length - attributes,
    );
    return upsertTenantConfig(tx, next);
  });
}

export { loadTenantConfig };
