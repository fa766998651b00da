import { many, maybeOne, sql } from '@platform/kernel/db';
import { createScheduler } from '@platform/kernel/jobs';
import type { PortalDeps } from '../shared/deps.js';

/** Days before the billing date on which a reminder goes out: one fixed schedule for every tenant. */
export const REMINDER_OFFSETS = [90, 30, 15, 7, 3, 2, 1] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of an instant, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Whole days from `from`'s UTC day to `to`'s UTC day. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(utcDay(to)) - Date.parse(utcDay(from))) / DAY_MS);
}

interface BillableTenant {
  readonly id: string;
  readonly name: string;
  readonly admin_email: string;
  readonly plan_name: string;
  readonly price_monthly: number;
  readonly currency: string;
  readonly provider_subscription_id: string;
}

export interface ReminderRun {
  readonly checked: number;
  readonly sent: number;
}

function reminderMail(tenant: BillableTenant, renewal: Date, days: number) {
  const when = days === 1 ? 'tomorrow' : `in ${days} days`;
  return {
    to: tenant.admin_email,
    subject: `Your ${tenant.plan_name} subscription renews ${when} (${utcDay(renewal)})`,
    text: [
      `Hello ${tenant.name},`,
      '',
      `Your ${tenant.plan_name} subscription renews ${when}, on ${utcDay(renewal)}.`,
      `The plan's price is ${tenant.price_monthly} ${tenant.currency} a month.`,
      'Nothing needs doing if your payment method is up to date.',
    ].join('\n'),
  };
}

/**
 * Sends the billing reminders due on `now`'s day. Only active tenants with an active
 * subscription are asked about (cancelled, halted and suspended ones are skipped, and so is one
 * whose customer cancelled at the cycle's end: it will not renew); the renewal
 * date comes from the payment provider. Each (tenant, renewal date, days before) is claimed by
 * a row in `billing_reminders_sent` in the transaction that sends its mail: a second run, on
 * any replica, sends nothing again; a mail that fails rolls its claim back for the next run.
 */
export async function runBillingReminders(
  deps: Pick<PortalDeps, 'db' | 'mailer' | 'payments' | 'logger'>,
  now: Date = new Date(),
): Promise<ReminderRun> {
  const tenants = await many<BillableTenant>(
    deps.db,
    sql`select t.id, t.name, t.admin_email, p.name as plan_name, p.price_monthly, p.currency, t.provider_subscription_id
        from portal.tenants t join portal.plans p on p.slug = t.plan
        where t.status = 'active' and t.subscription_status = 'active' and t.provider_subscription_id is not null
          and t.cancelled_at is null
        order by t.id`,
  );
  let sent = 0;
  for (const tenant of tenants) {
    let renewal: Date | null;
    try {
      renewal = await deps.payments.renewalDate(tenant.provider_subscription_id);
    } catch (err) {
      deps.logger.warn(
        { err, tenantId: tenant.id },
        'renewal date unavailable; the tenant is asked again next run',
      );
      continue;
    }
    if (!renewal) continue;
    const days = daysBetween(now, renewal);
    if (!(REMINDER_OFFSETS as readonly number[]).includes(days)) continue;
    await deps.db.transaction(async (tx) => {
      const claimed = await maybeOne(
        tx,
        sql`insert into portal.billing_reminders_sent (tenant_id, renewal_date, days_before)
            values (${tenant.id}::uuid, ${utcDay(renewal)}::date, ${days})
            on conflict do nothing returning tenant_id`,
      );
      if (!claimed) return;
      await deps.mailer.send(reminderMail(tenant, renewal, days));
      sent += 1;
    });
  }
  return { checked: tenants.length, sent };
}

/**
 * One tick of the daily job: the day's run, unless a run of that UTC day already finished.
 * Returns the run, or null when the day was already done.
 */
export async function billingReminderTick(
  deps: Pick<PortalDeps, 'db' | 'mailer' | 'payments' | 'logger'>,
  now: Date = new Date(),
): Promise<ReminderRun | null> {
  const day = utcDay(now);
  const done = await maybeOne(
    deps.db,
    sql`select day from portal.billing_reminder_days where day = ${day}::date`,
  );
  if (done) return null;
  const run = await runBillingReminders(deps, now);
  await deps.db.query(sql`
    insert into portal.billing_reminder_days (day, reminders_sent) values (${day}::date, ${run.sent})
    on conflict do nothing`);
  deps.logger.info({ day, ...run }, 'billing reminders sent');
  return run;
}

/**
 * The daily job: it ticks every BILLING_REMINDER_INTERVAL_MS on one replica at a time (the
 * scheduler's advisory lock) and does its work once per UTC day, recorded when it finishes, so
 * that a restart neither skips a day nor repeats one, and a failed run is tried again next tick.
 */
export function startBillingReminderJob(deps: PortalDeps): { stop(): Promise<void> } {
  const scheduler = createScheduler({ db: deps.db, schema: 'portal', logger: deps.logger });
  scheduler.every('billing-reminders', deps.config.BILLING_REMINDER_INTERVAL_MS, async () => {
    const day = utcDay(new Date());
    const done = await maybeOne(
      deps.db,
      sql`select day from portal.billing_reminder_days where day = ${day}::date`,
    );
    if (done) return;
    const run = await runBillingReminders(deps);
    await deps.db.query(sql`
      insert into portal.billing_reminder_days (day, reminders_sent) values (${day}::date, ${run.sent})
      on conflict do nothing`);
    deps.logger.info({ day, ...run }, 'billing reminders sent');
  });
  scheduler.start();
  return { stop: () => scheduler.stop() };
}
