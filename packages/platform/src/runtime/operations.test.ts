import { createHttpApp, createLogger, defaultDestination, statusEnvelope } from '../http/index.js';
import { sampleValue } from '../metrics/index.js';
import { openTestDatabase } from '../testing/database.js';
import { watchDatabase } from './operations.js';

describe('watchDatabase', () => {
  it('makes /ready follow the database, and reports the pool until unwatched', async () => {
    const db = await openTestDatabase();
    const app = await createHttpApp({
      service: 'watched',
      envelope: statusEnvelope,
      logger: createLogger('watched', 'silent'),
      bodyLimit: 1024,
      health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
    });
    await app.ready();
    const unwatch = watchDatabase([{ name: 'watched', app, port: 0 }], db, 'watched-pool');
    let closed = false;
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({
        service: 'watched',
        status: 'ready',
      });
      const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(
        sampleValue(metrics, 'db_pool_connections', { pool: 'watched-pool', state: 'idle' }),
      ).toBeGreaterThanOrEqual(1);

      await db.close();
      closed = true;
      const down = await app.inject({ method: 'GET', url: '/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'error',
        message: 'Service cannot reach database',
        details: { reason: 'unreachable', checks: ['database'] },
      });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

      unwatch();
      const after = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(
        sampleValue(after, 'db_pool_connections', { pool: 'watched-pool', state: 'idle' }),
      ).toBeUndefined();
    } finally {
      unwatch();
      await app.close();
      if (!closed) await db.close();
    }
  });
});

describe('defaultDestination', () => {
  it('is readable lines at a development terminal and JSON everywhere else', () => {
    expect(defaultDestination('auto', 'development', true)).toBeDefined();
    expect(defaultDestination('auto', 'test', true)).toBeDefined();
    expect(defaultDestination('auto', 'production', true)).toBeUndefined();
    expect(defaultDestination('auto', 'development', false)).toBeUndefined();
    expect(defaultDestination('json', 'development', true)).toBeUndefined();
    expect(defaultDestination('pretty', 'production', false)).toBeDefined();
  });
});
