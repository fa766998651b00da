import { sql } from '@platform/kernel/db';
import type { InjectOptions } from 'fastify';
import { sandboxProvider } from '../src/payments/sandbox.js';
import { billingReminderTick, REMINDER_OFFSETS, runBillingReminders } from '../src/reminders/service.js';
import { API, countRows, type PortalUnderTest, SERVICE_SECRET, signupBody, startPortal } from './harness.js';

let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const inject = (opts: InjectOptions) => portal.svc.app.inject(opts);
const DAY = 86_400_000;
const RENEWAL = new Date('2027-03-31T10:30:00Z');

/** A signed-up tenant whose sandbox subscription was paid (or then halted/cancelled), renewing on RENEWAL. */
async function tenantWith(events: string[]): Promise<{ id: string; email: string }> {
  const body = signupBody();
  const res = await inject({ method: 'POST', url: `${API}/tenants/signup`, payload: body });
  const { tenant, subscription } = res.json().data;
  for (const event of events) {
    const sim = await inject({
      method: 'POST',
      url: `${API}/sandbox/tenants/${tenant.id}/events`,
      headers: { 'x-service-secret': SERVICE_SECRET },
      payload: { event },
    });
    expect(sim.json().data.webhookStatus).toBe(200);
  }
  await portal.svc.backends.db.query(
    sql`update portal.sandbox_subscriptions set current_end = ${RENEWAL}::timestamptz where id = ${subscription.id}`,
  );
  return { id: tenant.id, email: body.email };
}

const run = (now: Date) =>
  runBillingReminders(
    {
      db: portal.svc.backends.db,
      mailer: portal.svc.backends.mailer,
      payments: sandboxProvider(portal.svc.backends.db),
      logger: portal.svc.backends.logger,
    },
    now,
  );

describe('billing reminders', () => {
  it('mails the tenant admin 90, 30, 15, 7, 3, 2 and 1 days before the renewal date, each once, skipping suspended and cancelled tenants', async () => {
    const active = await tenantWith(['subscription.activated']);
    const halted = await tenantWith(['subscription.activated', 'subscription.halted']);
    const cancelled = await tenantWith(['subscription.activated', 'subscription.cancelled']);
    const unpaid = await tenantWith([]);

    // Every day from 100 days before to the renewal day, twice a day, at two times of day.
    for (let daysBefore = 100; daysBefore >= 0; daysBefore -= 1) {
      const morning = new Date(RENEWAL.getTime() - daysBefore * DAY - 10 * 3_600_000);
      await run(morning);
      const [a, b] = await Promise.all([run(new Date(morning.getTime() + 12 * 3_600_000)), run(morning)]);
      expect(a.sent + b.sent).toBe(0);
    }

    const mails = await portal.svc.mailbox();
    const toActive = mails.filter((m) => m.to.includes(active.email));
    expect(toActive.map((m) => m.subject)).toEqual(
      REMINDER_OFFSETS.map(
        (d) => `Your Growth subscription renews ${d === 1 ? 'tomorrow' : `in ${d} days`} (2027-03-31)`,
      ),
    );
    expect(toActive[0]?.text).toContain('2999 INR a month');
    for (const skipped of [halted, cancelled, unpaid]) {
      expect(mails.filter((m) => m.to.includes(skipped.email))).toEqual([]);
      expect(
        await countRows(portal.svc, 'billing_reminders_sent', sql`tenant_id = ${skipped.id}::uuid`),
      ).toBe(0);
    }
    const { rows } = await portal.svc.backends.db.query<{ days_before: number }>(
      sql`select days_before from portal.billing_reminders_sent where tenant_id = ${active.id}::uuid order by days_before desc`,
    );
    expect(rows.map((r) => r.days_before)).toEqual([...REMINDER_OFFSETS]);
  }, 60_000);

  it('a reminder whose mail fails is not recorded, so the next run sends it', async () => {
    const active = await tenantWith(['subscription.activated']);
    const now = new Date(RENEWAL.getTime() - 7 * DAY);
    const deps = {
      db: portal.svc.backends.db,
      payments: sandboxProvider(portal.svc.backends.db),
      logger: portal.svc.backends.logger,
    };
    const failing = {
      kind: 'file' as const,
      send: () => Promise.reject(new Error('smtp down')),
      close: async () => {},
    };
    await expect(runBillingReminders({ ...deps, mailer: failing }, now)).rejects.toThrow('smtp down');
    expect(await countRows(portal.svc, 'billing_reminders_sent', sql`tenant_id = ${active.id}::uuid`)).toBe(
      0,
    );
    expect((await run(now)).sent).toBe(1);
    expect(await countRows(portal.svc, 'billing_reminders_sent', sql`tenant_id = ${active.id}::uuid`)).toBe(
      1,
    );
  });
});

describe('the daily job', () => {
  it('works once per UTC day however often it ticks', async () => {
    await tenantWith(['subscription.activated']);
    const deps = {
      db: portal.svc.backends.db,
      mailer: portal.svc.backends.mailer,
      payments: sandboxProvider(portal.svc.backends.db),
      logger: portal.svc.backends.logger,
    };
    const morning = new Date(RENEWAL.getTime() - 3 * DAY - 9 * 3_600_000);
    const first = await billingReminderTick(deps, morning);
    expect(first?.sent).toBeGreaterThanOrEqual(1);
    expect(await billingReminderTick(deps, new Date(morning.getTime() + 10 * 3_600_000))).toBeNull();
    expect(await billingReminderTick(deps, new Date(morning.getTime() + DAY))).not.toBeNull();
  });
});
