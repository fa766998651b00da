import { statusEnvelope } from '@platform/kernel/http';
import { describeFailures, fuzzService } from '@platform/kernel/testing';
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
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

describe('the fuzz check over every route of the OpenAPI document', () => {
  it('answers every malformed request below 500 and in the portal envelope', async () => {
    const superAdmin = await superAdminToken(portal.svc);
    const admin = await tenantAdminToken(portal.svc, '00000000-0000-4000-8000-000000000001');
    const user = await tenantAdminToken(portal.svc, '00000000-0000-4000-8000-000000000001', 'user');
    const report = await fuzzService({
      targets: [{ name: 'portal', app: portal.svc.app }],
      envelope: statusEnvelope,
      tokens: { forged: `${admin.slice(0, -8)}AAAAAAAA`, user, admin, superAdmin },
    });
    expect(report.failures, describeFailures(report)).toEqual([]);
    expect(report.operations).toBeGreaterThan(8);
  }, 180_000);
});

describe('the fuzz check over the hardened cases', () => {
  it('answers a page or limit beyond any number (1e400, -1e400, Infinity, NaN) with 400 on every paged operation', async () => {
    const doc = (await portal.svc.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const root = await superAdminToken(portal.svc);
    const headers = { ...bearer(root), 'x-service-secret': SERVICE_SECRET };
    const failures: string[] = [];
    let tried = 0;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const paging = (op.parameters ?? []).filter(
          (p) => p.in === 'query' && (p.name === 'page' || p.name === 'limit'),
        );
        for (const { name } of paging)
          for (const value of ['1e400', '-1e400', 'Infinity', 'NaN']) {
            const url = `${path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000001')}?tenantId=00000000-0000-4000-8000-000000000001&${name}=${value}`;
            const res = await portal.svc.app.inject({ method: method.toUpperCase() as 'GET', url, headers });
            tried += 1;
            if (res.statusCode !== 400 || !statusEnvelope.isError(res.json()))
              failures.push(`${method.toUpperCase()} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
      }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(8);
  });

  it('acknowledges signed events whose date is missing, unreadable or out of range, and never lets one undo a dated state', async () => {
    const signup = await portal.svc.app.inject({
      method: 'POST',
      url: `${API}/tenants/signup`,
      payload: signupBody(),
    });
    const { tenant, subscription } = signup.json().data;
    const now = Math.floor(Date.now() / 1000);
    const deliver = (event: string, createdAt: unknown) => {
      const body: Record<string, unknown> = { ...subscriptionEvent(event, subscription.id, tenant.id) };
      if (createdAt === undefined) delete body.created_at;
      else body.created_at = createdAt;
      return portal.svc.app.inject(signedDelivery(body));
    };
    expect((await deliver('subscription.halted', now)).json().data.outcome).toBe('suspended');
    const failures: string[] = [];
    for (const event of ['subscription.activated', 'subscription.cancelled', 'subscription.halted'])
      for (const createdAt of [
        undefined,
        null,
        'yesterday',
        1e308,
        -1e308,
        2 ** 53 + 1,
        -1,
        0,
        true,
        [now],
        { at: now },
      ]) {
        const res = await deliver(event, createdAt);
        const outcome = res.json().data?.outcome;
        if (
          res.statusCode !== 200 ||
          (outcome !== 'skipped_undated' && outcome !== 'skipped_stale' && outcome !== 'skipped_unchanged')
        )
          failures.push(
            `${event} created_at=${JSON.stringify(createdAt)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    expect(failures).toEqual([]);
    const state = await portal.svc.app.inject({
      method: 'GET',
      url: `${API}/admin/tenants/${tenant.id}`,
      headers: bearer(await superAdminToken(portal.svc)),
    });
    expect(state.json().data.tenant).toMatchObject({
      status: 'suspended',
      subscription: { status: 'halted' },
    });
  });
});
