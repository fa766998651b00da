import type { HttpApp } from '../http/index.js';
import { createTestHttpApp } from '../testing/http.js';
import { constantTimeEqual, isServiceSecret, requireServiceSecret } from './index.js';

const SECRET = 'service-secret-0123456789abcdef';

describe('service secret', () => {
  let app: HttpApp;

  beforeAll(async () => {
    app = await createTestHttpApp();
    app.get('/internal', { onRequest: requireServiceSecret(SECRET) }, async () => ({ admitted: true }));
    app.get(
      '/worded',
      { onRequest: requireServiceSecret(SECRET, { message: 'Invalid service secret' }) },
      async () => ({
        admitted: true,
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('compares two strings whole, whatever their lengths', () => {
    expect(constantTimeEqual(SECRET, SECRET)).toBe(true);
    expect(constantTimeEqual(SECRET, `${SECRET}x`)).toBe(false);
    expect(constantTimeEqual(SECRET, SECRET.slice(0, -1))).toBe(false);
    expect(constantTimeEqual(SECRET, '')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  it('is the secret only when given exactly once and equal', () => {
    expect(isServiceSecret(SECRET, SECRET)).toBe(true);
    expect(isServiceSecret(SECRET, `${SECRET}x`)).toBe(false);
    expect(isServiceSecret(SECRET, SECRET.slice(0, -1))).toBe(false);
    expect(isServiceSecret(SECRET, '')).toBe(false);
    expect(isServiceSecret(SECRET, undefined)).toBe(false);
    // A repeated header is refused even when one of its copies is right.
    expect(isServiceSecret(SECRET, [SECRET])).toBe(false);
    expect(isServiceSecret(SECRET, [SECRET, 'other'])).toBe(false);
    expect(isServiceSecret(SECRET, ['other', SECRET])).toBe(false);
  });

  it('admits a request with the secret and answers 401 otherwise, in the envelope, with the message asked for', async () => {
    const get = (url: string, headers: Record<string, string | string[]> = {}) =>
      app.inject({ method: 'GET', url, headers });

    const admitted = await get('/internal', { 'x-service-secret': SECRET });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json()).toEqual({ admitted: true });

    const refusals: Record<string, string | string[]>[] = [
      {},
      { 'x-service-secret': 'wrong' },
      { 'x-service-secret': [SECRET, SECRET] },
    ];
    for (const headers of refusals) {
      const refused = await get('/internal', headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: 'UNAUTHORIZED',
        error: 'x-service-secret is missing or wrong',
      });
    }
    const worded = await get('/worded', { 'x-service-secret': [SECRET, 'other'] });
    expect(worded.statusCode).toBe(401);
    expect(worded.json()).toMatchObject({ code: 'UNAUTHORIZED', error: 'Invalid service secret' });
  });
});
