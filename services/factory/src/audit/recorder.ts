import type { Db } from '@platform/kernel/db';
import { isUuid } from '@platform/kernel/http';
import type { WorkQueue } from '@platform/kernel/jobs';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEntryInput, AuditLogPort } from './portal.js';

export const AUDIT_QUEUE = 'audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a route's successful answers are audited. By default every POST, PUT, PATCH and
     * DELETE is, and no GET; `false` marks a POST that only reads, `true` a GET that writes.
     */
    audit?: boolean;
  }
  interface FastifyRequest {
    auditEntry: AuditEntryInput | null;
    /** The answer of the request as its handler returned it, before it is serialised. */
    auditAnswer: unknown;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The API's reads sent by POST (filters in the body) and its one write sent by GET, for
 * routes that do not say so in `config.audit`. Paths are route patterns under `/api/v1`.
 */
const READS_BY_POST = new Set([
  '/job',
  '/transaction',
  '/ledger/worker/:workerId',
  '/ledger/summary/:workerId',
  '/report/getTaskReportByGroup',
  '/report/getReportByArticleId/:id',
  '/article/:id',
]);
const WRITES_BY_GET = new Set(['/worker/initDefaultWorker']);
/** Sign-in traffic, and the audit route itself (its entry is the body it sends). */
const NOT_AUDITED = new Set([
  '/auth/login',
  '/auth/refresh',
  '/auth/logout',
  '/auth/forgotPassword',
  '/audit-logs',
]);

const VERB: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

function isAudited(request: FastifyRequest, path: string): boolean {
  const marked = request.routeOptions.config.audit;
  if (marked !== undefined) return marked;
  if (NOT_AUDITED.has(path)) return false;
  if (request.method === 'GET') return WRITES_BY_GET.has(path);
  return WRITES.has(request.method) && !(request.method === 'POST' && READS_BY_POST.has(path));
}

/** `worker.create`, `tenant.status`, `plan.update`, `transaction.makePayment`, `auth.resetPassword`. */
export function actionOf(method: string, path: string): { action: string; entityType: string } {
  const segments = path.split('/').filter((s) => s !== '');
  const entityType = segments[0] ?? 'unknown';
  const named = segments.slice(1).filter((s) => !s.startsWith(':'));
  const verb = named.at(-1) ?? VERB[method] ?? method.toLowerCase();
  return { action: `${entityType}.${verb}`, entityType };
}

function stringParam(params: unknown, name: string): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const value = (params as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An answer sent as text already, read back (a large one is not worth it). */
function parsedAnswer(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '' || payload.length > 100_000) return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** `data._id`, or the `_id` of the one object inside `data` (`{data: {tenant: {...}}}`). */
function createdId(body: unknown): string | undefined {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const own = (data as Record<string, unknown>)._id;
  if (typeof own === 'string') return own;
  const inner = Object.values(data as Record<string, unknown>).find(
    (v) => typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)._id === 'string',
  ) as Record<string, unknown> | undefined;
  return inner?._id as string | undefined;
}

/** The tenant a write concerned: the scope's, else the tenant named by a super-admin route. */
function tenantOfWrite(
  request: FastifyRequest,
  path: string,
  entityId: string | undefined,
): string | undefined {
  if (request.tenantScope) return request.tenantScope.tenantId;
  const bodyTenant = stringParam(request.body, 'tenantId');
  const candidate = path.startsWith('/tenant-config')
    ? bodyTenant
    : path.startsWith('/tenant') || path.startsWith('/internal/tenants')
      ? (stringParam(request.params, 'id') ?? bodyTenant ?? entityId)
      : undefined;
  return candidate && isUuid(candidate) ? candidate : undefined;
}

/**
 * Records an audit entry for every successful write: the entry is built when the answer is
 * serialised and queued (a durable row in `factory.work_items`) once it is sent, so the client
 * does not wait for it; a worker delivers it to the portal's central audit log, retrying while
 * the portal is away. Writes that concern no tenant (plans, CORS origins) go to the service log.
 */
export function registerAuditRecorder(
  app: FastifyInstance,
  deps: {
    readonly db: Db;
    readonly queue: WorkQueue;
    readonly logger: FastifyBaseLogger;
    readonly apiPrefix: string;
  },
): void {
  app.decorateRequest('auditEntry', null);
  app.decorateRequest('auditAnswer', undefined);
  // The answer as an object, kept before it is serialised: the created `_id` is read from it
  // rather than from the serialised answer parsed again (80 KB for a payment that lists a
  // worker's thousand pending jobs).
  app.addHook('preSerialization', async (request, _reply, payload) => {
    request.auditAnswer = payload;
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith(deps.apiPrefix) || reply.statusCode >= 300) return payload;
    const path = route.slice(deps.apiPrefix.length) || '/';
    if (!isAudited(request, path)) return payload;
    const { action, entityType } = actionOf(request.method, path);
    const entityId =
      stringParam(request.params, 'id') ??
      stringParam(request.params, 'slug') ??
      createdId(request.auditAnswer ?? parsedAnswer(payload));
    const tenantId = tenantOfWrite(request, path, entityId);
    const userId = request.factoryCaller?.id;
    const details = {
      method: request.method,
      route: path,
      statusCode: reply.statusCode,
      correlationId: request.id,
    };
    if (!tenantId) {
      deps.logger.info({ audit: { action, entityType, entityId, userId, ...details } }, 'audit');
      return payload;
    }
    request.auditEntry = {
      tenantId,
      action,
      entityType,
      ...(entityId ? { entityId } : {}),
      ...(userId ? { userId } : {}),
      details,
    };
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const entry = request.auditEntry;
    if (!entry) return;
    try {
      await deps.queue.enqueue(deps.db, AUDIT_QUEUE, entry, { maxAttempts: 25 });
    } catch (err) {
      deps.logger.error({ err, audit: entry }, 'audit entry could not be queued');
    }
  });
}

/** Entries one delivery carries (the portal takes up to 100): under load, one call for many writes. */
const DELIVERY_BATCH = 50;

/**
 * The worker delivering queued entries to the portal, what is due in batches (one request and
 * one insert there for up to `DELIVERY_BATCH` entries); a failure is retried with a growing delay.
 */
export function deliverAuditEntries(queue: WorkQueue, port: AuditLogPort, pollMs: number): void {
  queue.workBatch(
    AUDIT_QUEUE,
    async (items) => {
      await port.recordMany(items.map((item) => item.payload as AuditEntryInput));
    },
    { batchSize: DELIVERY_BATCH, concurrency: 2, pollMs },
  );
}
