/**
 * What the factory's pages share: reading a refusal into what a page shows in place (the wait of
 * a 429, the reason a tenant is closed, the factory's own words otherwise), the plan's limits
 * beside what is used, and a plan-limit refusal with its figures.
 */
import { fail } from '@sveltejs/kit';
import type { factoryApi } from '$lib/server/api';
import { type TenantEnded, tenantEnded, tenantNotActiveOf } from '$lib/server/factory-session';
import { type FieldErrors, refusal } from '$lib/server/form';
import { readRefusal, waitInWords } from '$lib/server/service-errors';

export type FactoryApi = ReturnType<typeof factoryApi>;

/** A read the page could not do: what to say, and whether the tenant is closed (the layout says why). */
export interface Problem {
  readonly message: string;
  readonly correlationId?: string;
  readonly ended?: TenantEnded;
}

export function problemOf(body: unknown, response: Pick<Response, 'status' | 'headers'>): Problem {
  const refused = readRefusal(body, response);
  const notActive = tenantNotActiveOf(refused);
  const reference = refused.correlationId ? { correlationId: refused.correlationId } : {};
  if (notActive) return { message: refused.message, ended: tenantEnded(notActive), ...reference };
  if (refused.status === 429)
    return {
      message: `The factory is answering too many requests from your organisation. Wait ${waitInWords(refused.retryAfterSeconds)}, then try again.`,
      ...reference,
    };
  if (refused.status >= 500)
    return { message: 'The factory service did not answer. Please try again in a moment.', ...reference };
  return { message: refused.message, ...reference };
}

export type LimitName = 'maxUsers' | 'maxWorkers' | 'maxJobSteps' | 'maxArticleAttributes';

/** One of the plan's limits beside what is used; `allowed` -1 is unlimited. */
export interface LimitFigure {
  readonly allowed: number;
  readonly used: number;
}

export interface TenantLimits {
  readonly plan: string;
  readonly users: LimitFigure;
  readonly workers: LimitFigure;
  readonly jobSteps: LimitFigure;
  readonly articleAttributes: LimitFigure;
}

/** `GET /tenant/limits`: the plan's limits as the factory checks every write against them, and what is used. */
export async function tenantLimits(
  factory: FactoryApi,
): Promise<{ limits: TenantLimits | null; limitsProblem: Problem | null }> {
  const { data, error, response } = await factory.GET('/api/v1/tenant/limits');
  if (!data) return { limits: null, limitsProblem: problemOf(error, response) };
  const { plan, limits, used } = data.data;
  return {
    limits: {
      plan,
      users: { allowed: limits.maxUsers, used: used.users },
      workers: { allowed: limits.maxWorkers, used: used.workers },
      jobSteps: { allowed: limits.maxJobSteps, used: used.jobSteps },
      articleAttributes: { allowed: limits.maxArticleAttributes, used: used.articleAttributes },
    },
    limitsProblem: null,
  };
}

const COUNTED: Record<LimitName, [string, string]> = {
  maxUsers: ['user', 'users'],
  maxWorkers: ['worker', 'workers'],
  maxJobSteps: ['job step', 'job steps'],
  maxArticleAttributes: ['article attribute', 'article attributes'],
};

/** A plan-limit refusal's figures, as a form's answer carries them. */
export interface PlanLimitRefused {
  readonly limit: LimitName;
  readonly allowed: number;
  readonly used: number;
}

const isLimitName = (value: string | undefined): value is LimitName =>
  value !== undefined && value in COUNTED;

/**
 * A form's refusal: a plan limit said with its figures ("Your plan allows 50 workers and 50 are
 * in use"), a closed tenant with its reason, a 429 with its wait, fields beside their fields.
 */
export function writeRefused(
  body: unknown,
  response: Pick<Response, 'status' | 'headers'>,
  values: Record<string, unknown>,
  nothing: string,
) {
  const refused = readRefusal(body, response);
  const limit = refused.planLimit;
  if (limit && isLimitName(limit.limit) && limit.max !== undefined) {
    const [one, many] = COUNTED[limit.limit];
    const used = limit.current ?? limit.max;
    return fail(403, {
      values,
      errors: {} as FieldErrors,
      message: `Your plan allows ${limit.max} ${limit.max === 1 ? one : many} and ${used} ${used === 1 ? 'is' : 'are'} in use: ${nothing}. A larger plan allows more; your organisation's administrator can change it on the billing page.`,
      planLimit: { limit: limit.limit, allowed: limit.max, used } satisfies PlanLimitRefused,
    });
  }
  const notActive = tenantNotActiveOf(refused);
  if (notActive)
    return fail(403, {
      values,
      errors: {} as FieldErrors,
      message: `${refused.message} ${nothing[0]?.toUpperCase()}${nothing.slice(1)}.`,
      ended: tenantEnded(notActive),
    });
  return refusal(body, response, values);
}
