import type { Caller } from '@platform/kernel/auth';
import { conflict, forbidden, notFound, validationError } from '@platform/kernel/errors';
import type { HttpApp } from '@platform/kernel/http';
import { recordAudit } from '../audit/store.js';
import { planLimitsOf } from '../plan-limits/service.js';
import { deliverToWebhook, simulateProviderEvent } from '../sandbox/service.js';
import { assertProductBought } from '../shared/callers.js';
import type { PortalDeps } from '../shared/deps.js';
import type { CancelWhen } from '../shared/payment-provider.js';
import {
  type BilledTenantRow,
  claimCancellation,
  findBilledTenant,
  invoicesOf,
  paymentsOf,
  releaseCancellation,
  remindersOf,
} from './store.js';

/** What a payment page needs to take a payment: the provider, and Razorpay's public key id. */
export function paymentSettings(deps: Pick<PortalDeps, 'config'>) {
  const razorpay = deps.config.PAYMENT_PROVIDER === 'razorpay';
  return {
    provider: deps.config.PAYMENT_PROVIDER,
    keyId: razorpay ? (deps.config.RAZORPAY_KEY_ID ?? null) : null,
  };
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The tenant whose billing a caller reads or changes: a tenant administrator's own (a `tenantId`
 * naming another is 403), or the one a super-admin names.
 */
async function billedTenant(
  caller: Caller,
  deps: Pick<PortalDeps, 'db'>,
  tenantId: string | undefined,
): Promise<BilledTenantRow> {
  let id: string;
  if (caller.role === 'super_admin') {
    if (!tenantId)
      throw validationError('A super-administrator names the tenant: ?tenantId=', { field: 'tenantId' });
    id = tenantId;
  } else {
    if (!caller.tenantId || (tenantId !== undefined && tenantId !== caller.tenantId))
      throw forbidden('Access to another tenant is forbidden');
    id = caller.tenantId;
  }
  const tenant = await findBilledTenant(deps.db, id);
  if (!tenant) throw notFound('Tenant');
  assertProductBought(caller, tenant.app);
  return tenant;
}

function suspendedReasonOf(t: BilledTenantRow): string | null {
  if (t.status !== 'suspended') return null;
  if (t.subscription_status === 'cancelled') return 'The subscription was cancelled';
  if (t.subscription_status === 'halted')
    return 'Payments failed and the payment provider halted the subscription';
  return 'The organisation is suspended';
}

/** No next billing date once the subscription has ended or its customer has cancelled it. */
const billsAgain = (t: BilledTenantRow) =>
  t.subscription_status === 'active' && t.cancelled_at === null && t.provider_subscription_id !== null;

async function nextBillingDate(deps: Pick<PortalDeps, 'payments' | 'logger'>, t: BilledTenantRow) {
  if (!billsAgain(t) || !t.provider_subscription_id) return null;
  try {
    return iso(await deps.payments.renewalDate(t.provider_subscription_id));
  } catch (err) {
    deps.logger.warn({ err, tenantId: t.id }, 'next billing date unavailable; shown as none');
    return null;
  }
}

function subscriptionOf(t: BilledTenantRow, next: string | null) {
  return {
    id: t.provider_subscription_id,
    status: t.subscription_status,
    providerSubscriptionId: t.provider_subscription_id,
    nextBillingDate: next,
    cancelledAt: iso(t.cancelled_at),
    cancelReason: t.cancel_reason,
  };
}

export interface Usage {
  readonly users: number;
  readonly workers: number;
  readonly jobSteps: number;
  readonly articleAttributes: number;
}

const USAGE_KEYS = ['users', 'workers', 'jobSteps', 'articleAttributes'] as const;

function usageOf(body: unknown): Usage | null {
  const data =
    typeof body === 'object' && body !== null ? (body as { data?: Record<string, unknown> }).data : undefined;
  if (!data || typeof data !== 'object') return null;
  const counts = USAGE_KEYS.map((key) => data[key]);
  if (!counts.every((n) => Number.isSafeInteger(n) && (n as number) >= 0)) return null;
  const [users, workers, jobSteps, articleAttributes] = counts as number[];
  return {
    users: users ?? 0,
    workers: workers ?? 0,
    jobSteps: jobSteps ?? 0,
    articleAttributes: articleAttributes ?? 0,
  };
}

/**
 * What the tenant uses of its limits, as the factory counts it. The billing page is not held up
 * by the factory: not provisioned, slow (FACTORY_USAGE_TIMEOUT_MS), refusing or answering
 * something else is null.
 */
async function factoryUsage(deps: Pick<PortalDeps, 'config' | 'logger'>, t: BilledTenantRow) {
  if (!t.provisioned_at || t.app !== 'factory') return null;
  const url = `${deps.config.FACTORY_URL.replace(/\/+$/, '')}/internal/tenants/${t.id}/usage`;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'x-service-secret': deps.config.SERVICE_SECRET },
      signal: AbortSignal.timeout(deps.config.FACTORY_USAGE_TIMEOUT_MS),
    });
    if (!response.ok) {
      deps.logger.warn({ tenantId: t.id, status: response.status }, 'factory usage refused; shown as none');
      return null;
    }
    return usageOf(await response.json());
  } catch (err) {
    deps.logger.warn({ err, tenantId: t.id }, 'factory usage unavailable; shown as none');
    return null;
  }
}

/**
 * A tenant's billing: its subscription and plan, the limits it has, what it uses of them, and the
 * invoices, payments and reminders the portal has recorded.
 */
export async function billingOf(caller: Caller, deps: PortalDeps, tenantId: string | undefined) {
  const t = await billedTenant(caller, deps, tenantId);
  const [next, usage, limits, invoices, payments, reminders] = await Promise.all([
    nextBillingDate(deps, t),
    factoryUsage(deps, t),
    planLimitsOf(deps.db, t.id),
    invoicesOf(deps.db, t.id),
    paymentsOf(deps.db, t.id),
    remindersOf(deps.db, t.id),
  ]);
  return {
    tenant: {
      id: t.id,
      name: t.name,
      slug: t.slug,
      status: t.status,
      plan: t.plan,
      app: t.app,
      unitKind: t.unit_kind,
      createdAt: t.created_at.toISOString(),
      activatedAt: iso(t.activated_at),
      provisionedAt: iso(t.provisioned_at),
      suspendedReason: suspendedReasonOf(t),
    },
    subscription: subscriptionOf(t, next),
    plan: { slug: t.plan, name: t.plan_name, priceMonthly: t.price_monthly, currency: t.currency },
    limits: limits.limits,
    usage,
    invoices: invoices.map((i) => ({
      id: i.id,
      status: i.status,
      amount: i.amount,
      currency: i.currency,
      issuedAt: i.issued_at.toISOString(),
      paidAt: iso(i.paid_at),
      periodStart: iso(i.period_start),
      periodEnd: iso(i.period_end),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      method: p.method,
      at: p.at.toISOString(),
      failureReason: p.failure_reason,
    })),
    reminders: reminders.map((r) => ({
      renewalDate: r.renewal_date,
      daysBefore: r.days_before,
      sentAt: r.sent_at.toISOString(),
    })),
  };
}

/**
 * The customer's cancellation, through the payment provider. A running subscription at a
 * provider that serves out paid cycles (Razorpay) ends at the cycle's end and the tenant keeps
 * access until the provider reports it; anything else ends at once. The sandbox then delivers
 * the signed `subscription.cancelled` a provider would, so the tenant is suspended (here and in
 * the factory) by the webhook as for any provider. Who asked and why is in the audit log.
 */
export async function cancelSubscription(
  caller: Caller,
  deps: PortalDeps,
  root: HttpApp,
  input: { tenantId: string | undefined; reason: string | undefined; correlationId: string },
) {
  const t = await billedTenant(caller, deps, input.tenantId);
  const subscriptionId = t.provider_subscription_id;
  if (!subscriptionId) throw conflict('This organisation has no subscription to cancel');
  const reason = input.reason?.trim() || null;
  if (!(await claimCancellation(deps.db, t.id, reason)))
    throw conflict('This subscription is already cancelled', {
      subscriptionStatus: t.subscription_status,
      cancelledAt: iso(t.cancelled_at),
    });
  const effective: CancelWhen =
    deps.payments.cancelsAtCycleEnd && t.subscription_status === 'active' ? 'cycle_end' : 'now';
  try {
    await deps.payments.cancelSubscription(subscriptionId, effective);
  } catch (err) {
    await releaseCancellation(deps.db, t.id);
    throw err;
  }
  await recordAudit(deps.db, {
    tenantId: t.id,
    action: 'subscription.cancel_requested',
    entityType: 'subscription',
    entityId: subscriptionId,
    userId: caller.userId,
    userEmail: caller.email,
    source: 'portal',
    details: { reason, effective, provider: deps.payments.name, role: caller.role },
  });
  if (deps.payments.name === 'sandbox') {
    const delivery = await simulateProviderEvent(deps, t.id, 'subscription.cancelled');
    const answer = await deliverToWebhook(root, delivery, input.correlationId);
    if (answer.status !== 200)
      throw new Error(`the webhook refused the sandbox's subscription.cancelled: HTTP ${answer.status}`);
  }
  const after = (await findBilledTenant(deps.db, t.id)) ?? t;
  return { effective, subscription: subscriptionOf(after, null) };
}
