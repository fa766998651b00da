/**
 * What the factory's sign-up pages (`/pricing`, `/signup`, its payment and getting-ready pages)
 * ask of the portal. The catalogue (plans and apps) is public and the same for everyone, so it
 * is asked without anyone's token and kept for the page cache's few seconds; a failed read is
 * never kept.
 */
import { error, type RequestEvent, redirect } from '@sveltejs/kit';
import { portalApi } from './api';
import { keptValue } from './page-cache';
import { readRefusal, waitInWords } from './service-errors';
import { type ReadProblem, readProblem } from './service-read';
import type { SignedInUser } from './session';

type Visitor = Pick<RequestEvent, 'locals' | 'getClientAddress'>;

/** The portal as a visitor calls it: without the token of whoever is signed in here, with the visitor's address. */
export function visitorPortal(event: Visitor) {
  return portalApi({
    locals: { ...event.locals, accessToken: null },
    getClientAddress: event.getClientAddress,
  });
}

export interface SalePlan {
  slug: string;
  name: string;
  priceMonthly: number;
  priceYearly: number;
  currency: string;
  limits: { maxUsers: number; maxWorkers: number; maxJobSteps: number; maxArticleAttributes: number };
  /** The plan's own lines, less those its limits already say. */
  features: string[];
}

export interface SaleApp {
  slug: string;
  name: string;
  description: string;
}

export interface Catalogue {
  plans: SalePlan[];
  apps: SaleApp[];
  problem: ReadProblem | null;
}

/**
 * A read that failed, in words: a 429 says how long to wait (the portal's `Retry-After`), the
 * rest as `readProblem` says them.
 */
export function portalProblem(body: unknown, response: Pick<Response, 'status' | 'headers'>): ReadProblem {
  if (response.status === 429) {
    const refused = readRefusal(body, response);
    return {
      status: 429,
      message: `Too many requests came from your network. Wait ${waitInWords(refused.retryAfterSeconds)}, then try again.`,
      ...(refused.correlationId ? { correlationId: refused.correlationId } : {}),
    };
  }
  return readProblem(response.status, body, 'portal');
}

class CatalogueUnread extends Error {
  constructor(readonly problem: ReadProblem) {
    super(problem.message);
  }
}

// Lines such as "5 users" or "Unlimited workers" repeat what the plan's limits show beside them.
const SAID_BY_LIMITS = /^(\d[\d,]*|unlimited)\s+(users?|workers?|job steps?|attributes?)\b/i;

function featuresOf(features: unknown): string[] {
  if (!Array.isArray(features)) return [];
  return features.filter(
    (line): line is string => typeof line === 'string' && !SAID_BY_LIMITS.test(line.trim()),
  );
}

/** The portal's plans and the apps they buy, read once for every page rendered in a few seconds. */
export async function readCatalogue(event: Visitor): Promise<Catalogue> {
  try {
    return await keptValue('portal-catalogue', async () => {
      const api = visitorPortal(event);
      const [plans, apps] = await Promise.all([
        api.GET('/api/v1/tenants/signup/plans'),
        api.GET('/api/v1/tenants/signup/apps'),
      ]);
      if (!plans.data) throw new CatalogueUnread(portalProblem(plans.error, plans.response));
      if (!apps.data) throw new CatalogueUnread(portalProblem(apps.error, apps.response));
      return {
        plans: plans.data.data.plans.map((plan) => ({
          slug: plan.slug,
          name: plan.displayName || plan.name,
          priceMonthly: plan.priceMonthly,
          priceYearly: plan.priceYearly,
          currency: plan.currency,
          limits: plan.limits,
          features: featuresOf(plan.features),
        })),
        apps: apps.data.data.apps.map(({ slug, name, description }) => ({ slug, name, description })),
        problem: null,
      };
    });
  } catch (err) {
    if (!(err instanceof CatalogueUnread)) throw err;
    return { plans: [], apps: [], problem: err.problem };
  }
}

/** The portal's rule for an address: 3 to 40 lower-case letters and digits, joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_RULE =
  'Use 3 to 40 lower-case letters and digits, joined by single hyphens, like sharma-garments.';

export interface SlugCheck {
  /** The HTTP status this app answers the check with. */
  status: number;
  /** The address as the portal normalised it (or as typed, when it was not asked). */
  slug: string;
  /** null when the check could not be made. */
  available: boolean | null;
  reason: 'taken' | 'invalid' | 'reserved' | null;
  message: string;
}

const SLUG_WORDS = {
  taken: 'This address is taken. Choose another.',
  invalid: SLUG_RULE,
  reserved: 'This address is kept for the platform’s own use. Choose another.',
} as const;

/** Whether an address is free (the portal's P2), in words for the form. */
export async function checkSlug(
  event: Visitor,
  asked: { slug: string } | { organizationName: string },
): Promise<SlugCheck> {
  if ('slug' in asked && (asked.slug.length < 3 || asked.slug.length > 40 || !SLUG_PATTERN.test(asked.slug)))
    return {
      status: 200,
      slug: asked.slug,
      available: false,
      reason: 'invalid',
      message: SLUG_WORDS.invalid,
    };
  if ('organizationName' in asked && !asked.organizationName)
    return {
      status: 400,
      slug: '',
      available: null,
      reason: null,
      message: 'Enter the address or the organisation’s name.',
    };
  const { data, error, response } = await visitorPortal(event).GET(
    '/api/v1/tenants/signup/slug-availability',
    {
      params: { query: asked },
    },
  );
  const typed = 'slug' in asked ? asked.slug : '';
  if (!data) {
    const problem = portalProblem(error, response);
    const status = response.status === 429 ? 429 : response.status >= 500 ? 502 : response.status;
    const message =
      response.status === 429
        ? problem.message
        : 'The address could not be checked just now. It is checked again when you sign up.';
    return { status, slug: typed, available: null, reason: null, message };
  }
  const answer = data.data;
  return {
    status: 200,
    slug: answer.slug,
    available: answer.available,
    reason: answer.reason,
    message: answer.available ? `${answer.slug} is free.` : SLUG_WORDS[answer.reason ?? 'taken'],
  };
}

/**
 * The administrator of an organisation that signed up, signed in here (identity): a visitor is
 * sent to sign in and come back, a person of no organisation gets the 403 page.
 */
export function requireSignedUp(
  event: Pick<RequestEvent, 'locals' | 'url'>,
): SignedInUser & { tenantId: string } {
  const user = event.locals.user;
  if (!user) redirect(303, `/login?next=${encodeURIComponent(event.url.pathname + event.url.search)}`);
  const { tenantId } = user;
  if (!tenantId)
    error(403, {
      message:
        'This page is for the administrator of an organisation that signed up for the factory; your account belongs to none.',
    });
  return { ...user, tenantId };
}

export interface SignedUpTenant {
  id: string;
  name: string;
  slug: string;
  status: 'pending_payment' | 'active' | 'suspended';
  plan: string;
  adminEmail: string;
  provider: string;
  subscriptionId: string | null;
  provisionedAt: string | null;
  /** Why the last payment failed, as the provider said, when it is the newest thing that happened. */
  lastFailure: { at: string; reason: string | null } | null;
}

/** The person's own tenant as the portal holds it (a tenant administrator may read their own). */
export async function readSignedUpTenant(
  event: RequestEvent,
  tenantId: string,
): Promise<{ tenant: SignedUpTenant; problem: null } | { tenant: null; problem: ReadProblem }> {
  const {
    data,
    error: body,
    response,
  } = await portalApi(event).GET('/api/v1/admin/tenants/{id}', {
    params: { path: { id: tenantId } },
  });
  if (!data) return { tenant: null, problem: portalProblem(body, response) };
  const t = data.data.tenant;
  const failed = t.alerts.find((alert) => alert.type === 'payment.failed');
  const reason = failed?.details.reason;
  return {
    tenant: {
      id: t.id,
      name: t.name,
      slug: t.slug,
      status: t.status,
      plan: t.plan,
      adminEmail: t.adminEmail,
      provider: t.subscription.provider,
      subscriptionId: t.subscription.id,
      provisionedAt: t.provisionedAt,
      lastFailure: failed
        ? { at: failed.createdAt, reason: typeof reason === 'string' && reason ? reason : null }
        : null,
    },
    problem: null,
  };
}
