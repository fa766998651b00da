import { many, maybeOne, sql } from '@platform/kernel/db';
import { createScheduler } from '@platform/kernel/jobs';
import type { ComplianceDeps } from '../shared/deps.js';
import { today } from '../timeline/dates.js';

interface DueReminder {
  readonly instance_id: string;
  readonly tenant_id: string;
  readonly due_date: string;
  readonly days_before: number;
  readonly workflow_name: string;
  readonly legal_reference: string | null;
  readonly penalty: string | null;
  readonly entity_name: string;
}

/** Open instances whose due date is one of their template's `reminderDaysBefore` away from `day`. */
function dueOn(db: ComplianceDeps['db'], day: string): Promise<DueReminder[]> {
  return many<DueReminder>(
    db,
    sql`select i.id as instance_id, i.tenant_id, i.due_date::text as due_date,
               (i.due_date - ${day}::date) as days_before, t.workflow_name, t.legal_reference,
               t.timeline_logic ->> 'penaltyDescription' as penalty, e.name as entity_name
        from compliance.workflow_instances i
        join compliance.workflow_templates t on t.id = i.template_id
        join compliance.entities e on e.id = i.entity_id
        where i.status <> 'COMPLETED' and i.due_date >= ${day}::date
          and jsonb_typeof(t.timeline_logic -> 'reminderDaysBefore') = 'array'
          and t.timeline_logic -> 'reminderDaysBefore' @> to_jsonb(i.due_date - ${day}::date)
        order by i.due_date, i.id`,
  );
}

function mailOf(r: DueReminder) {
  const when = r.days_before === 1 ? 'tomorrow' : `in ${r.days_before} days`;
  const lines = [
    `${r.workflow_name} for ${r.entity_name} is due ${when}, on ${r.due_date}.`,
    r.legal_reference ? `Legal reference: ${r.legal_reference}` : undefined,
    r.penalty ? `If missed: ${r.penalty}` : undefined,
    '',
    `Workflow instance ${r.instance_id}.`,
  ].filter((l) => l !== undefined);
  return { subject: `Due ${when}: ${r.workflow_name} (${r.entity_name})`, text: lines.join('\n') };
}

/**
 * Sends the reminders due on `day` (default today) to the administrators of each instance's
 * tenant. Each (instance, due date, lead time) is claimed by a row in `workflow_reminders` in the
 * transaction that sends its mail: a second run on the same day, on any replica, finds the row
 * and sends nothing; a mail that fails rolls its claim back, so the next run tries again.
 */
export async function runReminders(
  deps: Pick<ComplianceDeps, 'db' | 'mailer'>,
  day: string = today(),
): Promise<number> {
  let sent = 0;
  for (const reminder of await dueOn(deps.db, day)) {
    await deps.db.transaction(async (tx) => {
      const claimed = await maybeOne(
        tx,
        sql`insert into compliance.workflow_reminders (instance_id, due_date, days_before)
            values (${reminder.instance_id}::uuid, ${reminder.due_date}::date, ${reminder.days_before})
            on conflict do nothing returning instance_id`,
      );
      if (!claimed) return;
      const admins = await many<{ email: string }>(
        tx,
        sql`select u.email from compliance.users u join compliance.roles r on r.id = u.role_id
            where u.tenant_id = ${reminder.tenant_id}::uuid and r.name = 'admin' order by u.email`,
      );
      if (admins.length === 0) return;
      await deps.mailer.send({ to: admins.map((a) => a.email), ...mailOf(reminder) });
      sent += 1;
    });
  }
  return sent;
}

/** How often the job looks; the claim rows make each reminder go out once, however often it runs. */
const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** The reminder job: once per tick across replicas (the scheduler's lock), hourly so a restart never skips a day. */
export function startReminderJob(deps: ComplianceDeps): { stop(): Promise<void> } {
  const scheduler = createScheduler({ db: deps.db, schema: 'compliance', logger: deps.logger });
  scheduler.every('workflow-reminders', REMINDER_INTERVAL_MS, async () => {
    await runReminders(deps);
  });
  scheduler.start();
  return { stop: () => scheduler.stop() };
}
