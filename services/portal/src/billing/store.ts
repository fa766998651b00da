import { many, maybeOne, type Queryable, sql } from '@platform/kernel/db';
import type { SubscriptionStatus, TenantStatus } from '../webhooks/service.js';

export interface BilledTenantRow {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly status: TenantStatus;
  readonly plan: string;
  readonly app: string;
  readonly unit_kind: 'garment' | 'footwear' | 'other';
  readonly created_at: Date;
  readonly activated_at: Date | null;
  readonly provisioned_at: Date | null;
  readonly subscription_status: SubscriptionStatus;
  readonly provider_subscription_id: string | null;
  readonly cancelled_at: Date | null;
  readonly cancel_reason: string | null;
  readonly plan_name: string;
  readonly price_monthly: number;
  readonly currency: string;
}

export function findBilledTenant(q: Queryable, id: string): Promise<BilledTenantRow | undefined> {
  return maybeOne<BilledTenantRow>(
    q,
    sql`select t.id, t.name, t.slug, t.status, t.plan, t.app, t.unit_kind, t.created_at, t.activated_at,
               t.provisioned_at, t.subscription_status, t.provider_subscription_id, t.cancelled_at, t.cancel_reason,
               p.name as plan_name, p.price_monthly, p.currency
        from portal.tenants t join portal.plans p on p.slug = t.plan
        where t.id = ${id}::uuid`,
  );
}

/** Rows shown on the billing page: enough for years of monthly billing. */
const SHOWN = 100;

export interface InvoiceRow {
  readonly id: string;
  readonly status: string;
  readonly amount: number;
  readonly currency: string;
  readonly issued_at: Date;
  readonly paid_at: Date | null;
  readonly period_start: Date | null;
  readonly period_end: Date | null;
}

export function invoicesOf(q: Queryable, tenantId: string): Promise<InvoiceRow[]> {
  return many<InvoiceRow>(
    q,
    sql`select id, status, (amount_paise / 100.0)::float8 as amount, currency, issued_at, paid_at, period_start,
               period_end
        from portal.invoices where tenant_id = ${tenantId}::uuid
        order by issued_at desc, id desc limit ${SHOWN}`,
  );
}

export interface PaymentRow {
  readonly id: string;
  readonly status: 'captured' | 'failed';
  readonly amount: number;
  readonly currency: string;
  readonly method: string | null;
  readonly at: Date;
  readonly failure_reason: string | null;
}

export function paymentsOf(q: Queryable, tenantId: string): Promise<PaymentRow[]> {
  return many<PaymentRow>(
    q,
    sql`select id, status, (amount_paise / 100.0)::float8 as amount, currency, method, at, failure_reason
        from portal.payments where tenant_id = ${tenantId}::uuid
        order by at desc, recorded_at desc, id desc limit ${SHOWN}`,
  );
}

export interface ReminderRow {
  readonly renewal_date: string;
  readonly days_before: number;
  readonly sent_at: Date;
}

export function remindersOf(q: Queryable, tenantId: string): Promise<ReminderRow[]> {
  return many<ReminderRow>(
    q,
    sql`select to_char(renewal_date, 'YYYY-MM-DD') as renewal_date, days_before, sent_at
        from portal.billing_reminders_sent where tenant_id = ${tenantId}::uuid
        order by sent_at desc, renewal_date desc, days_before limit ${SHOWN}`,
  );
}

/**
 * Marks the subscription as cancelled by its customer, unless it already is (asked before, or
 * ended by the provider): the row is the claim, so of two requests at once one goes on.
 */
export async function claimCancellation(
  q: Queryable,
  tenantId: string,
  reason: string | null,
): Promise<boolean> {
  const row = await maybeOne(
    q,
    sql`update portal.tenants set cancelled_at = now(), cancel_reason = ${reason}, updated_at = now()
        where id = ${tenantId}::uuid and cancelled_at is null and subscription_status <> 'cancelled'
        returning id`,
  );
  return row !== undefined;
}

/** Takes back a claim whose cancellation the provider did not make. */
export async function releaseCancellation(q: Queryable, tenantId: string): Promise<void> {
  await q.query(sql`
    update portal.tenants set cancelled_at = null, cancel_reason = null, updated_at = now()
    where id = ${tenantId}::uuid and subscription_status <> 'cancelled'`);
}
