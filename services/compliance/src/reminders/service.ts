import { notFound } from '@platform/kernel/errors';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { today } from '../timeline/dates.js';
import {
  administratorsOf,
  scheduledReminders,
  sentReminders,
  tenantHasEntity,
  tenantHasInstance,
} from './store.js';

export interface ReminderQuery {
  readonly entityId?: string | undefined;
  readonly instanceId?: string | undefined;
  readonly limit?: number | undefined;
}

/** What a reminder is about: the instance, its entity and template, the deadline and the lead time. */
interface ReminderSubject {
  instanceId: string;
  entityId: string;
  entityName: string;
  templateId: string;
  workflowName: string;
  dueDate: string;
  daysBefore: number;
}

export interface SentReminder extends ReminderSubject {
  sentAt: string;
  /** Null for reminders sent before their recipients were recorded. */
  recipients: string[] | null;
  subject: string | null;
}

export interface ScheduledReminder extends ReminderSubject {
  sendOn: string;
  /** The tenant's administrators now; the job mails those of the day it sends. */
  recipients: string[];
}

export const DEFAULT_REMINDER_LIMIT = 50;

/**
 * The tenant's deadline reminders: those sent (the latest first) and those still to go out (the
 * soonest first), at most `limit` of each, optionally for one entity or one instance. An entity or
 * instance the tenant does not have is 404, so that another tenant's ids tell nothing.
 */
export async function listReminders(
  { tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db'>,
  query: ReminderQuery,
  now: Date = new Date(),
): Promise<{ sent: SentReminder[]; scheduled: ScheduledReminder[] }> {
  const { db } = deps;
  if (query.entityId !== undefined && !(await tenantHasEntity(db, tenantId, query.entityId)))
    throw notFound('Entity');
  if (query.instanceId !== undefined && !(await tenantHasInstance(db, tenantId, query.instanceId)))
    throw notFound('Workflow instance');
  const filters = { tenantId, entityId: query.entityId, instanceId: query.instanceId };
  const limit = query.limit ?? DEFAULT_REMINDER_LIMIT;
  const [sent, scheduled, admins] = await Promise.all([
    sentReminders(db, filters, limit),
    scheduledReminders(db, filters, today(now), limit),
    administratorsOf(db, tenantId),
  ]);
  return {
    sent: sent.map((r) => ({
      instanceId: r.instance_id,
      entityId: r.entity_id,
      entityName: r.entity_name,
      templateId: r.template_id,
      workflowName: r.workflow_name,
      dueDate: r.due_date,
      daysBefore: r.days_before,
      sentAt: r.sent_at.toISOString(),
      recipients: r.recipients,
      subject: r.subject,
    })),
    scheduled: scheduled.map((r) => ({
      instanceId: r.instance_id,
      entityId: r.entity_id,
      entityName: r.entity_name,
      templateId: r.template_id,
      workflowName: r.workflow_name,
      dueDate: r.due_date,
      daysBefore: r.days_before,
      sendOn: r.send_on,
      recipients: admins,
    })),
  };
}
