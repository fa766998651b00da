import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { complianceEnvelope } from '@platform/kernel/http';
import { describeFailures, fuzzService, type TestService } from '@platform/kernel/testing';
import { bombPdf, hugeJpeg, hugePagePdf, hugePng, hugeTiff, multipart } from './document-fixtures.js';
import {
  bearer,
  createEntity,
  createTenant,
  startCompliance,
  superAdminToken,
  workflowApp,
} from './harness.js';

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

describe('oversized documents on every upload route', () => {
  it('refuses or accepts each one below 500, in the compliance envelope, within the time a client waits', async () => {
    const tenant = await createTenant(svc);
    const entity = await createEntity(svc, tenant.id);
    // Upload routes read a multipart form: their request body says so, or their description does.
    const openapi = (await svc.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { description?: string; requestBody?: { content?: Record<string, unknown> } }>
      >;
    };
    const uploads = Object.entries(openapi.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            operation.requestBody?.content?.['multipart/form-data'] !== undefined ||
            operation.description?.startsWith('multipart/form-data') === true,
        )
        .map(([method]) => ({ method: method.toUpperCase() as 'POST', path })),
    );
    expect(uploads.map((u) => u.path).sort()).toEqual([
      '/api/v1/documents/process',
      '/api/v1/documents/upload',
      '/api/v1/documents/vault/upload',
    ]);
    const files = [
      { filename: 'statement.pdf', bytes: bombPdf() },
      { filename: 'page.pdf', bytes: hugePagePdf() },
      { filename: 'scan.png', bytes: hugePng() },
      { filename: 'scan.png', bytes: hugePng(60_000, 60_000) },
      { filename: 'scan.jpg', bytes: hugeJpeg() },
      { filename: 'scan.tif', bytes: hugeTiff() },
      { filename: 'scan.tif', bytes: hugeTiff(100_000, 1) },
    ];
    const tokens = {
      none: undefined,
      forged: `${tenant.user.token.slice(0, -8)}AAAAAAAA`,
      user: tenant.user.token,
    };
    const failures: string[] = [];
    for (const { method, path } of uploads) {
      for (const file of files) {
        for (const [who, token] of Object.entries(tokens)) {
          const body = multipart({ entityId: entity.id, documentType: 'FINANCIAL_STATEMENT' }, file);
          const started = performance.now();
          const res = await svc.app.inject({
            method,
            url: path,
            headers: { ...(token ? bearer(token) : {}), ...body.headers },
            payload: body.payload,
          });
          const what = `${method} ${path} ${file.filename} (${file.bytes.length} bytes) as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          const ms = performance.now() - started;
          if (res.statusCode >= 500) failures.push(what);
          else if (res.statusCode >= 400 && !complianceEnvelope.isError(res.json()))
            failures.push(`not the envelope: ${what}`);
          else if (ms > 30_000) failures.push(`${Math.round(ms)} ms: ${what}`);
          else if (token === undefined || who === 'forged') {
            if (res.statusCode !== 401) failures.push(`not 401: ${what}`);
          } else if (![200, 201, 202, 413, 422].includes(res.statusCode))
            failures.push(`unexpected: ${what}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
