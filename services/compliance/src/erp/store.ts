import { many, maybeOne, one, type Queryable, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import type { MetricType } from './model.js';

/** The event as received, stored whole with the intake row. */
export interface ErpMetricEvent {
  readonly tenantId: string;
  readonly entityId: string;
  readonly metricType: MetricType;
  /** Decimal text with at most two decimals, exact. */
  readonly metricValue: string;
  readonly period?: string | undefined;
}

export interface IntakeRow {
  readonly id: string;
  readonly claimed_tenant_id: string;
  readonly entity_id: string;
  readonly payload: ErpMetricEvent;
  readonly status: 'queued' | 'recorded' | 'rejected';
}

/** Serialises deliveries of one Idempotency-Key of one tenant for the rest of the transaction. */
export async function lockIdempotencyKey(tx: Queryable, tenantId: string, key: string): Promise<void> {
  await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`erp-intake:${tenantId}:${key}`}))`);
}

/** The first delivery of this key within the window, if any. */
export function findRecentDelivery(
  tx: Queryable,
  tenantId: string,
  key: string,
  windowMs: number,
): Promise<{ id: string; payload: ErpMetricEvent } | undefined> {
  return maybeOne(
    tx,
    sql`select id, payload from compliance.erp_intake_events
        where claimed_tenant_id = ${tenantId}::uuid and idempotency_key = ${key}
          and received_at > now() - ${`${windowMs} milliseconds`}::interval
        order by received_at desc limit 1`,
  );
}

export function insertIntake(
  tx: Queryable,
  event: ErpMetricEvent,
  idempotencyKey: string | undefined,
): Promise<{ id: string }> {
  return one<{ id: string }>(
    tx,
    sql`insert into compliance.erp_intake_events (claimed_tenant_id, entity_id, idempotency_key, payload)
        values (${event.tenantId}::uuid, ${event.entityId}::uuid, ${idempotencyKey ?? null}, ${JSON.stringify(event)}::jsonb)
        returning id`,
  );
}

export function lockQueuedIntake(tx: Queryable, id: string): Promise<IntakeRow | undefined> {
  return maybeOne<IntakeRow>(
    tx,
    sql`select id, claimed_tenant_id, entity_id, payload, status from compliance.erp_intake_events
        where id = ${id}::uuid for update`,
  );
}

/** Whether the tenant exists, and whether the entity is one of its own. */
export function findOwnership(
  tx: Queryable,
  tenantId: string,
  entityId: string,
): Promise<{ tenant_exists: boolean; entity_of_tenant: boolean }> {
  return one(
    tx,
    sql`select exists (select 1 from compliance.tenants where id = ${tenantId}::uuid) as tenant_exists,
               exists (select 1 from compliance.entities where id = ${entityId}::uuid and tenant_id = ${tenantId}::uuid)
                 as entity_of_tenant`,
  );
}

export async function markIntake(
  tx: Queryable,
  id: string,
  status: 'recorded' | 'rejected',
  reason: string | null,
): Promise<void> {
  await tx.query(sql`
    update compliance.erp_intake_events set status = ${status}, rejection_reason = ${reason}, processed_at = now()
    where id = ${id}::uuid`);
}

/** One metric per intake row: a second attempt at the same row inserts nothing. */
export async function insertMetric(
  tx: Queryable,
  referenceId: string,
  event: ErpMetricEvent,
): Promise<boolean> {
  const { rowCount } = await tx.query(sql`
    insert into compliance.financial_metrics (tenant_id, entity_id, metric_type, metric_value, period, reference_id)
    values (${event.tenantId}::uuid, ${event.entityId}::uuid, ${event.metricType}, ${event.metricValue}::numeric,
            ${event.period ?? null}, ${referenceId}::uuid)
    on conflict (reference_id) do nothing`);
  return rowCount > 0;
}

export interface MetricRow {
  readonly id: string;
  readonly entity_id: string;
  readonly metric_type: MetricType;
  readonly metric_value: string;
  readonly period: string | null;
  readonly reference_id: string;
  readonly recorded_at: Date;
}

export async function listMetrics(
  db: Queryable,
  entityId: string,
  metricType: MetricType | undefined,
  page: Page,
): Promise<{ rows: MetricRow[]; total: number }> {
  const where = sql`entity_id = ${entityId}::uuid ${metricType ? sql`and metric_type = ${metricType}` : sql``}`;
  const [rows, count] = await Promise.all([
    many<MetricRow>(
      db,
      sql`select id, entity_id, metric_type, metric_value::text as metric_value, period, reference_id, recorded_at
          from compliance.financial_metrics where ${where}
          order by recorded_at desc, id desc limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from compliance.financial_metrics where ${where}`),
  ]);
  return { rows, total: count.n };
}
