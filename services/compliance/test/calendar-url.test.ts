import { createServer } from 'node:net';
import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBaseUrl } from '../src/calendar/service.js';
import { API, bearer, createEntity, createTenant, startCompliance, type TestTenant } from './harness.js';
import { createTemplateVia, startInstance, threePhases } from './workflow-fixtures.js';

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

interface FeedEvent {
  uid: string;
  summary: string;
  start: string;
  allDay: boolean;
}

/** The feed read back as a calendar client reads it. */
function eventsOf(body: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

describe('the feed link’s base address', () => {
  it('is COMPLIANCE_PUBLIC_URL when set, else the listener’s own address', () => {
    const own = { COMPLIANCE_PUBLIC_URL: undefined, HOST: '0.0.0.0', COMPLIANCE_PORT: 4010 };
    expect(publicBaseUrl(own)).toBe('http://localhost:4010');
    expect(publicBaseUrl({ ...own, HOST: '::' })).toBe('http://localhost:4010');
    expect(publicBaseUrl({ ...own, HOST: '127.0.0.1', COMPLIANCE_PORT: 4999 })).toBe('http://127.0.0.1:4999');
    expect(publicBaseUrl({ ...own, HOST: '::1' })).toBe('http://[::1]:4010');
    expect(publicBaseUrl({ ...own, COMPLIANCE_PUBLIC_URL: 'https://compliance.example.test/' })).toBe(
      'https://compliance.example.test',
    );
    expect(publicBaseUrl({ ...own, COMPLIANCE_PUBLIC_URL: 'https://example.test/compliance//' })).toBe(
      'https://example.test/compliance',
    );
  });
});

describe('the deadline feed at its absolute address', () => {
  let svc: TestService;
  let port: number;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    port = await freePort();
    svc = await startCompliance({ HOST: '127.0.0.1', COMPLIANCE_PORT: String(port) });
    await svc.app.listen({ host: '127.0.0.1', port });
    a = await createTenant(svc);
    b = await createTenant(svc);
  });
  afterAll(() => svc?.close());

  async function instanceDue(tenant: TestTenant, name: string, due: string | null, status = 'IN_PROGRESS') {
    const template = await createTemplateVia(svc, tenant.admin.token, threePhases({ workflowName: name }));
    const entity = await createEntity(svc, tenant.id, { name: `${name} Private Limited` });
    const id = (
      await startInstance(svc, tenant.user.token, { templateId: template, entityId: entity.id })
    ).json().data.id as string;
    await svc.backends.db.query(
      sql`update compliance.workflow_instances set due_date = ${due}::date, status = ${status} where id = ${id}::uuid`,
    );
    return id;
  }

  const status = (token: string) =>
    svc.app.inject({ method: 'GET', url: `${API}/deadlines.ics/token`, headers: bearer(token) });
  const rotate = (token: string) =>
    svc.app.inject({ method: 'POST', url: `${API}/deadlines.ics/token`, headers: bearer(token) });

  it('creates the link once, reads its state without the secret, and serves every open deadline as a VEVENT', async () => {
    const before = await status(a.admin.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: { active: false, issuedAt: null } });

    const first = await instanceDue(a, 'Share allotment', '2027-08-14');
    const second = await instanceDue(a, 'Charge creation', '2027-11-02');
    const done = await instanceDue(a, 'Completed filing', '2027-09-01', 'COMPLETED');
    const undated = await instanceDue(a, 'Awaiting its event', null);
    const theirs = await instanceDue(b, 'Their filing', '2027-08-20');

    const created = await rotate(a.admin.token);
    expect(created.statusCode).toBe(200);
    const { token, url, issuedAt } = created.json().data;
    expect(url).toBe(`http://127.0.0.1:${port}/api/v1/deadlines.ics?token=${token}`);
    expect(Date.now() - Date.parse(issuedAt)).toBeLessThan(60_000);
    expect((await status(a.admin.token)).json()).toEqual({ data: { active: true, issuedAt } });
    expect(JSON.stringify((await status(a.admin.token)).json())).not.toContain(token);
    // Another tenant's link is its own.
    expect((await status(b.admin.token)).json().data.active).toBe(false);

    // A calendar app fetches the link as given, over the network, with no bearer token.
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = eventsOf(await feed.text());
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(byUid.get(`${first}@compliance`)).toEqual({
      uid: `${first}@compliance`,
      summary: 'Due: Share allotment (Share allotment Private Limited)',
      start: '2027-08-14',
      allDay: true,
    });
    expect(byUid.get(`${second}@compliance`)).toMatchObject({ start: '2027-11-02', allDay: true });
    for (const absent of [done, undated, theirs]) expect(byUid.has(`${absent}@compliance`)).toBe(false);
    expect(events).toHaveLength(2);
  });

  it('rotating stops the old link at once and the new one serves', async () => {
    const old = (await rotate(a.admin.token)).json().data;
    expect((await fetch(old.url)).status).toBe(200);
    const fresh = (await rotate(a.admin.token)).json().data;
    expect(fresh.token).not.toBe(old.token);
    expect(Date.parse(fresh.issuedAt)).toBeGreaterThanOrEqual(Date.parse(old.issuedAt));
    expect((await status(a.admin.token)).json().data.issuedAt).toBe(fresh.issuedAt);

    const stale = await fetch(old.url);
    expect(stale.status).toBe(404);
    expect(await stale.json()).toMatchObject({ code: 'NOT_FOUND' });
    const served = await fetch(fresh.url);
    expect(served.status).toBe(200);
    expect(eventsOf(await served.text()).length).toBeGreaterThan(0);
  });

  it('lets only administrators create, rotate or read the link’s state', async () => {
    expect((await status(a.user.token)).statusCode).toBe(403);
    expect((await rotate(a.user.token)).statusCode).toBe(403);
    const anonymous = await svc.app.inject({ method: 'GET', url: `${API}/deadlines.ics/token` });
    expect(anonymous.statusCode).toBe(401);
    // A refused rotation changes nothing: the current link still serves.
    const current = (await rotate(a.admin.token)).json().data.url;
    await rotate(a.user.token);
    expect((await svc.app.inject({ method: 'GET', url: pathOf(current) })).statusCode).toBe(200);
  });
});

describe('COMPLIANCE_PUBLIC_URL', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startCompliance({ COMPLIANCE_PUBLIC_URL: 'https://compliance.example.test/' });
  });
  afterAll(() => svc?.close());

  it('is the base of the link', async () => {
    const tenant = await createTenant(svc);
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/deadlines.ics/token`,
      headers: bearer(tenant.admin.token),
    });
    const { url, token } = res.json().data;
    expect(url).toBe(`https://compliance.example.test/api/v1/deadlines.ics?token=${token}`);
    const feed = await svc.app.inject({ method: 'GET', url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(eventsOf(feed.body)).toEqual([]);
  });
});
