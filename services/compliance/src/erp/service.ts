import { createHmac, timingSafeEqual } from 'node:crypto';
import { validationError } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { createWorkQueue, type WorkQueue } from '@platform/kernel/jobs';
import type { ComplianceConfig } from '../config.js';
import { getEntity } from '../entities/service.js';
import { recordAudit } from '../shared/audit-log.js';
import type { Scope, Visitor } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import type { MetricType } from './model.js';
import {
  type ErpMetricEvent,
  findOwnership,
  findRecentDelivery,
  insertIntake,
  insertMetric,
  listMetrics,
  lockIdempotencyKey,
  lockQueuedIntake,
  markIntake,
} from './store.js';

/** The work queue of accepted ERP events, in the service's `work_items`. */
export const ERP_QUEUE = 'erp.metrics';
/** A repeated Idempotency-Key within this window answers with the first referenceId, so an ERP may retry. */
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** ERP_WEBHOOK_SECRET of the service's configuration; unset (or empty) means deliveries are not signed. */
export function erpWebhookSecret(config: ComplianceConfig): string | undefined {
  return config.ERP_WEBHOOK_SECRET || undefined;
}

/** Whether `signature` is the hex HMAC-SHA256 of `raw` with `secret`, compared in constant time. */
export function signatureMatches(secret: string, raw: Buffer, signature: string | undefined): boolean {
  if (signature === undefined || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * A metric value as exact decimal text: a JSON number with at most two decimals (money on the
 * wire, as every amount the platform sends or takes), within what the column holds.
 */
export function exactMetricValue(value: number): string {
  const text = String(value);
  if (!/^-?\d{1,15}(\.\d{1,2})?$/.test(text))
    throw validationError('metricValue must be a number with at most two decimals and 15 integer digits', {
      field: 'metricValue',
    });
  return text;
}

export interface Accepted {
  readonly referenceId: string;
  /** A repeat of an Idempotency-Key seen within the window: nothing new was queued. */
  readonly duplicate: boolean;
}

/**
 * Accepts an event for the worker: its intake row and its work item commit together. With an
 * Idempotency-Key, deliveries of one key are serialised and a repeat within 24 hours gets the
 * first referenceId and adds nothing, whatever its body.
 */
export async function acceptErpEvent(
  _visitor: Visitor,
  deps: Pick<ComplianceDeps, 'db'>,
  queue: Pick<WorkQueue, 'enqueue'>,
  event: ErpMetricEvent,
  idempotencyKey: string | undefined,
): Promise<Accepted> {
  return deps.db.transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      await lockIdempotencyKey(tx, event.tenantId, idempotencyKey);
      const first = await findRecentDelivery(tx, event.tenantId, idempotencyKey, IDEMPOTENCY_WINDOW_MS);
      if (first) return { referenceId: first.id, duplicate: true };
    }
    const intake = await insertIntake(tx, event, idempotencyKey);
    await queue.enqueue(tx, ERP_QUEUE, { referenceId: intake.id }, { dedupeKey: intake.id });
    return { referenceId: intake.id, duplicate: false };
  });
}

function referenceIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as { referenceId?: unknown }).referenceId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Records one accepted event, once: the metric when the entity belongs to the tenant the event
 * names, else the event is rejected. Either outcome, its intake status and its audit row commit
 * together; a rejection is final (not retried). A redelivered item finds its row handled.
 */
export async function recordErpEvent(deps: Pick<ComplianceDeps, 'db'>, payload: unknown): Promise<void> {
  const referenceId = referenceIdOf(payload);
  if (referenceId === undefined) return;
  await deps.db.transaction(async (tx) => {
    const intake = await lockQueuedIntake(tx, referenceId);
    if (intake?.status !== 'queued') return;
    const event = intake.payload;
    const { tenant_exists, entity_of_tenant } = await findOwnership(tx, event.tenantId, event.entityId);
    const details = {
      referenceId,
      tenantId: event.tenantId,
      entityId: event.entityId,
      metricType: event.metricType,
      metricValue: Number(event.metricValue),
      ...(event.period ? { period: event.period } : {}),
    };
    if (!entity_of_tenant) {
      const reason = tenant_exists ? 'unknown entity for the tenant' : 'unknown tenant';
      await markIntake(tx, referenceId, 'rejected', reason);
      await recordAudit(tx, {
        tenantId: tenant_exists ? event.tenantId : null,
        action: 'ERP_METRIC_REJECTED',
        entityType: 'erp_intake',
        entityId: referenceId,
        userId: null,
        userName: 'erp-intake',
        details: { ...details, reason },
      });
      return;
    }
    await insertMetric(tx, referenceId, event);
    await markIntake(tx, referenceId, 'recorded', null);
    await recordAudit(tx, {
      tenantId: event.tenantId,
      action: 'ERP_METRIC_RECORDED',
      entityType: 'entity',
      entityId: event.entityId,
      userId: null,
      userName: 'erp-intake',
      details,
    });
  });
}

export interface MetricView {
  id: string;
  entityId: string;
  metricType: MetricType;
  metricValue: number;
  period: string | null;
  referenceId: string;
  recordedAt: string;
}

/** The metrics of an entity the tenant owns, newest first; another tenant's entity is 404. */
export async function entityMetrics(
  scope: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  entityId: string,
  metricType: MetricType | undefined,
  page: Page,
): Promise<{ metrics: MetricView[]; total: number }> {
  await getEntity(scope, deps, entityId);
  const { rows, total } = await listMetrics(deps.db, entityId, metricType, page);
  return {
    metrics: rows.map((r) => ({
      id: r.id,
      entityId: r.entity_id,
      metricType: r.metric_type,
      metricValue: Number(r.metric_value),
      period: r.period,
      referenceId: r.reference_id,
      recordedAt: r.recorded_at.toISOString(),
    })),
    total,
  };
}

/** The queue as the service uses it: enqueue in a transaction, handled by the worker. */
export function erpQueue(deps: Pick<ComplianceDeps, 'db' | 'logger'>): WorkQueue {
  return createWorkQueue({ db: deps.db, schema: 'compliance', logger: deps.logger });
}
