import { maybeOne, type Queryable, sql } from '@platform/kernel/db';
import { exponentialBackoff, type WorkItem } from '@platform/kernel/jobs';
import { insertAlerts } from '../alerts/store.js';
import { recordAudit } from '../audit/store.js';
import type { PortalDeps } from '../shared/deps.js';

export const PROVISIONING_QUEUE = 'factory-provisioning';
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

interface TenantToProvision {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly plan: string;
  readonly app: string;
  readonly admin_email: string;
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
 * id, name, slug, plan and administrator e-mail. The factory is idempotent on the tenant id, so
 * an item handled twice (at-least-once delivery) does no harm; any failure throws and the item
 * is retried with backoff.
 */
export async function provisionTenant(deps: PortalDeps, item: WorkItem): Promise<void> {
  const tenant = await maybeOne<TenantToProvision>(
    deps.db,
    sql`select id, name, slug, plan, app, admin_email, provisioned_at
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
      adminEmail: tenant.admin_email,
      adminName: tenant.name,
    }),
    signal: AbortSignal.timeout(deps.config.FACTORY_TIMEOUT_MS),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new Error(`factory provisioning answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      sql`update portal.tenants set provisioned_at = now(), updated_at = now() where id = ${tenant.id}::uuid`,
    );
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

/** The provisioning worker of this process; every replica claims from the same durable table. */
export function startProvisioningWorker(deps: PortalDeps): void {
  deps.queue.work(PROVISIONING_QUEUE, (item) => provisionOrAlert(deps, item), {
    concurrency: 2,
    pollMs: deps.config.PROVISIONING_POLL_MS,
    retryDelayMs: exponentialBackoff(deps.config.PROVISIONING_RETRY_MS),
  });
}

/** Provisions, and once a tenant has failed PROVISIONING_ALERT_AFTER tries, alerts the super-admins (once). */
async function provisionOrAlert(deps: PortalDeps, item: WorkItem): Promise<void> {
  try {
    await provisionTenant(deps, item);
  } catch (err) {
    if (item.attempt === PROVISIONING_ALERT_AFTER) {
      const tenantId = tenantIdOf(item.payload);
      const reason = err instanceof Error ? err.message : String(err);
      await insertAlerts(deps.db, [
        {
          tenantId,
          audience: 'super_admin',
          type: 'provisioning.failing',
          severity: 'critical',
          message: `The factory has refused or missed ${item.attempt} provisioning tries for a paid tenant; still retrying`,
          details: { attempt: item.attempt, reason: reason.slice(0, 500) },
        },
      ]).catch((alertErr: unknown) =>
        deps.logger.error({ err: alertErr, tenantId }, 'could not record the alert'),
      );
    }
    throw err;
  }
}
