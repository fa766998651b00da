import { randomBytes, randomUUID } from 'node:crypto';
import type { Caller } from '@platform/kernel/auth';
import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import { conflict, forbidden, notFound, validationError } from '@platform/kernel/errors';
import type { HttpApp } from '@platform/kernel/http';
import { signWebhook } from '../payments/signature.js';
import { API_PREFIX } from '../shared/api.js';
import { assertProductBought } from '../shared/callers.js';
import type { PortalDeps } from '../shared/deps.js';
import {
  type HandledEvent,
  SUBSCRIPTION_EVENTS,
  type SubscriptionStatus,
  type TenantStatus,
} from '../webhooks/service.js';

/** What the sandbox console (and `npm run simulate-payment`) can deliver for a tenant. */
export const SIMULATED_EVENTS = [...SUBSCRIPTION_EVENTS, 'payment.failed'] as const;
export type SimulatedEvent = (typeof SIMULATED_EVENTS)[number];

/** Why a sandbox payment fails when none is given: what a bank's refusal looks like. */
export const SANDBOX_DECLINE_REASON = 'Payment declined by the sandbox';
export const CHECKOUT_DECLINE_REASON = 'Card declined by the bank (sandbox)';

export interface SignedDelivery {
  readonly eventId: string;
  readonly event: HandledEvent;
  readonly body: string;
  readonly signature: string;
}

/** One calendar month after `from`, as a billing period would run. */
function monthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** A billing period as the provider states it: whole seconds, so the row and the event agree. */
function periodFrom(now: Date) {
  const start = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return { start, end: monthAfter(start) };
}

const sandboxId = (prefix: string) => `${prefix}_sbx${randomBytes(7).toString('hex')}`;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

interface SandboxSubscription {
  readonly tenant_id: string;
  readonly tenant_status: TenantStatus;
  readonly tenant_app: string;
  readonly subscription_status: SubscriptionStatus;
  readonly subscription_id: string;
  readonly customer_id: string;
  readonly plan_id: string;
  readonly sandbox_status: string;
  readonly price_monthly: number;
  readonly currency: string;
}

function findSandboxSubscription(q: Queryable, tenant: string): Promise<SandboxSubscription | undefined> {
  return maybeOne<SandboxSubscription>(
    q,
    sql`select t.id as tenant_id, t.status as tenant_status, t.app as tenant_app, t.subscription_status,
               s.id as subscription_id, s.customer_id, s.plan_id, s.status as sandbox_status,
               p.price_monthly, p.currency
        from portal.tenants t
          join portal.sandbox_subscriptions s on s.id = t.provider_subscription_id
          join portal.plans p on p.slug = t.plan
        where t.id::text = ${tenant} or t.slug = ${tenant}`,
  );
}

function signed(
  deps: Pick<PortalDeps, 'config'>,
  event: HandledEvent,
  body: Record<string, unknown>,
  now: Date,
) {
  const text = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    ...body,
    created_at: seconds(now),
  });
  return {
    eventId: `evt_sbx${randomUUID().replaceAll('-', '').slice(0, 14)}`,
    event,
    body: text,
    signature: signWebhook(deps.config.PAYMENT_WEBHOOK_SECRET, text),
  };
}

function subscriptionEntity(row: SandboxSubscription, status: string, period?: { start: Date; end: Date }) {
  return {
    id: row.subscription_id,
    entity: 'subscription',
    plan_id: row.plan_id,
    customer_id: row.customer_id,
    status,
    ...(period ? { current_start: seconds(period.start), current_end: seconds(period.end) } : {}),
    notes: { tenantId: row.tenant_id },
  };
}

function failedPayment(row: SandboxSubscription, reason: string, now: Date) {
  return {
    id: sandboxId('pay'),
    entity: 'payment',
    amount: row.price_monthly * 100,
    currency: row.currency,
    status: 'failed',
    method: 'card',
    customer_id: row.customer_id,
    subscription_id: row.subscription_id,
    error_code: 'BAD_REQUEST_ERROR',
    error_description: reason,
    created_at: seconds(now),
  };
}

function failedPaymentDelivery(
  deps: Pick<PortalDeps, 'config'>,
  row: SandboxSubscription,
  reason: string,
  now: Date,
): SignedDelivery {
  return signed(
    deps,
    'payment.failed',
    {
      contains: ['subscription', 'payment'],
      payload: {
        subscription: { entity: subscriptionEntity(row, 'pending') },
        payment: { entity: failedPayment(row, reason, now) },
      },
    },
    now,
  );
}

function assertSandbox(deps: Pick<PortalDeps, 'config'>) {
  if (deps.config.PAYMENT_PROVIDER !== 'sandbox')
    throw validationError('Payments are simulated only with PAYMENT_PROVIDER=sandbox');
}

/**
 * What the sandbox provider does when a subscription event happens for a tenant: changes its own
 * subscription row as Razorpay would, then writes the event Razorpay would send, signed with the
 * webhook secret. The caller delivers it to the webhook, which checks it like any other.
 */
export async function simulateProviderEvent(
  deps: Pick<PortalDeps, 'db' | 'config'>,
  tenant: string,
  event: SimulatedEvent,
  now: Date = new Date(),
): Promise<SignedDelivery> {
  assertSandbox(deps);
  const row = await findSandboxSubscription(deps.db, tenant);
  if (!row) throw notFound('Sandbox subscription of this tenant');
  if (event === 'payment.failed') return failedPaymentDelivery(deps, row, SANDBOX_DECLINE_REASON, now);
  const status = {
    'subscription.activated': 'active',
    'subscription.cancelled': 'cancelled',
    'subscription.halted': 'halted',
  } as const;
  const period = periodFrom(now);
  await deps.db.query(sql`
    update portal.sandbox_subscriptions
    set status = ${status[event]}, updated_at = now(),
        current_start = case when ${event} = 'subscription.activated' then ${period.start}::timestamptz else current_start end,
        current_end = case when ${event} = 'subscription.activated' then ${period.end}::timestamptz else current_end end
    where id = ${row.subscription_id}`);
  return signed(
    deps,
    event,
    {
      contains: ['subscription'],
      payload: {
        subscription: {
          entity: subscriptionEntity(
            row,
            status[event],
            event === 'subscription.activated' ? period : undefined,
          ),
        },
      },
    },
    now,
  );
}

/**
 * Hands a signed event to this service's own webhook route, as the provider would post it: the
 * signature, the dedupe and the state changes are the webhook's own.
 */
export async function deliverToWebhook(root: HttpApp, delivery: SignedDelivery, correlationId: string) {
  const answer = await root.inject({
    method: 'POST',
    url: `${API_PREFIX}/webhooks/payment`,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': delivery.eventId,
      'x-correlation-id': correlationId,
    },
    payload: delivery.body,
  });
  return { status: answer.statusCode, body: answer.json() as unknown };
}

export type CheckoutOutcome = 'success' | 'failure';

/** Whether a tenant in this state may pay: awaiting its first payment, or suspended after a halt. */
const mayPay = (row: SandboxSubscription) =>
  row.tenant_status === 'pending_payment' ||
  (row.tenant_status === 'suspended' && row.subscription_status === 'halted');

/**
 * The sandbox's checkout, as the customer meets it: the tenant's own administrator pays (or
 * fails to). Success makes the sandbox's subscription active for a month and delivers what
 * Razorpay would send, in its order: the subscription activated, the payment captured, the
 * invoice paid. Failure delivers a failed payment with the bank's reason and changes nothing
 * else, so the customer can try again.
 */
export async function sandboxCheckout(
  deps: Pick<PortalDeps, 'db' | 'config'>,
  root: HttpApp,
  caller: Caller,
  outcome: CheckoutOutcome,
  correlationId: string,
  now: Date = new Date(),
): Promise<{ outcome: CheckoutOutcome; tenant: { id: string; status: TenantStatus } }> {
  assertSandbox(deps);
  if (caller.role !== 'admin' || !caller.tenantId)
    throw forbidden("Only the tenant's own administrator pays for its subscription");
  const row = await findSandboxSubscription(deps.db, caller.tenantId);
  if (!row) throw notFound('Subscription of this tenant');
  assertProductBought(caller, row.tenant_app);
  if (!mayPay(row))
    throw conflict(
      row.subscription_status === 'cancelled'
        ? 'This subscription was cancelled and can no longer be paid'
        : 'This subscription is already paid',
      { tenantStatus: row.tenant_status, subscriptionStatus: row.subscription_status },
    );

  const deliveries: SignedDelivery[] = [];
  if (outcome === 'failure') {
    deliveries.push(failedPaymentDelivery(deps, row, CHECKOUT_DECLINE_REASON, now));
  } else {
    const period = periodFrom(now);
    // The claim: of two checkouts at once, one moves the sandbox's subscription and pays.
    const claimed = await maybeOne(
      deps.db,
      sql`update portal.sandbox_subscriptions
          set status = 'active', current_start = ${period.start}::timestamptz, current_end = ${period.end}::timestamptz,
              updated_at = now()
          where id = ${row.subscription_id} and status <> 'active' and status <> 'cancelled'
          returning id`,
    );
    if (!claimed) throw conflict('This subscription is already being paid');
    const paymentId = sandboxId('pay');
    const invoiceId = sandboxId('inv');
    const amount = row.price_monthly * 100;
    const payment = {
      id: paymentId,
      entity: 'payment',
      amount,
      currency: row.currency,
      status: 'captured',
      method: 'card',
      captured: true,
      customer_id: row.customer_id,
      subscription_id: row.subscription_id,
      invoice_id: invoiceId,
      created_at: seconds(now),
    };
    const subscription = { entity: subscriptionEntity(row, 'active', period) };
    deliveries.push(
      signed(deps, 'subscription.activated', { contains: ['subscription'], payload: { subscription } }, now),
      signed(
        deps,
        'payment.captured',
        { contains: ['payment'], payload: { payment: { entity: payment } } },
        now,
      ),
      signed(
        deps,
        'invoice.paid',
        {
          contains: ['invoice', 'payment'],
          payload: {
            payment: { entity: payment },
            invoice: {
              entity: {
                id: invoiceId,
                entity: 'invoice',
                status: 'paid',
                customer_id: row.customer_id,
                subscription_id: row.subscription_id,
                payment_id: paymentId,
                amount,
                amount_paid: amount,
                currency: row.currency,
                issued_at: seconds(now),
                paid_at: seconds(now),
                billing_start: seconds(period.start),
                billing_end: seconds(period.end),
              },
            },
          },
        },
        now,
      ),
    );
  }
  for (const delivery of deliveries) {
    const answer = await deliverToWebhook(root, delivery, correlationId);
    if (answer.status !== 200)
      throw new Error(`the webhook refused the sandbox's ${delivery.event}: HTTP ${answer.status}`);
  }
  const after = await maybeOne<{ status: TenantStatus }>(
    deps.db,
    sql`select status from portal.tenants where id = ${row.tenant_id}::uuid`,
  );
  return { outcome, tenant: { id: row.tenant_id, status: after?.status ?? row.tenant_status } };
}
