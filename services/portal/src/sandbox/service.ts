import { randomUUID } from 'node:crypto';
import { maybeOne, sql } from '@platform/kernel/db';
import { notFound, validationError } from '@platform/kernel/errors';
import { signWebhook } from '../payments/signature.js';
import type { PortalDeps } from '../shared/deps.js';
import { HANDLED_EVENTS, type HandledEvent } from '../webhooks/service.js';

export const SIMULATED_EVENTS = HANDLED_EVENTS;

export interface SignedDelivery {
  readonly eventId: string;
  readonly body: string;
  readonly signature: string;
}

/** One calendar month after `from`, as a billing period would run. */
function monthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * What the sandbox provider does when a payment happens (or fails) for a tenant: changes its own
 * subscription row as Razorpay would, then writes the event Razorpay would send, signed with
 * the webhook secret. The caller delivers it to the webhook, which checks it like any other.
 */
export async function simulateProviderEvent(
  deps: Pick<PortalDeps, 'db' | 'config'>,
  tenant: string,
  event: HandledEvent,
  now: Date = new Date(),
): Promise<SignedDelivery> {
  if (deps.config.PAYMENT_PROVIDER !== 'sandbox')
    throw validationError('Payments are simulated only with PAYMENT_PROVIDER=sandbox');
  const row = await maybeOne<{
    tenant_id: string;
    subscription_id: string;
    customer_id: string;
    plan_id: string;
  }>(
    deps.db,
    sql`select t.id as tenant_id, s.id as subscription_id, s.customer_id, s.plan_id
        from portal.tenants t join portal.sandbox_subscriptions s on s.id = t.provider_subscription_id
        where t.id::text = ${tenant} or t.slug = ${tenant}`,
  );
  if (!row) throw notFound('Sandbox subscription of this tenant');
  const status = {
    'subscription.activated': 'active',
    'subscription.cancelled': 'cancelled',
    'subscription.halted': 'halted',
  } as const;
  if (event !== 'payment.failed') {
    await deps.db.query(sql`
      update portal.sandbox_subscriptions
      set status = ${status[event]}, updated_at = now(),
          current_start = case when ${event} = 'subscription.activated' then ${now}::timestamptz else current_start end,
          current_end = case when ${event} = 'subscription.activated' then ${monthAfter(now)}::timestamptz else current_end end
      where id = ${row.subscription_id}`);
  }
  const entity = {
    id: row.subscription_id,
    entity: 'subscription',
    plan_id: row.plan_id,
    customer_id: row.customer_id,
    status: event === 'payment.failed' ? 'pending' : status[event],
    notes: { tenantId: row.tenant_id },
  };
  const payment =
    event === 'payment.failed'
      ? {
          payment: {
            entity: {
              id: `pay_sbx${randomUUID().replaceAll('-', '').slice(0, 14)}`,
              entity: 'payment',
              status: 'failed',
              customer_id: row.customer_id,
              error_code: 'BAD_REQUEST_ERROR',
              error_description: 'Payment declined by the sandbox',
            },
          },
        }
      : {};
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: event === 'payment.failed' ? ['subscription', 'payment'] : ['subscription'],
    payload: { subscription: { entity }, ...payment },
    created_at: Math.floor(now.getTime() / 1000),
  });
  return {
    eventId: `evt_sbx${randomUUID().replaceAll('-', '').slice(0, 14)}`,
    body,
    signature: signWebhook(deps.config.PAYMENT_WEBHOOK_SECRET, body),
  };
}
