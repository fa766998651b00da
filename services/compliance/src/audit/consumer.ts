import { type Batched, batched } from '@platform/kernel/batch';
import { type Db, sql } from '@platform/kernel/db';
import type { BusMessage } from '@platform/kernel/events';
import { isUuid } from '@platform/kernel/http';
import { auditInsert } from '../shared/audit-log.js';
import type { ComplianceDeps } from '../shared/deps.js';

/** The durable queue every replica's audit consumer shares, so that each event is recorded by one of them. */
export const auditQueue = (prefix: string) => `${prefix}.audit`;

function field(payload: unknown, name: string): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = (payload as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function changesOf(payload: unknown): unknown[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const changes = (payload as Record<string, unknown>).changes;
  return Array.isArray(changes) ? changes : [];
}

/** `profile.updated.<id>` → `EVENT_PROFILE_UPDATED`: an event row is told apart from the write's own row. */
function actionOf(message: BusMessage): string {
  const type = field(message.payload, 'eventType') ?? message.routingKey.split('.').slice(0, 2).join('.');
  return `EVENT_${type.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}`;
}

/**
 * What the event is about: its entity, or the last part of the routing key
 * (`workflow.completed.<instanceId>`). The row's type is `event`, so that a trail can tell an
 * event from the write that caused it.
 */
function subjectOf(message: BusMessage): string | null {
  const entityId = field(message.payload, 'entityId');
  if (entityId) return entityId;
  const parts = message.routingKey.split('.');
  return parts.length > 2 ? (parts.at(-1) ?? null) : null;
}

/** An event as the insert reads it: one element of its JSON input. */
function auditInput(message: BusMessage) {
  const tenantId = field(message.payload, 'tenantId');
  return {
    tenant_id: tenantId && isUuid(tenantId) ? tenantId : null,
    action: actionOf(message),
    entity_id: subjectOf(message),
    user_id: field(message.payload, 'userId'),
    details: { routingKey: message.routingKey, messageId: message.id, payload: message.payload },
    changes: changesOf(message.payload),
    message_id: message.id,
    // Message ids that are not UUIDs (published outside an outbox) are hashed into one.
    is_uuid: isUuid(message.id),
  };
}

/**
 * Records bus events in the audit trail, several in one statement; a message id already
 * recorded (a redelivery) records nothing.
 */
export async function recordBusEvents(db: Pick<Db, 'query'>, messages: readonly BusMessage[]): Promise<void> {
  await db.query(
    auditInsert(
      {
        tenantId: sql`x.tenant_id`,
        action: sql`x.action`,
        entityType: sql`'event'`,
        entityId: sql`x.entity_id`,
        userId: sql`x.user_id`,
        userName: sql`null::text`,
        details: sql`x.details`,
        changes: sql`x.changes`,
        eventId: sql`case when x.is_uuid then x.message_id::uuid else md5(x.message_id)::uuid end`,
      },
      sql`from jsonb_to_recordset(${JSON.stringify(messages.map(auditInput))}::jsonb) as x(
        tenant_id uuid, action text, entity_id text, user_id text, details jsonb, changes jsonb,
        message_id text, is_uuid boolean)`,
    ),
  );
}

/** Records one bus event in the audit trail; a redelivery of the same message id records nothing. */
export function recordBusEvent(deps: { db: Pick<Db, 'query'> }, message: BusMessage): Promise<void> {
  return recordBusEvents(deps.db, [message]);
}

/** Most events one insert carries. */
const MAX_EVENTS_PER_STATEMENT = 64;

/**
 * The audit consumer bound to `#`: every event on the bus lands in the audit trail once. Events
 * that arrive while others are being recorded go together in one statement and one commit; a
 * message is acknowledged only after its row committed.
 */
export async function startAuditConsumer(deps: ComplianceDeps): Promise<{ stop(): Promise<void> }> {
  const record: Batched<BusMessage, { readonly error?: unknown }> = batched({
    run: async (messages) => {
      try {
        await recordBusEvents(deps.db, messages);
        return messages.map(() => ({}));
      } catch (error) {
        if (messages.length === 1) return [{ error }];
        // One event PostgreSQL refuses must not hold back the others: each alone, and only the
        // failing ones go back to the queue.
        const alone = await Promise.allSettled(messages.map((m) => recordBusEvents(deps.db, [m])));
        return alone.map((r) => (r.status === 'rejected' ? { error: r.reason } : {}));
      }
    },
    maxSize: MAX_EVENTS_PER_STATEMENT,
    key: (message) => message.id,
  });
  const handle = async (message: BusMessage) => {
    const { error } = await record(message);
    if (error !== undefined) throw error;
  };
  const subscription = await deps.bus.subscribe('#', handle, {
    queue: auditQueue(deps.config.QUEUE_PREFIX),
    prefetch: MAX_EVENTS_PER_STATEMENT,
  });
  return { stop: () => subscription.unsubscribe() };
}
