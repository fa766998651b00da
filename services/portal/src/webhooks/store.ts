import type { Queryable } from '@platform/kernel/db';
import { sql } from '@platform/kernel/db';

export interface PaymentRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly subscriptionId: string | null;
  readonly invoiceId: string | null;
  readonly status: 'captured' | 'failed';
  readonly amountPaise: number;
  readonly currency: string;
  readonly method: string | null;
  readonly failureReason: string | null;
  readonly at: Date;
  readonly eventId: string;
}

/**
 * A payment the provider reported. Several events carry the same payment (captured, the invoice
 * paid, the subscription charged): the first one writes it, a capture reported later wins over
 * a failure, and what a later event adds (the method, the invoice) fills what was missing.
 */
export async function recordPayment(q: Queryable, p: PaymentRecord): Promise<void> {
  await q.query(sql`
    insert into portal.payments (id, tenant_id, subscription_id, invoice_id, status, amount_paise, currency, method,
                                 failure_reason, at, event_id)
    values (${p.id}, ${p.tenantId}::uuid, ${p.subscriptionId}, ${p.invoiceId}, ${p.status}, ${p.amountPaise},
            ${p.currency}, ${p.method}, ${p.failureReason}, ${p.at}::timestamptz, ${p.eventId})
    on conflict (id) do update set
      status = case when excluded.status = 'captured' then 'captured' else portal.payments.status end,
      failure_reason = case when excluded.status = 'captured' then null else portal.payments.failure_reason end,
      subscription_id = coalesce(portal.payments.subscription_id, excluded.subscription_id),
      invoice_id = coalesce(portal.payments.invoice_id, excluded.invoice_id),
      method = coalesce(portal.payments.method, excluded.method)
    where portal.payments.tenant_id = excluded.tenant_id`);
}

export interface InvoiceRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly subscriptionId: string | null;
  readonly paymentId: string | null;
  readonly status: string;
  readonly amountPaise: number;
  readonly currency: string;
  readonly issuedAt: Date;
  readonly paidAt: Date | null;
  readonly periodStart: Date | null;
  readonly periodEnd: Date | null;
  readonly eventId: string;
}

/** An invoice the provider reported; a later report of the same invoice brings its status up to date. */
export async function recordInvoice(q: Queryable, i: InvoiceRecord): Promise<void> {
  await q.query(sql`
    insert into portal.invoices (id, tenant_id, subscription_id, payment_id, status, amount_paise, currency, issued_at,
                                 paid_at, period_start, period_end, event_id)
    values (${i.id}, ${i.tenantId}::uuid, ${i.subscriptionId}, ${i.paymentId}, ${i.status}, ${i.amountPaise},
            ${i.currency}, ${i.issuedAt}::timestamptz, ${i.paidAt}::timestamptz, ${i.periodStart}::timestamptz,
            ${i.periodEnd}::timestamptz, ${i.eventId})
    on conflict (id) do update set
      status = excluded.status,
      paid_at = coalesce(excluded.paid_at, portal.invoices.paid_at),
      payment_id = coalesce(excluded.payment_id, portal.invoices.payment_id)
    where portal.invoices.tenant_id = excluded.tenant_id`);
}
