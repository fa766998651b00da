import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTenant, startCompliance, type TestTenant } from './harness.js';

let svc: TestService;
let t: TestTenant;

beforeAll(async () => {
  svc = await startCompliance({
    RATE_LIMIT_IP_MAX: '3',
    RATE_LIMIT_IP_WINDOW_MS: '60000',
    RATE_LIMIT_USER_MAX: '4',
    RATE_LIMIT_USER_WINDOW_MS: '120000',
  });
  t = await createTenant(svc);
});
afterAll(() => svc?.close());

describe('general rate limits', () => {
  it('counts anonymous requests per address with headers, then 429 with the documented body', async () => {
    const before = Math.floor(Date.now() / 1000);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await svc.app.inject({ method: 'GET', url: `${API}/plans`, remoteAddress: '203.0.113.7' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      remaining.push(String(res.headers['x-ratelimit-remaining']));
      // The window starts at the first request, which a busy machine may answer seconds later.
      const after = Math.ceil(Date.now() / 1000);
      const reset = Number(res.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThanOrEqual(before + 59);
      expect(reset).toBeLessThanOrEqual(after + 61);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const res = await svc.app.inject({ method: 'GET', url: `${API}/plans`, remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body).toMatchObject({
      error: expect.any(String),
      code: 'RATE_LIMIT_EXCEEDED',
      retryAfter: expect.any(Number),
    });
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers['retry-after']).toBe(String(body.retryAfter));
    expect(res.headers['x-ratelimit-remaining']).toBe('0');

    // Another address has its own budget; health is never limited.
    expect(
      (await svc.app.inject({ method: 'GET', url: `${API}/plans`, remoteAddress: '203.0.113.8' })).statusCode,
    ).toBe(200);
    expect(
      (await svc.app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.7' })).statusCode,
    ).toBe(200);
  });

  it('counts requests with a token per user, whatever the address', async () => {
    const call = (address: string) =>
      svc.app.inject({
        method: 'GET',
        url: `${API}/tenants`,
        headers: bearer(t.user.token),
        remoteAddress: address,
      });
    for (let i = 0; i < 4; i++) {
      const res = await call(`198.51.100.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('4');
    }
    const limited = await call('198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    expect(limited.json().retryAfter).toBeGreaterThan(60);
    // Another user of the same tenant is not affected.
    expect(
      (await svc.app.inject({ method: 'GET', url: `${API}/tenants`, headers: bearer(t.admin.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('applies on the workflow listener too', async () => {
    const workflow = svc.listeners.find((l) => l.name === 'workflow')?.app;
    const res = await workflow?.inject({
      method: 'GET',
      url: `${API}/workflows/templates`,
      remoteAddress: '192.0.2.1',
    });
    expect(res?.headers['x-ratelimit-limit']).toBe('3');
  });
});
