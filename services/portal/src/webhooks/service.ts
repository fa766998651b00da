import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import { type AlertSeverity, insertAlerts, type NewAlert } from '../alerts/store.js';
import { recordAudit } from '../audit/store.js';
import { enqueueProvisioning, enqueueStatusSync } from '../provisioning/service.js';
import type { PortalDeps } from '../shared/deps.js';
import { recordInvoice, recordPayment } from './store.js';

/** Events that move the tenant's status. */
export const SUBSCRIPTION_EVENTS = [
  'subscription.activated',
  'subscription.cancelled',
  'subscription.halted',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/** Events whose payment and invoice are kept for the tenant's billing page; `payment.failed` also alerts. */
export const RECORDED_EVENTS = [
  'payment.failed',
  'payment.captured',
  'invoice.paid',
  'subscription.charged',
] as const;

export const HANDLED_EVENTS = [...SUBSCRIPTION_EVENTS, ...RECORDED_EVENTS] as const;
export type HandledEvent = (typeof HANDLED_EVENTS)[number];

/** What the portal reads from a provider event, in Razorpay's shape (the sandbox sends the same). */
export interface ProviderEvent {
  readonly event: string;
  readonly subscriptionId: string | undefined;
  readonly customerId: string | undefined;
  /** When the provider created the event; null when it did not say. */
  readonly createdAt: Date | null;
  readonly payment: Record<string, unknown> | undefined;
  readonly invoice: Record<string, unknown> | undefined;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** 9999-12-31T23:59:59Z. */
const LATEST_EVENT_SECONDS = 253_402_300_799;

export function readEvent(body: unknown): ProviderEvent {
  const b = record(body);
  const payload = record(b.payload);
  const subscription = record(record(payload.subscription).entity);
  const paymentEntity = record(payload.payment).entity;
  const payment = paymentEntity === undefined ? undefined : record(paymentEntity);
  const invoiceEntity = record(payload.invoice).entity;
  const invoice = invoiceEntity === undefined ? undefined : record(invoiceEntity);
  // Seconds since 1970 up to the end of year 9999: anything else is no date PostgreSQL can keep,
  // and the event counts as undated.
  const created =
    typeof b.created_at === 'number' && b.created_at >= 0 && b.created_at <= LATEST_EVENT_SECONDS
      ? b.created_at
      : undefined;
  return {
    event: text(b.event) ?? '',
    subscriptionId: text(subscription.id) ?? text(payment?.subscription_id) ?? text(invoice?.subscription_id),
    customerId: text(subscription.customer_id) ?? text(payment?.customer_id) ?? text(invoice?.customer_id),
    createdAt: created === undefined ? null : new Date(created * 1000),
    payment,
    invoice,
  };
}

export type TenantStatus = 'pending_payment' | 'active' | 'suspended';
export type SubscriptionStatus = 'created' | 'active' | 'halted' | 'cancelled';

export interface TenantState {
  readonly status: TenantStatus;
  readonly subscriptionStatus: SubscriptionStatus;
  readonly lastEventAt: Date | null;
}

export type Transition =
  | { readonly kind: 'move'; readonly status: TenantStatus; readonly subscriptionStatus: SubscriptionStatus }
  | { readonly kind: 'skip'; readonly reason: 'stale' | 'undated' | 'cancelled' | 'unchanged' };

/**
 * The tenant state machine of the subscription events. `cancelled` is final: no later event,
 * whatever order it arrives in, brings the tenant back. An event older than the last one
 * applied to the tenant changes nothing (a late `activated` after a `halted`), and so does an
 * event without a date once a dated one has been applied: its place in the order is unknown, so
 * it may not override a state known to be later. A halted subscription that the provider
 * activates again makes the tenant active again.
 */
export function transitionOf(
  state: TenantState,
  event: SubscriptionEvent,
  createdAt: Date | null,
): Transition {
  if (state.subscriptionStatus === 'cancelled') return { kind: 'skip', reason: 'cancelled' };
  if (state.lastEventAt && !createdAt) return { kind: 'skip', reason: 'undated' };
  if (createdAt && state.lastEventAt && createdAt < state.lastEventAt)
    return { kind: 'skip', reason: 'stale' };
  const next: Record<typeof event, Transition> = {
    'subscription.activated': { kind: 'move', status: 'active', subscriptionStatus: 'active' },
    'subscription.cancelled': { kind: 'move', status: 'suspended', subscriptionStatus: 'cancelled' },
    'subscription.halted': { kind: 'move', status: 'suspended', subscriptionStatus: 'halted' },
  };
  const target = next[event];
  if (
    target.kind === 'move' &&
    target.status === state.status &&
    target.subscriptionStatus === state.subscriptionStatus
  )
    return { kind: 'skip', reason: 'unchanged' };
  return target;
}

/** A provider timestamp (seconds since 1970) as a date, or undefined when it is none. */
function secondsToDate(value: unknown): Date | undefined {
  return typeof value === 'number' && value > 0 && value <= LATEST_EVENT_SECONDS
    ? new Date(value * 1000)
    : undefined;
}

const paise = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/**
 * Keeps the payment and the invoice an event carries, for the tenant's billing page, in the
 * event's transaction. Only what the provider said is stored: an entity without an id or an
 * amount is left out rather than guessed.
 */
async function recordMoney(
  tx: Queryable,
  eventId: string,
  event: ProviderEvent,
  name: HandledEvent,
  tenantId: string,
): Promise<void> {
  const at = event.createdAt ?? new Date();
  const payment = event.payment;
  const paymentId = text(payment?.id);
  const paymentAmount = paise(payment?.amount);
  if (payment && paymentId && paymentAmount !== undefined) {
    const failed = name === 'payment.failed';
    await recordPayment(tx, {
      id: paymentId,
      tenantId,
      subscriptionId: event.subscriptionId ?? null,
      invoiceId: text(payment.invoice_id) ?? text(event.invoice?.id) ?? null,
      status: failed ? 'failed' : 'captured',
      amountPaise: paymentAmount,
      currency: text(payment.currency) ?? 'INR',
      method: text(payment.method) ?? null,
      failureReason: failed ? (text(payment.error_description) ?? null) : null,
      at: secondsToDate(payment.created_at) ?? at,
      eventId,
    });
  }
  const invoice = event.invoice;
  const invoiceId = text(invoice?.id);
  const invoiceAmount = paise(invoice?.amount) ?? paise(invoice?.amount_paid);
  if (invoice && invoiceId && invoiceAmount !== undefined) {
    await recordInvoice(tx, {
      id: invoiceId,
      tenantId,
      subscriptionId: event.subscriptionId ?? null,
      paymentId: text(invoice.payment_id) ?? paymentId ?? null,
      status: text(invoice.status) ?? (name === 'invoice.paid' ? 'paid' : 'issued'),
      amountPaise: invoiceAmount,
      currency: text(invoice.currency) ?? 'INR',
      issuedAt: secondsToDate(invoice.issued_at) ?? secondsToDate(invoice.created_at) ?? at,
      paidAt: secondsToDate(invoice.paid_at) ?? (name === 'invoice.paid' ? at : null),
      periodStart: secondsToDate(invoice.billing_start) ?? null,
      periodEnd: secondsToDate(invoice.billing_end) ?? null,
      eventId,
    });
  }
}

interface TenantRow {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly status: TenantStatus;
  readonly subscription_status: SubscriptionStatus;
  readonly last_event_at: Date | null;
  readonly provisioned_at: Date | null;
}

const ALERTS: Record<SubscriptionEvent, { severity: AlertSeverity; message: string }> = {
  'subscription.activated': { severity: 'info', message: 'Subscription activated: the tenant is active' },
  'subscription.cancelled': {
    severity: 'warning',
    message: 'Subscription cancelled: the tenant is suspended',
  },
  'subscription.halted': {
    severity: 'warning',
    message: 'Subscription halted after failed payments: the tenant is suspended',
  },
};

function findTenant(q: Queryable, event: ProviderEvent): Promise<TenantRow | undefined> {
  return maybeOne<TenantRow>(
    q,
    sql`select id, name, slug, status, subscription_status, last_event_at, provisioned_at from portal.tenants
        where provider_subscription_id = ${event.subscriptionId ?? null}
           or (${event.subscriptionId ?? null}::text is null and provider_customer_id = ${event.customerId ?? null})
        order by created_at limit 1
        for update`,
  );
}

export interface Receipt {
  readonly duplicate: boolean;
  readonly outcome: string;
  readonly tenantId: string | null;
}

async function applyEvent(deps: PortalDeps, tx: Queryable, eventId: string, event: ProviderEvent) {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.event))
    return { outcome: 'ignored', tenantId: null };
  const tenant = await findTenant(tx, event);
  if (!tenant) return { outcome: 'unknown_subscription', tenantId: null };
  const name = event.event as HandledEvent;
  const details = {
    eventId,
    event: name,
    subscriptionId: event.subscriptionId ?? null,
    tenantSlug: tenant.slug,
  };

  await recordMoney(tx, eventId, event, name, tenant.id);
  if (name === 'payment.captured' || name === 'invoice.paid' || name === 'subscription.charged')
    return { outcome: 'recorded', tenantId: tenant.id };

  if (name === 'payment.failed') {
    const payment = event.payment ?? {};
    const paymentDetails = {
      ...details,
      paymentId: text(payment.id) ?? null,
      amount: typeof payment.amount === 'number' ? payment.amount : null,
      currency: text(payment.currency) ?? null,
      reason: text(payment.error_description) ?? null,
    };
    const message = `Payment failed for ${tenant.name}${paymentDetails.reason ? `: ${paymentDetails.reason}` : ''}`;
    const alerts: NewAlert[] = [
      {
        tenantId: tenant.id,
        audience: 'super_admin',
        type: name,
        severity: 'critical',
        message,
        details: paymentDetails,
      },
      {
        tenantId: tenant.id,
        audience: 'tenant',
        type: name,
        severity: 'critical',
        message,
        details: paymentDetails,
      },
    ];
    await insertAlerts(tx, alerts);
    await recordAudit(tx, {
      tenantId: tenant.id,
      action: name,
      entityType: 'subscription',
      entityId: event.subscriptionId,
      source: 'portal',
      details: paymentDetails,
    });
    return { outcome: 'alerted', tenantId: tenant.id };
  }

  const transition = transitionOf(
    {
      status: tenant.status,
      subscriptionStatus: tenant.subscription_status,
      lastEventAt: tenant.last_event_at,
    },
    name,
    event.createdAt,
  );
  if (transition.kind === 'skip') return { outcome: `skipped_${transition.reason}`, tenantId: tenant.id };
  await tx.query(sql`
    update portal.tenants
    set status = ${transition.status}, subscription_status = ${transition.subscriptionStatus},
        last_event_at = greatest(last_event_at, ${event.createdAt}::timestamptz),
        cancelled_at = case when ${transition.subscriptionStatus} = 'cancelled' then coalesce(cancelled_at, now())
                            else cancelled_at end,
        activated_at = case when ${transition.status} = 'active' then now() else activated_at end,
        suspended_at = case when ${transition.status} = 'suspended' then now() else suspended_at end,
        status_seq = status_seq + 1, updated_at = now()
    where id = ${tenant.id}::uuid`);
  await insertAlerts(tx, [{ tenantId: tenant.id, audience: 'tenant', type: name, ...ALERTS[name], details }]);
  await recordAudit(tx, {
    tenantId: tenant.id,
    action: `tenant.${transition.status === 'active' ? 'activated' : 'suspended'}`,
    entityType: 'tenant',
    entityId: tenant.id,
    source: 'portal',
    details: {
      ...details,
      from: tenant.status,
      to: transition.status,
      subscriptionStatus: transition.subscriptionStatus,
    },
  });
  if (transition.status === 'active' && !tenant.provisioned_at)
    await enqueueProvisioning(deps, tx, tenant.id);
  // Not provisioned yet: the provisioning carries a status that changed meanwhile once it is done.
  if (tenant.provisioned_at) await enqueueStatusSync(deps, tx, tenant.id);
  return { outcome: transition.status, tenantId: tenant.id };
}

/**
 * Records a verified provider event and acts on it, in one transaction: the event id is
 * claimed first, so a delivery seen before (by any replica) is acknowledged and does nothing.
 */
export async function receiveEvent(
  deps: PortalDeps,
  eventId: string,
  event: ProviderEvent,
): Promise<Receipt> {
  return deps.db.transaction(async (tx) => {
    const claimed = await maybeOne(
      tx,
      sql`insert into portal.webhook_events (event_id, event, subscription_id, outcome)
          values (${eventId}, ${event.event}, ${event.subscriptionId ?? null}, 'received')
          on conflict (event_id) do nothing returning event_id`,
    );
    if (!claimed) {
      const seen = await maybeOne<{ outcome: string; tenant_id: string | null }>(
        tx,
        sql`select outcome, tenant_id from portal.webhook_events where event_id = ${eventId}`,
      );
      return { duplicate: true, outcome: seen?.outcome ?? 'received', tenantId: seen?.tenant_id ?? null };
    }
    const { outcome, tenantId } = await applyEvent(deps, tx, eventId, event);
    await tx.query(sql`
      update portal.webhook_events set outcome = ${outcome}, tenant_id = ${tenantId}::uuid where event_id = ${eventId}`);
    return { duplicate: false, outcome, tenantId };
  });
}
