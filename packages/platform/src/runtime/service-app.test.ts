import { createTestIssuer } from '../auth/test-issuer.js';
import { createLogger, statusEnvelope } from '../http/index.js';
import { limit } from '../ratelimit/index.js';
import { openTestDatabase } from '../testing/database.js';
import { createServiceApp } from './service-app.js';

const config = { BODY_LIMIT_BYTES: 1024, TRUST_PROXY: false, CORS_ORIGINS: 'https://app.example.test' };

describe('createServiceApp', () => {
  it('answers health from the database, CORS from CORS_ORIGINS, the caller from a token, and rate limits', async () => {
    const db = await openTestDatabase();
    const issuer = await createTestIssuer();
    const app = await createServiceApp(
      config,
      { db, logger: createLogger('built', 'silent'), redis: undefined },
      { service: 'built', description: 'a service', envelope: statusEnvelope, tokens: issuer.verifier },
    );
    app.get('/who', { config: limit({ max: 1, windowMs: 60_000 }) }, async (request) => ({
      email: request.caller?.email ?? null,
    }));
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
        service: 'built',
        status: 'healthy',
        database: 'connected',
      });
      const token = await issuer.mint({ email: 'someone@example.test' });
      const first = await app.inject({
        method: 'GET',
        url: '/who',
        headers: { authorization: `Bearer ${token}`, origin: 'https://app.example.test' },
      });
      expect(first.json()).toEqual({ email: 'someone@example.test' });
      expect(first.headers['access-control-allow-origin']).toBe('https://app.example.test');
      expect((await app.inject({ method: 'GET', url: '/who' })).statusCode).toBe(429);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('leaves authentication to a service that issues its own tokens', async () => {
    const db = await openTestDatabase();
    const app = await createServiceApp(
      config,
      { db, logger: createLogger('own', 'silent'), redis: undefined },
      {
        service: 'own',
        description: 'a service',
        envelope: statusEnvelope,
        health: async () => ({ statusCode: 200, body: { status: 'fine' } }),
      },
    );
    try {
      expect(app.hasRequestDecorator('caller')).toBe(false);
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'fine' });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
