import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import { exponentialBackoff, type WorkItem } from '@platform/kernel/jobs';
import { insertAlerts } from '../alerts/store.js';
import { recordAudit } from '../audit/store.js';
import type { PortalDeps } from '../shared/deps.js';

export const PROVISIONING_QUEUE = 'factory-provisioning';
/** Carries a provisioned tenant's status (suspended, active again) to the factory. */
export const STATUS_QUEUE = 'factory-tenant-status';
/** Tries before an item is given up: with the backoff capped at an hour, about six weeks. */
const MAX_ATTEMPTS = 1000;
/** The failed try after which super-admins are told that a paid tenant is still not provisioned. */
export const PROVISIONING_ALERT_AFTER = 3;

/** Asks for the tenant to be provisioned, in the caller's transaction; once per tenant. */
export async function enqueueProvisioning(deps: Pick<PortalDeps, 'queue'>, q: Queryable, tenantId: string) {
  await deps.queue.enqueue(
    q,
    PROVISIONING_QUEUE,
    { tenantId },
    { dedupeKey: tenantId, maxAttempts: MAX_ATTEMPTS },
  );
}

/**
 * Asks for the tenant's status to be carried to the factory, in the caller's transaction. Not
 * deduplicated: each change gets an item, and each item sends the status current when it runs,
 * numbered, so items that run late or twice cannot undo a newer one.
 */
export async function enqueueStatusSync(deps: Pick<PortalDeps, 'queue'>, q: Queryable, tenantId: string) {
  await deps.queue.enqueue(q, STATUS_QUEUE, { tenantId }, { maxAttempts: MAX_ATTEMPTS });
}

interface TenantToProvision {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly plan: string;
  readonly app: string;
  readonly unit_kind: string;
  readonly admin_email: string;
  readonly admin_name: string | null;
  readonly provisioned_at: Date | null;
}

function tenantIdOf(payload: unknown): string {
  const id =
    typeof payload === 'object' && payload !== null
      ? (payload as { tenantId?: unknown }).tenantId
      : undefined;
  if (typeof id !== 'string') throw new Error('provisioning item without a tenantId');
  return id;
}

/**
 * Provisions one tenant in the factory: POST {FACTORY_URL}/internal/tenants with the tenant's
 * id, name, slug, plan, unit kind and administrator e-mail (and name, when the signup gave it). The factory is idempotent on the tenant id, so
 * an item handled twice (at-least-once delivery) does no harm; any failure throws and the item
 * is retried with backoff.
 */
export async function provisionTenant(deps: PortalDeps, item: WorkItem): Promise<void> {
  const tenant = await maybeOne<TenantToProvision>(
    deps.db,
    sql`select id, name, slug, plan, app, unit_kind, admin_email, admin_name, provisioned_at
        from portal.tenants where id = ${tenantIdOf(item.payload)}::uuid`,
  );
  if (!tenant || tenant.provisioned_at) return;
  if (tenant.app !== 'factory') {
    deps.logger.warn({ tenantId: tenant.id, app: tenant.app }, 'no provisioning endpoint for this app');
    return;
  }
  const url = `${deps.config.FACTORY_URL.replace(/\/+$/, '')}/internal/tenants`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-secret': deps.config.SERVICE_SECRET },
    body: JSON.stringify({
      tenantId: tenant.id,
      name: tenant.name,
      slug: tenant.slug,
      plan: tenant.plan,
      // The factory writes the tenant's first production steps from a template of this kind.
      unitKind: tenant.unit_kind,
      adminEmail: tenant.admin_email,
      // The person's name, never the organisation's: without one the factory uses the address's.
      ...(tenant.admin_name ? { adminName: tenant.admin_name } : {}),
    }),
    signal: AbortSignal.timeout(deps.config.FACTORY_TIMEOUT_MS),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new Error(`factory provisioning answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  await deps.db.transaction(async (tx) => {
    // The factory creates the tenant active; a cancellation or halt that came meanwhile follows.
    const now = await maybeOne<{ status: string }>(
      tx,
      sql`update portal.tenants set provisioned_at = now(), updated_at = now() where id = ${tenant.id}::uuid
          returning status`,
    );
    if (now && now.status !== 'active') await enqueueStatusSync(deps, tx, tenant.id);
    await recordAudit(tx, {
      tenantId: tenant.id,
      action: 'tenant.provisioned',
      entityType: 'tenant',
      entityId: tenant.id,
      source: 'portal',
      details: { app: tenant.app, status: response.status, attempt: item.attempt },
    });
  });
}

interface TenantStatusRow {
  readonly id: string;
  readonly app: string;
  readonly status: string;
  readonly subscription_status: string;
  readonly status_seq: number;
  readonly provisioned_at: Date | null;
}

/**
 * Carries a tenant's current status to the factory: `PUT {FACTORY_URL}/internal/tenants/:id/status`
 * with the status, the subscription's status (the reason the factory gives its users) and the
 * status's sequence number. A tenant not provisioned yet has nothing there to change: its
 * provisioning sends the status once it is done. Any failure throws and the item is retried.
 */
export async function syncTenantStatus(deps: PortalDeps, item: WorkItem): Promise<void> {
  const tenant = await maybeOne<TenantStatusRow>(
    deps.db,
    sql`select id, app, status, subscription_status, status_seq, provisioned_at
        from portal.tenants where id = ${tenantIdOf(item.payload)}::uuid`,
  );
  if (!tenant?.provisioned_at || tenant.app !== 'factory' || tenant.status_seq < 1) return;
  const suspended = tenant.status === 'suspended';
  const subscriptionStatus = suspended ? tenant.subscription_status : 'active';
  if (tenant.status === 'pending_payment' || (suspended && subscriptionStatus === 'active')) {
    deps.logger.warn(
      { tenantId: tenant.id, status: tenant.status },
      'no factory status for this tenant state',
    );
    return;
  }
  const url = `${deps.config.FACTORY_URL.replace(/\/+$/, '')}/internal/tenants/${tenant.id}/status`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-service-secret': deps.config.SERVICE_SECRET },
    body: JSON.stringify({ status: tenant.status, subscriptionStatus, sequence: Number(tenant.status_seq) }),
    signal: AbortSignal.timeout(deps.config.FACTORY_TIMEOUT_MS),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new Error(`factory tenant status answered HTTP ${response.status}: ${text.slice(0, 200)}`);
}

/** The factory workers of this process; every replica claims from the same durable table. */
export function startProvisioningWorker(deps: PortalDeps): void {
  const options = {
    concurrency: 2,
    pollMs: deps.config.PROVISIONING_POLL_MS,
    retryDelayMs: exponentialBackoff(deps.config.PROVISIONING_RETRY_MS),
  };
  deps.queue.work(
    PROVISIONING_QUEUE,
    (item) =>
      alertWhenFailing(deps, item, () => provisionTenant(deps, item), {
        type: 'provisioning.failing',
        message: `The factory has refused or missed ${item.attempt} provisioning tries for a paid tenant; still retrying`,
      }),
    options,
  );
  deps.queue.work(
    STATUS_QUEUE,
    (item) =>
      alertWhenFailing(deps, item, () => syncTenantStatus(deps, item), {
        type: 'factory_status.failing',
        message: `The factory has refused or missed ${item.attempt} tries to change a tenant's status; its users keep their previous access until it takes it; still retrying`,
      }),
    options,
  );
}

/** Runs `work`, and once an item has failed PROVISIONING_ALERT_AFTER tries, alerts the super-admins (once). */
async function alertWhenFailing(
  deps: PortalDeps,
  item: WorkItem,
  work: () => Promise<void>,
  alert: { type: string; message: string },
): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (item.attempt === PROVISIONING_ALERT_AFTER) {
      const tenantId = tenantIdOf(item.payload);
      const reason = err instanceof Error ? err.message : String(err);
      await insertAlerts(deps.db, [
        {
          tenantId,
          audience: 'super_admin',
          type: alert.type,
          severity: 'critical',
          message: alert.message,
          details: { attempt: item.attempt, reason: reason.slice(0, 500) },
        },
      ]).catch((alertErr: unknown) =>
        deps.logger.error({ err: alertErr, tenantId }, 'could not record the alert'),
      );
    }
    throw err;
  }
}
