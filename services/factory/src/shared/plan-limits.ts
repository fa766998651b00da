import type { Cache } from '@platform/kernel/cache';
import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import { DomainError } from '@platform/kernel/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { FactoryConfig } from '../config.js';

export interface PlanLimits {
  readonly maxUsers: number;
  readonly maxWorkers: number;
  readonly maxJobSteps: number;
  readonly maxArticleAttributes: number;
}

export interface PlanRateLimits {
  readonly maxRequests: number;
  readonly windowMs: number;
}

export interface EffectiveLimits {
  readonly plan: string;
  readonly limits: PlanLimits;
  readonly rateLimits: PlanRateLimits;
  /** Where they came from: the portal's plan limits, or the factory's own plan. */
  readonly source: 'portal' | 'factory';
}

export interface PlanLimitSource {
  /** The limits that apply to a tenant now; undefined when the tenant does not exist. */
  limitsOf(tenantId: string): Promise<EffectiveLimits | undefined>;
  /** Drops what is remembered for one tenant, or for all (a plan changed). */
  forget(tenantId?: string): Promise<void>;
}

const PORTAL_TTL_MS = 15 * 60_000;
/** The factory's own answer is kept briefly: a portal that comes back is asked again soon. */
const FALLBACK_TTL_MS = 60_000;
const PORTAL_TIMEOUT_MS = 2_000;
const KEY = 'plan-limits:';

function isLimits(value: unknown): value is PlanLimits {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['maxUsers', 'maxWorkers', 'maxJobSteps', 'maxArticleAttributes'].every(
    (k) => typeof v[k] === 'number' && Number.isInteger(v[k]),
  );
}

function isRateLimits(value: unknown): value is PlanRateLimits {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.maxRequests === 'number' && typeof v.windowMs === 'number';
}

/**
 * The factory's own view: its plan row, with the tenant's settings (`maxUsers`, `maxWorkers`,
 * copied from the plan at provisioning and changeable per tenant) taking precedence.
 */
export function factoryLimitsOf(db: Queryable, tenantId: string): Promise<EffectiveLimits | undefined> {
  return maybeOne<EffectiveLimits>(
    db,
    sql`select p.slug as plan,
               json_build_object(
                 'maxUsers', coalesce((t.settings->>'maxUsers')::int, p.max_users),
                 'maxWorkers', coalesce((t.settings->>'maxWorkers')::int, p.max_workers),
                 'maxJobSteps', p.max_job_steps,
                 'maxArticleAttributes', p.max_article_attributes) as limits,
               json_build_object('maxRequests', p.rate_limit_max, 'windowMs', p.rate_limit_window_ms) as "rateLimits",
               'factory' as source
        from factory.tenants t join factory.plans p on p.slug = t.plan
        where t.id = ${tenantId}`,
  );
}

/**
 * Plan limits as clients see them enforced: the portal's answer for the tenant
 * (`GET {PORTAL_URL}/api/v1/internal/tenants/:id/plan-limits` with `x-service-secret`), kept
 * 15 minutes; the factory's own plan when the portal does not know the tenant, answers
 * anything else, or cannot be reached.
 */
export function planLimitSource(deps: {
  readonly db: Queryable;
  readonly cache: Cache;
  readonly config: Pick<FactoryConfig, 'PORTAL_URL' | 'SERVICE_SECRET'>;
  readonly logger: FastifyBaseLogger;
}): PlanLimitSource {
  const base = deps.config.PORTAL_URL.replace(/\/+$/, '');

  async function fromPortal(tenantId: string): Promise<EffectiveLimits | undefined> {
    try {
      const res = await fetch(`${base}/api/v1/internal/tenants/${encodeURIComponent(tenantId)}/plan-limits`, {
        headers: { 'x-service-secret': deps.config.SERVICE_SECRET },
        signal: AbortSignal.timeout(PORTAL_TIMEOUT_MS),
      });
      if (res.status !== 200) return undefined;
      const body = (await res.json()) as {
        data?: { plan?: unknown; limits?: unknown; rateLimits?: unknown };
      };
      const data = body.data;
      if (!data || typeof data.plan !== 'string' || !isLimits(data.limits) || !isRateLimits(data.rateLimits))
        return undefined;
      return { plan: data.plan, limits: data.limits, rateLimits: data.rateLimits, source: 'portal' };
    } catch (err) {
      deps.logger.debug({ err }, 'portal plan limits unavailable; using the factory plan');
      return undefined;
    }
  }

  return {
    async limitsOf(tenantId) {
      const hit = await deps.cache.get(KEY + tenantId);
      if (hit !== undefined) return JSON.parse(hit) as EffectiveLimits;
      const portal = await fromPortal(tenantId);
      const limits = portal ?? (await factoryLimitsOf(deps.db, tenantId));
      if (limits)
        await deps.cache.set(
          KEY + tenantId,
          JSON.stringify(limits),
          portal ? PORTAL_TTL_MS : FALLBACK_TTL_MS,
        );
      return limits;
    },
    async forget(tenantId) {
      if (tenantId === undefined) await deps.cache.clear(KEY);
      else await deps.cache.delete([KEY + tenantId]);
    },
  };
}

/** `details` of every plan-limit refusal: which limit, what the plan allows, how many are in use. */
export interface PlanLimitDetails {
  readonly reason: 'PLAN_LIMIT';
  readonly limit: keyof PlanLimits;
  readonly allowed: number;
  readonly used: number;
}

const COUNTED: Record<keyof PlanLimits, readonly [one: string, many: string]> = {
  maxUsers: ['user', 'users'],
  maxWorkers: ['worker', 'workers'],
  maxJobSteps: ['job step', 'job steps'],
  maxArticleAttributes: ['article attribute', 'article attributes'],
};

/**
 * The one plan-limit check of every write that adds something counted: 403 when `current`
 * (what is in use now, the figure `GET /tenant/limits` shows as used) plus `adding` would pass
 * `limit`, with the limit and both figures in `details`. -1 is unlimited and checks nothing.
 */
export function assertWithinLimit(
  limits: PlanLimits,
  field: keyof PlanLimits,
  current: number,
  adding = 1,
): void {
  const limit = limits[field];
  if (limit === -1) return;
  if (current + adding <= limit) return;
  const details: PlanLimitDetails = { reason: 'PLAN_LIMIT', limit: field, allowed: limit, used: current };
  throw new DomainError(
    'FORBIDDEN',
    `Plan limit reached (${field}): your plan allows ${limit} ${COUNTED[field][limit === 1 ? 0 : 1]}, ${current} in use; this would make ${current + adding}`,
    { ...details },
  );
}
