import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createEntity, createTenant, startCompliance, type TestTenant } from './harness.js';
import { createTemplateVia, startInstance, threePhases } from './workflow-fixtures.js';

let svc: TestService;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  svc = await startCompliance();
  a = await createTenant(svc);
  b = await createTenant(svc);
});
afterAll(() => svc?.close());

/** The path and query of a feed link, for `inject`. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function rotate(token: string) {
  return svc.app.inject({ method: 'POST', url: `${API}/deadlines.ics/token`, headers: bearer(token) });
}

async function instanceDue(tenant: TestTenant, name: string, due: string, status = 'IN_PROGRESS') {
  const template = await createTemplateVia(svc, tenant.admin.token, threePhases({ workflowName: name }));
  const entity = await createEntity(svc, tenant.id, { name: `${name} Holdings Private Limited` });
  const id = (
    await startInstance(svc, tenant.user.token, { templateId: template, entityId: entity.id })
  ).json().data.id;
  await svc.backends.db.query(
    sql`update compliance.workflow_instances set due_date = ${due}::date, status = ${status} where id = ${id}::uuid`,
  );
}

describe('GET /deadlines.ics', () => {
  it('serves the tenant’s open deadlines as all-day events behind the secret link', async () => {
    await instanceDue(a, 'Rights issue', '2027-09-30');
    await instanceDue(a, 'Closed one', '2027-10-15', 'COMPLETED');
    await instanceDue(b, 'Other tenant', '2027-09-01');
    const res = await rotate(a.admin.token);
    expect(res.statusCode).toBe(200);
    const { url, token } = res.json().data;
    // Absolute: the listener's own address unless COMPLIANCE_PUBLIC_URL says otherwise.
    expect(url).toBe(`http://localhost:4010/api/v1/deadlines.ics?token=${token}`);

    const feed = await svc.app.inject({ method: 'GET', url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20270930');
    expect(feed.body.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Due: Rights issue (Rights issue Holdings Private Limited)',
    );
    expect(feed.body).not.toContain('Closed one');
    expect(feed.body).not.toContain('Other tenant');
  });

  it('stops the old link when the token is rotated, and refuses unknown ones with 404', async () => {
    const old = pathOf((await rotate(a.admin.token)).json().data.url);
    const fresh = pathOf((await rotate(a.admin.token)).json().data.url);
    expect((await svc.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect((await svc.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    const unknown = await svc.app.inject({
      method: 'GET',
      url: `${API}/deadlines.ics?token=${'x'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets only administrators rotate', async () => {
    expect((await rotate(a.user.token)).statusCode).toBe(403);
    expect((await svc.app.inject({ method: 'POST', url: `${API}/deadlines.ics/token` })).statusCode).toBe(
      401,
    );
  });
});
