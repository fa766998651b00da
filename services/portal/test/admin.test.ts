import { randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import type { InjectOptions } from 'fastify';
import {
  API,
  bearer,
  type PortalUnderTest,
  SERVICE_SECRET,
  signedDelivery,
  signupBody,
  startPortal,
  subscriptionEvent,
  superAdminToken,
  tenantAdminToken,
} from './harness.js';

let portal: PortalUnderTest;
let root: string;
const tenants: { id: string; subscriptionId: string; slug: string }[] = [];

beforeAll(async () => {
  portal = await startPortal();
  root = await superAdminToken(portal.svc);
  for (let i = 0; i < 2; i += 1) {
    const res = await inject({ method: 'POST', url: `${API}/tenants/signup`, payload: signupBody() });
    const { tenant, subscription } = res.json().data;
    tenants.push({ id: tenant.id, subscriptionId: subscription.id, slug: tenant.slug });
    await inject(signedDelivery(subscriptionEvent('subscription.activated', subscription.id, tenant.id)));
    await inject(
      signedDelivery(
        subscriptionEvent('payment.failed', subscription.id, tenant.id, undefined, { id: `pay_${i}` }),
      ),
    );
  }
});
afterAll(() => portal?.close());

function inject(opts: InjectOptions) {
  return portal.svc.app.inject(opts);
}
const a = () => tenants[0] as { id: string; subscriptionId: string; slug: string };
const b = () => tenants[1] as { id: string; subscriptionId: string; slug: string };

describe('GET /alerts', () => {
  it('a super-admin sees every alert, newest first, paginated', async () => {
    const res = await inject({ method: 'GET', url: `${API}/alerts?limit=4`, headers: bearer(root) });
    expect(res.statusCode).toBe(200);
    const { alerts, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, limit: 4, total: 6, pages: 2 });
    expect(alerts).toHaveLength(4);
    const times = alerts.map((x: { createdAt: string }) => x.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(alerts[0]).toMatchObject({ tenantId: b().id, type: 'payment.failed' });
    const filtered = await inject({
      method: 'GET',
      url: `${API}/alerts?tenantId=${a().id}`,
      headers: bearer(root),
    });
    expect(filtered.json().data.pagination.total).toBe(3);
  });

  it("a tenant admin sees only its own tenant's alerts, without those meant for super-admins", async () => {
    const token = await tenantAdminToken(portal.svc, a().id);
    const res = await inject({ method: 'GET', url: `${API}/alerts`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { alerts } = res.json().data;
    expect(alerts.map((x: { type: string }) => x.type).sort()).toEqual([
      'payment.failed',
      'subscription.activated',
    ]);
    expect(
      alerts.every(
        (x: { tenantId: string; audience: string }) => x.tenantId === a().id && x.audience === 'tenant',
      ),
    ).toBe(true);
    const other = await inject({
      method: 'GET',
      url: `${API}/alerts?tenantId=${b().id}`,
      headers: bearer(token),
    });
    expect(other.json().data.alerts).toEqual([]);
  });

  it('is 401 without a token and 403 for an ordinary user', async () => {
    expect((await inject({ method: 'GET', url: `${API}/alerts` })).statusCode).toBe(401);
    const user = await tenantAdminToken(portal.svc, a().id, 'user');
    const res = await inject({ method: 'GET', url: `${API}/alerts`, headers: bearer(user) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: expect.any(String) });
  });
});

describe('admin tenants', () => {
  it('a super-admin lists tenants with status, plan and subscription, filtered by status', async () => {
    const res = await inject({
      method: 'GET',
      url: `${API}/admin/tenants?status=active`,
      headers: bearer(root),
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.tenants.map((t: { id: string }) => t.id);
    expect(ids).toEqual([b().id, a().id]);
    expect(res.json().data.tenants[0]).toMatchObject({
      status: 'active',
      plan: 'growth',
      subscription: { provider: 'sandbox', id: b().subscriptionId, status: 'active' },
    });
    const none = await inject({
      method: 'GET',
      url: `${API}/admin/tenants?status=suspended`,
      headers: bearer(root),
    });
    expect(none.json().data.pagination.total).toBe(0);
    const admin = await tenantAdminToken(portal.svc, a().id);
    expect(
      (await inject({ method: 'GET', url: `${API}/admin/tenants`, headers: bearer(admin) })).statusCode,
    ).toBe(403);
  });

  it('GET /admin/tenants/:id shows status, provider ids and alerts to a super-admin and to that tenant’s admin only', async () => {
    const res = await inject({ method: 'GET', url: `${API}/admin/tenants/${a().id}`, headers: bearer(root) });
    expect(res.statusCode).toBe(200);
    const { tenant } = res.json().data;
    expect(tenant).toMatchObject({
      id: a().id,
      slug: a().slug,
      status: 'active',
      subscription: { id: a().subscriptionId, customerId: expect.stringMatching(/^cust_/) },
    });
    expect(tenant.alerts).toHaveLength(3);
    const own = await tenantAdminToken(portal.svc, a().id);
    expect(
      (await inject({ method: 'GET', url: `${API}/admin/tenants/${a().id}`, headers: bearer(own) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'GET', url: `${API}/admin/tenants/${b().id}`, headers: bearer(own) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'GET', url: `${API}/admin/tenants/${randomUUID()}`, headers: bearer(root) }))
        .statusCode,
    ).toBe(404);
  });

  it('plan overrides set by a super-admin are what the plan-limits endpoint answers', async () => {
    const put = await inject({
      method: 'PUT',
      url: `${API}/admin/tenants/${b().id}/plan-overrides`,
      headers: bearer(root),
      payload: { maxUsers: -1, maxJobSteps: 40, rateLimits: { windowMs: 1000 } },
    });
    expect(put.statusCode).toBe(200);
    const limits = await inject({
      method: 'GET',
      url: `${API}/internal/tenants/${b().id}/plan-limits`,
      headers: { 'x-service-secret': SERVICE_SECRET },
    });
    expect(limits.json().data).toEqual({
      tenantId: b().id,
      plan: 'growth',
      limits: { maxUsers: -1, maxWorkers: 250, maxJobSteps: 40, maxArticleAttributes: 25 },
      rateLimits: { maxRequests: 500, windowMs: 1000 },
    });
    const bad = await inject({
      method: 'PUT',
      url: `${API}/admin/tenants/${b().id}/plan-overrides`,
      headers: bearer(root),
      payload: { maxUsers: -2 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('central audit log (internal)', () => {
  const secret = { 'x-service-secret': SERVICE_SECRET };

  it('records entries for a tenant and lists them tenant-scoped, newest first, filtered and paginated', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await inject({
        method: 'POST',
        url: `${API}/internal/audit-logs`,
        headers: secret,
        payload: {
          tenantId: a().id,
          action: i === 2 ? 'worker.deleted' : 'worker.created',
          entityType: 'worker',
          entityId: `w${i}`,
          userId: 'u1',
          details: { n: i },
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ tenantId: a().id, source: 'factory', details: { n: i } });
    }
    await inject({
      method: 'POST',
      url: `${API}/internal/audit-logs`,
      headers: secret,
      payload: { tenantId: b().id, action: 'worker.created' },
    });

    const all = await inject({
      method: 'GET',
      url: `${API}/internal/audit-logs?tenantId=${a().id}&source=factory&limit=2`,
      headers: secret,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(all.json().data.auditLogs.map((e: { entityId: string }) => e.entityId)).toEqual(['w2', 'w1']);
    const created = await inject({
      method: 'GET',
      url: `${API}/internal/audit-logs?tenantId=${a().id}&action=worker.created`,
      headers: secret,
    });
    expect(
      created
        .json()
        .data.auditLogs.every(
          (e: { tenantId: string; action: string }) => e.tenantId === a().id && e.action === 'worker.created',
        ),
    ).toBe(true);
    expect(created.json().data.pagination.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await inject({
      method: 'GET',
      url: `${API}/internal/audit-logs?tenantId=${a().id}&source=factory&from=${today}&to=${today}`,
      headers: secret,
    });
    expect(byDay.json().data.pagination.total).toBe(3);
    const future = await inject({
      method: 'GET',
      url: `${API}/internal/audit-logs?tenantId=${a().id}&from=2999-01-01T00:00:00Z`,
      headers: secret,
    });
    expect(future.json().data.pagination.total).toBe(0);
    // The portal's own entries (signup, activation) are in the same log.
    const own = await inject({
      method: 'GET',
      url: `${API}/internal/audit-logs?tenantId=${a().id}&source=portal`,
      headers: secret,
    });
    expect(own.json().data.auditLogs.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['tenant.signed_up', 'tenant.activated', 'payment.failed']),
    );
  });

  it('is 401 without the service secret, and 400 without a tenant', async () => {
    expect(
      (await inject({ method: 'GET', url: `${API}/internal/audit-logs?tenantId=${a().id}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await inject({
          method: 'POST',
          url: `${API}/internal/audit-logs`,
          headers: { 'x-service-secret': 'nope' },
          payload: { tenantId: a().id, action: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await inject({ method: 'GET', url: `${API}/internal/audit-logs`, headers: secret })).statusCode,
    ).toBe(400);
  });

  it('records a batch of entries, all or none, and only with the service secret', async () => {
    const db = portal.svc.backends.db;
    const countOf = async (action: string) =>
      (
        await db.query<{ n: number }>(
          sql`select count(*)::int as n from portal.audit_logs where action = ${action}`,
        )
      ).rows[0]?.n;
    const entries = [1, 2, 3].map((n) => ({
      tenantId: a().id,
      action: 'batch.sent',
      entityId: `b${n}`,
      details: { n },
    }));
    const res = await inject({
      method: 'POST',
      url: `${API}/internal/audit-logs/batch`,
      headers: secret,
      payload: { entries: [...entries, { ...entries[0], entityId: 'own', source: 'compliance' }] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', data: { recorded: 4 } });
    const listed = await inject({
      method: 'GET',
      url: `${API}/internal/audit-logs?tenantId=${a().id}&action=batch.sent`,
      headers: secret,
    });
    expect(
      listed
        .json()
        .data.auditLogs.map((e: { entityId: string; source: string; details: unknown }) => [
          e.entityId,
          e.source,
          e.details,
        ])
        .sort(),
    ).toEqual([
      ['b1', 'factory', { n: 1 }],
      ['b2', 'factory', { n: 2 }],
      ['b3', 'factory', { n: 3 }],
      ['own', 'compliance', { n: 1 }],
    ]);

    const refused = [
      { headers: secret, payload: { entries: [] } },
      {
        headers: secret,
        payload: { entries: [{ ...entries[0], action: 'batch.refused' }, { action: 'x' }] },
      },
      {
        headers: secret,
        payload: { entries: Array.from({ length: 101 }, () => ({ ...entries[0], action: 'batch.refused' })) },
      },
      {
        headers: { 'x-service-secret': 'nope' },
        payload: { entries: [{ ...entries[0], action: 'batch.refused' }] },
      },
    ];
    for (const { headers, payload } of refused) {
      const answer = await inject({
        method: 'POST',
        url: `${API}/internal/audit-logs/batch`,
        headers,
        payload,
      });
      expect([400, 401]).toContain(answer.statusCode);
      expect(answer.json().status).toBe('error');
    }
    expect(await countOf('batch.refused')).toBe(0);
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const db = portal.svc.backends.db;
    await expect(db.query(sql`update portal.audit_logs set action = 'forged'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query(sql`delete from portal.audit_logs`)).rejects.toThrow(/append-only/);
    await expect(db.query(sql`truncate portal.audit_logs`)).rejects.toThrow(/append-only/);
  });
});
