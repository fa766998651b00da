import type { BusMessage } from '@platform/kernel/events';
import { findEntity } from '../entities/store.js';
import { recordAudit } from '../shared/audit-log.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { today } from '../timeline/dates.js';
import { deadlineOf } from '../timeline/engine.js';
import { isApplicable } from '../workflow-templates/applicability.js';
import { findTemplatesTriggeredBy } from '../workflow-templates/model.js';
import { insertInstance } from './store.js';
import { startPhases } from './tasks.js';

/** The durable queue every replica's chain consumer shares. */
const chainQueue = (prefix: string) => `${prefix}.workflow-chain`;

interface Completion {
  readonly instanceId: string;
  readonly tenantId: string;
  readonly entityId: string;
  readonly completionEvent: string;
  /** `YYYY-MM-DD` */
  readonly completedOn: string;
  readonly financialYear: string | undefined;
}

function completionOf(payload: unknown): Completion | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const p = payload as Record<string, unknown>;
  const text = (name: string) =>
    typeof p[name] === 'string' && p[name] !== '' ? (p[name] as string) : undefined;
  const [instanceId, tenantId, entityId, completionEvent] = [
    text('instanceId'),
    text('tenantId'),
    text('entityId'),
    text('completionEvent'),
  ];
  if (!instanceId || !tenantId || !entityId || !completionEvent) return undefined;
  return {
    instanceId,
    tenantId,
    entityId,
    completionEvent,
    completedOn: (text('completedAt') ?? new Date().toISOString()).slice(0, 10),
    financialYear: text('financialYear'),
  };
}

/**
 * Starts, for the entity of a completed instance, every template the tenant sees whose
 * `triggerEvent` is the completion's event and that applies to the entity, due
 * `deadlineDaysAfterTrigger` days after the completion. The unique (template, triggering
 * instance) pair makes a redelivered event create nothing twice. Statutory follow-ups are not
 * counted against the plan's workflow limit: a filing that the law requires is never dropped.
 */
export async function chainFromCompletion(
  deps: Pick<ComplianceDeps, 'db'>,
  message: BusMessage,
): Promise<number> {
  const completion = completionOf(message.payload);
  if (!completion) return 0;
  const entity = await findEntity(deps.db, completion.entityId, completion.tenantId);
  if (!entity) return 0;
  const templates = (
    await findTemplatesTriggeredBy(deps.db, completion.completionEvent, completion.tenantId)
  ).filter((t) =>
    isApplicable(
      { isActive: t.is_active, isArchived: t.is_archived, applicabilityRules: t.applicability_rules },
      { entityType: entity.entity_type, isListed: entity.is_listed },
    ),
  );
  let created = 0;
  await deps.db.transaction(async (tx) => {
    for (const template of templates) {
      const deadline = deadlineOf(template.timeline_logic, {
        today: today(),
        triggeredOn: completion.completedOn,
        financialYear: completion.financialYear,
      });
      const row = await insertInstance(tx, {
        tenantId: completion.tenantId,
        templateId: template.id,
        entityId: entity.id,
        financialYear: deadline?.financialYear ?? completion.financialYear ?? null,
        customLabel: null,
        phases: startPhases(template.phases),
        dueDate: deadline?.dueDate ?? null,
        triggeredBy: completion.instanceId,
      });
      if (!row) continue;
      created += 1;
      await recordAudit(tx, {
        tenantId: completion.tenantId,
        action: 'WORKFLOW_INSTANCE_CHAINED',
        entityType: 'workflow_instance',
        entityId: row.id,
        userId: null,
        details: {
          templateId: template.id,
          triggeredBy: completion.instanceId,
          event: completion.completionEvent,
        },
      });
    }
  });
  return created;
}

export async function startChainConsumer(deps: ComplianceDeps): Promise<{ stop(): Promise<void> }> {
  const subscription = await deps.bus.subscribe(
    'workflow.completed.*',
    async (message) => {
      await chainFromCompletion(deps, message);
    },
    { queue: chainQueue(deps.config.QUEUE_PREFIX) },
  );
  return { stop: () => subscription.unsubscribe() };
}
