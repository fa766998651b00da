import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { statusEnvelope } from '@platform/kernel/http';
import { describeFailures, fuzzService, type TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTenant, startFactory, superAdmin } from './harness.js';

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

interface Operation {
  readonly method: string;
  /** The path with every parameter filled with `id`. */
  readonly url: (id: string) => string;
  readonly path: string;
  readonly query: readonly string[];
  readonly hasBody: boolean;
}

/** The operations of the factory's own OpenAPI document. */
async function operations(): Promise<Operation[]> {
  const doc = (await svc.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      url: (id: string) => path.replace(/\{[^}]+\}/g, id),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      hasBody: op.requestBody !== undefined,
    })),
  );
}

/** Routes that serve no tenant's data: naming a tenant changes nothing there. */
const tenantless = (path: string) =>
  /^\/api\/v1\/(auth\/(login|refresh|logout|forgotPassword|resetPassword)|plan)/.test(path) ||
  path.startsWith('/api/v1/internal/');

describe('the fuzz check over the hardened cases', () => {
  it('answers a page or limit beyond any number (1e400, -1e400, Infinity, NaN) below 500, 400 where the kernel pages', async () => {
    const tenant = await createTenant(svc);
    const failures: string[] = [];
    for (const op of await operations()) {
      for (const name of op.query.filter((q) => q === 'page' || q === 'limit'))
        for (const value of ['1e400', '-1e400', 'Infinity', 'NaN', '1e308']) {
          const url = `${op.url('00000000-0000-4000-8000-000000000000')}?${name}=${value}`;
          const res = await svc.app.inject({
            method: op.method as 'GET',
            url,
            headers: bearer(tenant.admin.token),
            ...(op.hasBody ? { payload: {} } : {}),
          });
          if (res.statusCode >= 500 || !statusEnvelope.isError(res.json()))
            failures.push(`${op.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
    }
    const audit = await svc.app.inject({
      method: 'GET',
      url: `${API}/audit-logs?page=1e400`,
      headers: bearer(tenant.admin.token),
    });
    expect(audit.statusCode).toBe(400);
    expect(failures).toEqual([]);
  }, 60_000);

  it('refuses another tenant named in x-tenant-id or in a body on every route that serves a tenant (403), for its admin and user alike', async () => {
    const tenant = await createTenant(svc);
    const other = await createTenant(svc);
    const failures: string[] = [];
    for (const op of await operations()) {
      if (tenantless(op.path)) continue;
      for (const token of [tenant.admin.token, tenant.user.token]) {
        // The path's tenant, where there is one, is the caller's own: only the header names another.
        const url = op.url(tenant.id);
        const header = await svc.app.inject({
          method: op.method as 'GET',
          url,
          headers: { ...bearer(token), 'x-tenant-id': other.id },
          ...(op.hasBody ? { payload: {} } : {}),
        });
        if (header.statusCode !== 403)
          failures.push(`${op.method} ${url} x-tenant-id → ${header.statusCode}`);
        if (!op.hasBody) continue;
        const body = await svc.app.inject({
          method: op.method as 'POST',
          url,
          headers: bearer(token),
          payload: { tenantId: other.id },
        });
        if (body.statusCode !== 403) failures.push(`${op.method} ${url} body tenantId → ${body.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
