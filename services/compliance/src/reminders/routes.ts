import { BEARER_SECURITY, type HttpApp, Nullable, Timestamp, Type, Uuid } from '@platform/kernel/http';
import { authenticated, tenantScopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { DEFAULT_REMINDER_LIMIT, listReminders } from './service.js';

const ReminderQuery = Type.Object(
  {
    tenantId: Type.Optional(Uuid),
    entityId: Type.Optional(Uuid),
    instanceId: Type.Optional(Uuid),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 200,
        default: DEFAULT_REMINDER_LIMIT,
        description: 'at most this many sent and this many scheduled reminders',
      }),
    ),
  },
  { additionalProperties: false },
);

const about = {
  instanceId: Uuid,
  entityId: Uuid,
  entityName: Type.String(),
  templateId: Uuid,
  workflowName: Type.String(),
  dueDate: Type.String({ format: 'date', description: 'the deadline the reminder is about' }),
  daysBefore: Type.Integer({
    description: 'the lead time: days before dueDate (the template’s reminderDaysBefore)',
  }),
};

const SentReminderSchema = Type.Object({
  ...about,
  sentAt: Timestamp,
  recipients: Nullable(
    Type.Array(Type.String(), {
      description: 'the administrators it was mailed to; null when sent before recipients were recorded',
    }),
  ),
  subject: Nullable(Type.String()),
});

const ScheduledReminderSchema = Type.Object({
  ...about,
  sendOn: Type.String({ format: 'date', description: 'the day (UTC) it goes out: dueDate minus daysBefore' }),
  recipients: Type.Array(Type.String(), {
    description: 'the tenant’s administrators now; it goes to those of the day it is sent',
  }),
});

const RemindersResponse = Type.Object({
  data: Type.Object({
    sent: Type.Array(SentReminderSchema, { description: 'the latest first' }),
    scheduled: Type.Array(ScheduledReminderSchema, { description: 'the soonest first' }),
  }),
});

export function reminderRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    app.get(
      '/reminders',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags: ['reminders'],
          summary:
            'Deadline reminders of the tenant: those sent (when, to whom, for which instance and lead time) and those scheduled',
          querystring: ReminderQuery,
          response: { 200: RemindersResponse },
        },
      },
      async (request) => ({ data: await listReminders(tenantScopeOf(request), deps, request.query) }),
    );
  };
}
