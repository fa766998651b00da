import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, bearer, createTenant, startFactory, superAdmin, type TestUser } from './harness.js';

const SECRET = 'factory-audit-secret-0123456789';

interface Received {
  method: string;
  url: string;
  secret: string | undefined;
  body: Record<string, unknown> | null;
}

/** A stand-in of the portal's central audit log. */
const received: Received[] = [];
let portalUp = true;
let portal: Server;
let svc: TestService;
let root: TestUser;

function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => {
      text += c.toString();
    });
    req.on('end', () => resolve(text ? (JSON.parse(text) as Record<string, unknown>) : null));
  });
}

beforeAll(async () => {
  portal = createServer(async (req, res) => {
    const body = await readJson(req);
    const secret = req.headers['x-service-secret'];
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      secret: secret as string | undefined,
      body,
    });
    res.setHeader('content-type', 'application/json');
    if (!portalUp) {
      res.writeHead(503).end(JSON.stringify({ status: 'error', message: 'down' }));
      return;
    }
    if (req.method === 'POST') {
      res.writeHead(201).end(JSON.stringify({ status: 'success', data: { id: 'entry-1', ...body } }));
      return;
    }
    res.writeHead(200).end(
      JSON.stringify({
        status: 'success',
        data: { auditLogs: [{ id: 'entry-1' }], pagination: { page: 1 } },
      }),
    );
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  const { port } = portal.address() as AddressInfo;
  svc = await startFactory({
    PORTAL_URL: `http://127.0.0.1:${port}`,
    SERVICE_SECRET: SECRET,
    FACTORY_AUDIT_POLL_MS: '20',
  });
  root = await superAdmin(svc);
});
afterAll(async () => {
  await svc.close();
  await new Promise<void>((resolve) => portal.close(() => resolve()));
});
beforeEach(() => {
  portalUp = true;
});

/** Each entry the portal was sent, alone or in a delivery's batch, with its request's secret. */
const posted = (): Received[] =>
  received.flatMap((r) => {
    if (r.method !== 'POST') return [];
    if (r.url === '/api/v1/internal/audit-logs') return [r];
    if (r.url !== '/api/v1/internal/audit-logs/batch') return [];
    const entries = (r.body?.entries ?? []) as Record<string, unknown>[];
    return entries.map((body) => ({ ...r, body }));
  });

async function deliveredWhere(
  match: (body: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    const found = posted().find((r) => r.body && match(r.body));
    if (found?.body) return found.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no matching audit entry reached the portal');
}

describe('audit entries of writes', () => {
  it('records a tenant write with its action, entity, user and tenant, delivered with the service secret', async () => {
    const tenant = await createTenant(svc);
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/master-data-values`,
      headers: bearer(tenant.admin.token),
      payload: { attributeName: 'color', values: ['Red'] },
    });
    expect(res.statusCode).toBe(201);
    const entry = await deliveredWhere((b) => b.tenantId === tenant.id);
    expect(entry).toMatchObject({
      tenantId: tenant.id,
      action: 'master-data-values.create',
      entityType: 'master-data-values',
      entityId: res.json().data._id,
      userId: tenant.admin.id,
      source: 'factory',
      details: { method: 'POST', route: '/master-data-values', statusCode: 201 },
    });
    expect(posted().every((r) => r.secret === SECRET)).toBe(true);
  });

  it('delivers the entries waiting together in one batch request, and marks each done', async () => {
    const tenant = await createTenant(svc);
    await svc.backends.db.query(
      sql`insert into factory.work_items (queue, payload, max_attempts)
          select 'audit', jsonb_build_object('tenantId', ${tenant.id}::text, 'action', 'batch.test', 'entityId', 'e-' || n), 25
          from generate_series(1, 3) as n`,
    );
    await deliveredWhere((b) => b.tenantId === tenant.id && b.entityId === 'e-3');
    const batches = received.filter(
      (r) =>
        r.url === '/api/v1/internal/audit-logs/batch' &&
        ((r.body?.entries ?? []) as Record<string, unknown>[]).some((e) => e.tenantId === tenant.id),
    );
    expect(batches).toHaveLength(1);
    expect(batches[0]?.secret).toBe(SECRET);
    expect(
      ((batches[0]?.body?.entries ?? []) as Record<string, unknown>[]).map((e) => e.entityId).sort(),
    ).toEqual(['e-1', 'e-2', 'e-3']);
    for (let i = 0; i < 50; i++) {
      const { rows } = await svc.backends.db.query<{ status: string }>(
        sql`select status from factory.work_items where payload->>'tenantId' = ${tenant.id}`,
      );
      if (rows.every((r) => r.status === 'done')) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the delivered entries were not marked done');
  });

  it('records super-admin writes against the tenant they concern', async () => {
    const tenant = await createTenant(svc);
    const status = await svc.app.inject({
      method: 'PATCH',
      url: `${API}/tenant/${tenant.id}/status`,
      headers: bearer(root.token),
      payload: { status: 'suspended' },
    });
    expect(status.statusCode).toBe(200);
    expect(
      await deliveredWhere((b) => b.tenantId === tenant.id && b.action === 'tenant.status'),
    ).toMatchObject({
      entityType: 'tenant',
      entityId: tenant.id,
      userId: root.id,
    });
    await svc.app.inject({
      method: 'POST',
      url: `${API}/tenant-config`,
      headers: bearer(root.token),
      payload: { tenantId: tenant.id, customLedgerTypes: ['bonus'] },
    });
    await deliveredWhere((b) => b.tenantId === tenant.id && b.action === 'tenant-config.create');
  });

  it('records nothing for reads, sign-in, failed writes, and writes that concern no tenant', async () => {
    const tenant = await createTenant(svc);
    await svc.app.inject({
      method: 'GET',
      url: `${API}/master-data-values/${tenant.id}`,
      headers: bearer(tenant.admin.token),
    });
    await svc.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: tenant.admin.email, password: 'x' },
    });
    await svc.app.inject({
      method: 'POST',
      url: `${API}/master-data-values`,
      headers: bearer(tenant.admin.token),
      payload: { attributeName: '' },
    });
    await svc.app.inject({
      method: 'POST',
      url: `${API}/plan`,
      headers: bearer(root.token),
      payload: {
        name: 'Audit',
        slug: 'audit-plan',
        limits: { maxUsers: 1, maxWorkers: 1, maxJobSteps: 1, maxArticleAttributes: 1 },
      },
    });
    const { rows } = await svc.backends.db.query<{ n: number }>(
      sql`select count(*)::int as n from factory.work_items where queue = 'audit' and payload->>'tenantId' = ${tenant.id}`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(posted().filter((r) => r.body?.tenantId === tenant.id)).toHaveLength(0);
  });
});

describe('/audit-logs', () => {
  it('lists the caller’s tenant’s entries from the portal, never another tenant’s', async () => {
    const tenant = await createTenant(svc);
    const other = await createTenant(svc);
    const res = await svc.app.inject({
      method: 'GET',
      url: `${API}/audit-logs?action=worker.create&page=2&limit=5`,
      headers: bearer(tenant.admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { auditLogs: [{ id: 'entry-1' }], pagination: { page: 1 } },
    });
    const asked = received.filter((r) => r.method === 'GET').at(-1);
    const query = new URL(asked?.url ?? '', 'http://x').searchParams;
    expect(query.get('tenantId')).toBe(tenant.id);
    expect(query.get('action')).toBe('worker.create');
    expect(query.get('page')).toBe('2');
    expect(asked?.secret).toBe(SECRET);
    const cross = await svc.app.inject({
      method: 'GET',
      url: `${API}/audit-logs`,
      headers: { ...bearer(tenant.admin.token), 'x-tenant-id': other.id },
    });
    expect(cross.statusCode).toBe(403);
    expect(
      (await svc.app.inject({ method: 'GET', url: `${API}/audit-logs`, headers: bearer(tenant.user.token) }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a page or limit beyond any number (1e400) with 400 in its envelope, asking the portal nothing', async () => {
    const tenant = await createTenant(svc);
    const reads = () =>
      received.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/internal/audit-logs'));
    const asked = reads().length;
    for (const query of ['page=1e400', 'page=-1e400', 'limit=1e400', 'page=Infinity']) {
      const res = await svc.app.inject({
        method: 'GET',
        url: `${API}/audit-logs?${query}`,
        headers: bearer(tenant.admin.token),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/^Validation failed: querystring\.(page|limit)/),
      });
    }
    expect(reads().length).toBe(asked);
  });

  it('records an entry for the tenant (201), queues it while the portal is away (202), and answers 503 to reads then', async () => {
    const tenant = await createTenant(svc);
    const entry = { action: 'export.ledger', entityType: 'worker', entityId: 'w-1', details: { rows: 3 } };
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/audit-logs`,
      headers: bearer(tenant.admin.token),
      payload: entry,
    });
    expect(res.statusCode).toBe(201);
    expect(posted().at(-1)?.body).toEqual({
      ...entry,
      tenantId: tenant.id,
      userId: tenant.admin.id,
      source: 'factory',
    });

    portalUp = false;
    const queued = await svc.app.inject({
      method: 'POST',
      url: `${API}/audit-logs`,
      headers: bearer(tenant.admin.token),
      payload: entry,
    });
    expect(queued.statusCode).toBe(202);
    const { rows } = await svc.backends.db.query<{ n: number }>(
      sql`select count(*)::int as n from factory.work_items where queue = 'audit' and payload->>'action' = 'export.ledger'`,
    );
    expect(rows[0]?.n).toBe(1);
    const read = await svc.app.inject({
      method: 'GET',
      url: `${API}/audit-logs`,
      headers: bearer(tenant.admin.token),
    });
    expect(read.statusCode).toBe(503);
    expect(
      (
        await svc.app.inject({
          method: 'POST',
          url: `${API}/audit-logs`,
          headers: bearer(tenant.admin.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });
});
