import { DomainError } from '@platform/kernel/errors';

/** What the factory sends to the portal's central audit log for one tenant. */
export interface AuditEntryInput {
  readonly tenantId: string;
  readonly action: string;
  readonly entityType?: string | undefined;
  readonly entityId?: string | undefined;
  readonly userId?: string | undefined;
  readonly details?: Record<string, unknown> | undefined;
}

export interface AuditLogPort {
  record(entry: AuditEntryInput): Promise<unknown>;
  /** Several entries in one call (at most 100, what the portal takes), all recorded or none. */
  recordMany(entries: readonly AuditEntryInput[]): Promise<unknown>;
  /** The portal's page of one tenant's entries (`{auditLogs, pagination}`), as it answers it. */
  list(tenantId: string, query: Record<string, string | number | undefined>): Promise<unknown>;
}

const TIMEOUT_MS = 5_000;

const unavailable = () =>
  new DomainError('SERVICE_UNAVAILABLE', 'The audit log is unavailable; retry shortly');

/**
 * The portal's `/api/v1/internal/audit-logs` (and `/batch`), called with `x-service-secret`.
 * Anything but the expected answer is 503 for the caller: the audit log lives in the portal.
 */
export function portalAuditLog(portalUrl: string, serviceSecret: string): AuditLogPort {
  const base = `${portalUrl.replace(/\/+$/, '')}/api/v1/internal/audit-logs`;
  const headers = { 'x-service-secret': serviceSecret };
  async function call(url: string, init: RequestInit, expected: number): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw unavailable();
    }
    if (res.status !== expected) throw unavailable();
    const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
    return body?.data ?? null;
  }
  const post = (url: string, body: unknown) =>
    call(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      201,
    );
  const fromFactory = (entry: AuditEntryInput) => ({ ...entry, source: 'factory' });
  return {
    record: (entry) => post(base, fromFactory(entry)),
    recordMany: (entries) => post(`${base}/batch`, { entries: entries.map(fromFactory) }),
    list(tenantId, query) {
      const params = new URLSearchParams({ tenantId });
      for (const [key, value] of Object.entries(query))
        if (value !== undefined) params.set(key, String(value));
      return call(`${base}?${params}`, { method: 'GET', headers }, 200);
    },
  };
}
