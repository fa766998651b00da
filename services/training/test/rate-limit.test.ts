import type { TestService } from '@platform/kernel/testing';
import { API, startTraining } from './harness.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTraining({ PUBLIC_RATE_LIMIT_MAX: '3', FORM_RATE_LIMIT_MAX: '2' });
});
afterAll(() => svc.close());

describe('rate limits', () => {
  it('public reads: X-RateLimit-* headers, then 429 in the envelope', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await svc.app.inject({ method: 'GET', url: `${API}/courses` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const limited = await svc.app.inject({ method: 'GET', url: `${API}/courses` });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/Too many/) });
  });

  it('forms and verification have their own, tighter budget', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await svc.app.inject({ method: 'GET', url: `${API}/verify?certificate_number=TC-X` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-ratelimit-limit']).toBe('2');
    }
    expect(
      (await svc.app.inject({ method: 'GET', url: `${API}/verify?certificate_number=TC-X` })).statusCode,
    ).toBe(429);
    for (let i = 0; i < 2; i++) {
      await svc.app.inject({ method: 'POST', url: `${API}/contact`, payload: {} });
    }
    expect((await svc.app.inject({ method: 'POST', url: `${API}/contact`, payload: {} })).statusCode).toBe(
      429,
    );
  });
});
