import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { complianceEnvelope } from '@platform/kernel/http';
import { describeFailures, fuzzService, type TestService } from '@platform/kernel/testing';
import { createTenant, startCompliance, superAdminToken, workflowApp } from './harness.js';

let svc: TestService;
let identity: Server;

/** The identity admin API as signup and user creation use it: every user is created. */
function identityStandIn(): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const email = (JSON.parse(body || '{}') as { email?: string }).email ?? 'x@example.test';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: randomUUID(), email }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  identity = await identityStandIn();
  svc = await startCompliance({
    IDENTITY_URL: `http://127.0.0.1:${(identity.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await svc?.close();
  identity?.close();
});

describe('the fuzz check over every route of both listeners', () => {
  it('answers every malformed request below 500 (but 501) and in the compliance envelope', async () => {
    const tenant = await createTenant(svc);
    const root = await superAdminToken(svc);
    const report = await fuzzService({
      targets: [
        { name: 'compliance', app: svc.app },
        { name: 'workflow', app: workflowApp(svc) },
      ],
      envelope: complianceEnvelope,
      ...(process.env.FUZZ_PER_OPERATION ? { perOperation: Number(process.env.FUZZ_PER_OPERATION) } : {}),
      tokens: {
        forged: `${tenant.admin.token.slice(0, -8)}AAAAAAAA`,
        user: tenant.user.token,
        admin: tenant.admin.token,
        superAdmin: root,
      },
      // A server-sent event stream never ends; its refusals are tested in events.test.ts.
      skip: (method, path) => method === 'get' && path === '/api/v1/events',
    });
    console.log(
      `compliance fuzz: ${report.operations} operations, ${report.requests} requests, ${report.durationMs} ms; slowest ${JSON.stringify(report.slowest)}`,
    );
    expect(report.failures, describeFailures(report)).toEqual([]);
    expect(report.operations).toBeGreaterThan(30);
  }, 120_000);
});
