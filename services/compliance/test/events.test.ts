import type { AddressInfo } from 'node:net';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream as openEventStream } from './event-stream.js';
import { API, bearer, createEntity, createTenant, startCompliance, type TestTenant } from './harness.js';

let svc: TestService;
let app: HttpApp;
let base: string;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  a = await createTenant(svc);
  b = await createTenant(svc);
});
afterAll(() => svc?.close());

const openStream = (path: string, headers: Record<string, string> = {}) =>
  openEventStream(base, path, headers);

describe('GET /events', () => {
  it('delivers a profile.updated to a client of the same tenant and not to another tenant’s', async () => {
    const mine = await openStream(`${API}/events?access_token=${a.user.token}`);
    const theirs = await openStream(`${API}/events?access_token=${b.user.token}`);
    try {
      expect(mine.response.statusCode).toBe(200);
      expect(mine.response.headers['content-type']).toMatch(/^text\/event-stream/);
      await mine.waitFor(': connected');
      await theirs.waitFor(': connected');

      const entity = await createEntity(svc, a.id);
      const res = await app.inject({
        method: 'PATCH',
        url: `${API}/entities/${entity.id}`,
        headers: bearer(a.admin.token),
        payload: { version: 1, profileData: { pan: 'EEEEE5555E' } },
      });
      expect(res.statusCode).toBe(200);

      await mine.waitFor('event: profile.updated');
      const frame = mine
        .text()
        .split('\n\n')
        .find((f) => f.startsWith('event: profile.updated'));
      const data = JSON.parse(
        frame
          ?.split('\n')
          .find((l) => l.startsWith('data: '))
          ?.slice(6) ?? '{}',
      );
      expect(data).toMatchObject({
        eventType: 'profile.updated',
        entityId: entity.id,
        tenantId: a.id,
        version: 2,
        changes: [{ field: 'profileData.pan', oldValue: null, newValue: 'EEEEE5555E' }],
      });

      // The other tenant's stream is subscribed to the same bus; its filter drops the event.
      await svc.events.waitFor((m) => m.routingKey === `profile.updated.${entity.id}`);
      await new Promise((r) => setTimeout(r, 300));
      expect(theirs.text()).not.toContain('profile.updated');
      expect(theirs.text()).not.toContain(entity.id);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('accepts the bearer header and a topic pattern', async () => {
    const stream = await openStream(
      `${API}/events?topic=${encodeURIComponent('custom.#')}`,
      bearer(a.user.token),
    );
    try {
      await stream.waitFor(': connected');
      await svc.backends.bus.publish('custom.thing.done', {
        eventType: 'custom.thing',
        tenantId: a.id,
        n: 1,
      });
      await svc.backends.bus.publish('profile.updated.x', { eventType: 'profile.updated', tenantId: a.id });
      await stream.waitFor('event: custom.thing');
      expect(stream.text()).toContain('"n":1');
      expect(stream.text()).not.toContain('event: profile.updated');
    } finally {
      stream.close();
    }
  });

  it('refuses a stream without a token (401), with a bad token (401), and a bad topic (400)', async () => {
    expect((await app.inject({ method: 'GET', url: `${API}/events` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${API}/events?access_token=nope` })).statusCode).toBe(
      401,
    );
    const bad = await app.inject({
      method: 'GET',
      url: `${API}/events?topic=a..b`,
      headers: bearer(a.user.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses another tenant named by a user (403)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/events?tenantId=${b.id}`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
