import { randomBytes } from 'node:crypto';
import { type Db, maybeOne, sql } from '@platform/kernel/db';
import type { PaymentProvider } from '../shared/payment-provider.js';

const localId = (prefix: string) => `${prefix}_sbx${randomBytes(7).toString('hex')}`;

/**
 * The embedded payment provider: customers and subscriptions are rows of the portal's schema,
 * with ids shaped like Razorpay's. A subscription becomes active when its activation event is
 * delivered (sandbox/service.ts), which also sets its billing period.
 */
export function sandboxProvider(db: Db): PaymentProvider {
  return {
    name: 'sandbox',
    async createCustomer(customer) {
      const id = localId('cust');
      await db.query(sql`
        insert into portal.sandbox_customers (id, name, email, notes)
        values (${id}, ${customer.name}, ${customer.email}, ${JSON.stringify({ tenantId: customer.tenantId })}::jsonb)`);
      return { id };
    },
    async discardCustomer(id) {
      await db.query(sql`delete from portal.sandbox_customers where id = ${id}`);
    },
    async createSubscription(subscription) {
      const id = localId('sub');
      await db.query(sql`
        insert into portal.sandbox_subscriptions (id, customer_id, plan_id, notes)
        values (${id}, ${subscription.customerId}, ${subscription.planId},
                ${JSON.stringify({ tenantId: subscription.tenantId })}::jsonb)`);
      return { id, customerId: subscription.customerId, status: 'created' };
    },
    // No billing cycles to serve out: a customer's cancellation takes effect at once.
    cancelsAtCycleEnd: false,
    async cancelSubscription(id) {
      await db.query(sql`
        update portal.sandbox_subscriptions set status = 'cancelled', updated_at = now() where id = ${id}`);
    },
    async renewalDate(subscriptionId) {
      const row = await maybeOne<{ current_end: Date | null; status: string }>(
        db,
        sql`select current_end, status from portal.sandbox_subscriptions where id = ${subscriptionId}`,
      );
      return row && row.status === 'active' ? row.current_end : null;
    },
  };
}
