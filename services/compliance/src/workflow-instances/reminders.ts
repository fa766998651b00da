import { createScheduler } from '@platform/kernel/jobs';
import { administratorsOf, claimReminder, type DueReminder, remindersDueOn } from '../reminders/store.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { today } from '../timeline/dates.js';

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
 * tenant. Each (instance, due date, lead time) is claimed by a row in `workflow_reminders`, which
 * records the recipients and the subject, in the transaction that sends its mail: a second run
 * on the same day, on any replica, finds the row and sends nothing; a mail that fails rolls its
 * claim back, so the next run tries again. A tenant without an administrator claims nothing, so
 * that one added later that day still gets it.
 */
export async function runReminders(
  deps: Pick<ComplianceDeps, 'db' | 'mailer'>,
  day: string = today(),
): Promise<number> {
  let sent = 0;
  for (const reminder of await remindersDueOn(deps.db, day)) {
    await deps.db.transaction(async (tx) => {
      const admins = await administratorsOf(tx, reminder.tenant_id);
      if (admins.length === 0) return;
      const mail = mailOf(reminder);
      const claimed = await claimReminder(tx, {
        instanceId: reminder.instance_id,
        tenantId: reminder.tenant_id,
        dueDate: reminder.due_date,
        daysBefore: reminder.days_before,
        recipients: admins,
        subject: mail.subject,
      });
      if (!claimed) return;
      await deps.mailer.send({ to: admins, ...mail });
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
