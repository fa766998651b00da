import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { statusEnvelope } from '@platform/kernel/http';
import { describeFailures, fuzzService, type TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startFactory, superAdmin } from './harness.js';

let svc: TestService;
let portal: Server;

/**
 * The portal's central audit log as the factory's /audit-logs proxy calls it (without one the
 * proxy answers 503, rightly, and the check would learn nothing about the routes behind it).
 * Plan limits are not known here: the factory's own plans apply.
 */
function portalStandIn(): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (!req.url?.startsWith('/api/v1/internal/audit-logs')) {
        res.writeHead(404).end(JSON.stringify({ status: 'error', message: 'Not found' }));
      } else if (req.method === 'POST') {
        res.writeHead(201).end(JSON.stringify({ status: 'success', data: { id: 'entry-1' } }));
      } else {
        res.writeHead(200).end(
          JSON.stringify({
            status: 'success',
            data: { auditLogs: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } },
          }),
        );
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  portal = await portalStandIn();
  svc = await startFactory({ PORTAL_URL: `http://127.0.0.1:${(portal.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await svc?.close();
  portal?.close();
});

describe('the fuzz check over every route of the OpenAPI document', () => {
  it('answers every malformed request below 500 and in the factory envelope', async () => {
    const tenant = await createTenant(svc);
    const root = await superAdmin(svc);
    const report = await fuzzService({
      targets: [{ name: 'factory', app: svc.app }],
      envelope: statusEnvelope,
      ...(process.env.FUZZ_PER_OPERATION ? { perOperation: Number(process.env.FUZZ_PER_OPERATION) } : {}),
      tokens: {
        forged: `${tenant.admin.token.slice(0, -8)}AAAAAAAA`,
        user: tenant.user.token,
        admin: tenant.admin.token,
        superAdmin: root.token,
      },
    });
    expect(report.failures, describeFailures(report)).toEqual([]);
    expect(report.operations).toBeGreaterThan(30);
  }, 180_000);
});
