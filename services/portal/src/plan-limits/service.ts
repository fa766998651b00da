import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import { notFound } from '@platform/kernel/errors';
import { limitsOf } from '../catalogue/service.js';
import type { PlanRow } from '../catalogue/store.js';

export interface PlanLimits {
  readonly tenantId: string;
  readonly plan: string;
  readonly limits: {
    readonly maxUsers: number;
    readonly maxWorkers: number;
    readonly maxJobSteps: number;
    readonly maxArticleAttributes: number;
  };
  readonly rateLimits: { readonly maxRequests: number; readonly windowMs: number };
}

const LIMIT_KEYS = ['maxUsers', 'maxWorkers', 'maxJobSteps', 'maxArticleAttributes'] as const;
const RATE_KEYS = ['maxRequests', 'windowMs'] as const;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A limit override is an integer, -1 (unlimited) or more; a rate-limit override a positive integer. */
const isLimit = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= -1;
const isRate = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/**
 * The plan's defaults with the tenant's overrides on top. Overrides are stored as
 * `{maxUsers?, maxWorkers?, maxJobSteps?, maxArticleAttributes?, rateLimits?: {maxRequests?, windowMs?}}`;
 * a key absent (or not a valid value) keeps the plan's default.
 */
export function mergeLimits(plan: PlanRow, overrides: unknown): Pick<PlanLimits, 'limits' | 'rateLimits'> {
  const base = limitsOf(plan);
  const given = record(overrides);
  const limits = { ...base.limits };
  for (const key of LIMIT_KEYS) {
    const value = given[key];
    if (isLimit(value)) limits[key] = value;
  }
  const rateLimits = { ...base.rateLimits };
  const rates = record(given.rateLimits);
  for (const key of RATE_KEYS) {
    const value = rates[key];
    if (isRate(value)) rateLimits[key] = value;
  }
  return { limits, rateLimits };
}

export async function planLimitsOf(db: Queryable, tenantId: string): Promise<PlanLimits> {
  const row = await maybeOne<PlanRow & { tenant_id: string; plan_overrides: unknown }>(
    db,
    sql`select p.*, t.id as tenant_id, t.plan_overrides
        from portal.tenants t join portal.plans p on p.slug = t.plan
        where t.id = ${tenantId}::uuid`,
  );
  if (!row) throw notFound('Tenant');
  return { tenantId: row.tenant_id, plan: row.slug, ...mergeLimits(row, row.plan_overrides) };
}
