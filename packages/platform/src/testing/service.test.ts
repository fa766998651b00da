import { registerAuth, requireCaller } from '../auth/index.js';
import { integer, platformVars } from '../config/index.js';
import { migrate, platformMigrations, sql } from '../db/index.js';
import { createOutbox } from '../events/index.js';
import { complianceEnvelope, createHttpApp, databaseHealth, Type } from '../http/index.js';
import { sampleValue } from '../metrics/index.js';
import { defineService } from '../runtime/index.js';
import { captureLogs, startTestService, type TestService } from './index.js';

/** A tiny service exercising every backend the harness provides. */
const demoService = defineService({
  name: 'demo',
  vars: { ...platformVars, DEMO_PORT: integer({ fallback: '0', doc: 'port' }) },
  build: async (config, backends) => {
    await migrate(backends.db, 'demo', [platformMigrations]);
    const outbox = createOutbox({
      db: backends.db,
      schema: 'demo',
      bus: backends.bus,
      logger: backends.logger,
    });
    outbox.start();
    const app = await createHttpApp({
      service: 'demo',
      envelope: complianceEnvelope,
      logger: backends.logger,
      bodyLimit: config.BODY_LIMIT_BYTES,
      health: databaseHealth('demo', backends.db),
    });
    registerAuth(app, backends.tokens);
    app.addHook('onClose', () => outbox.stop());
    app.post('/notes', { schema: { body: Type.Object({ text: Type.String() }) } }, async (request, reply) => {
      const caller = requireCaller(request);
      await outbox.transaction((tx) =>
        outbox.add(tx, { routingKey: `note.created.${caller.userId}`, payload: { text: request.body.text } }),
      );
      await backends.mailer.send({ to: caller.email, subject: 'Note saved', text: request.body.text });
      const stored = await backends.blobs.put(`notes/${caller.userId}.txt`, Buffer.from(request.body.text));
      return reply
        .status(201)
        .send({ data: { size: stored.size, count: (await backends.db.query(sql`select 1`)).rowCount } });
    });
    return [{ name: 'demo', port: config.DEMO_PORT, app }];
  },
});

describe('startTestService', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService(demoService);
  });
  afterAll(() => svc.close());

  it('trusts tokens from its issuer, and captures the event, the mail and the file', async () => {
    const token = await svc.issuer.mint({
      sub: 'u1',
      email: 'u1@example.test',
      role: 'user',
      tenantId: 't1',
    });
    const res = await svc.app.inject({
      method: 'POST',
      url: '/notes',
      headers: { authorization: `Bearer ${token}` },
      payload: { text: 'hello ₹' },
    });
    expect(res.statusCode).toBe(201);
    const event = await svc.events.waitFor((m) => m.routingKey === 'note.created.u1');
    expect(event.payload).toEqual({ text: 'hello ₹' });
    const mail = await svc.mailbox();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Note saved');
    expect(await svc.backends.blobs.exists('notes/u1.txt')).toBe(true);
  });

  it('refuses a request without a token', async () => {
    const res = await svc.app.inject({ method: 'POST', url: '/notes', payload: { text: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('startTestService, as the runtime starts a service', () => {
  const logs = captureLogs();
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService(demoService, { logs: logs.destination });
  });
  afterAll(() => svc.close());

  it('checks the database in /ready, reports its pool and outbox, and logs each request with its tenant', async () => {
    expect((await svc.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    const token = await svc.issuer.mint({ tenantId: 't9', role: 'user' });
    const res = await svc.app.inject({
      method: 'POST',
      url: '/notes',
      headers: { authorization: `Bearer ${token}`, 'x-correlation-id': 'note-9' },
      payload: { text: 'logged' },
    });
    expect(res.statusCode).toBe(201);
    const metrics = (await svc.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sampleValue(metrics, 'outbox_pending_events', { schema: 'demo' })).toEqual(expect.any(Number));
    expect(metrics).toMatch(/^db_pool_connections\{pool="demo-[0-9a-f]+",state="in_use"\} \d+$/m);
    expect(logs.lines().filter((l) => l.correlationId === 'note-9' && l.msg === 'request')).toEqual([
      expect.objectContaining({ service: 'demo', tenant: 't9', route: '/notes', statusCode: 201 }),
    ]);
    expect(logs.text()).not.toContain(token.split('.')[1]);
  });
});
