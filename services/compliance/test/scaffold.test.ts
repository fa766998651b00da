import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, startCompliance, workflowApp } from './harness.js';

describe('listeners, health, plans and the document side', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startCompliance();
  });
  afterAll(() => svc.close());

  it('answers the compliance health check with {service, status}', async () => {
    const res = await svc.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ service: 'compliance', status: 'healthy' });
  });

  it('answers the workflow health check after a database round trip', async () => {
    const res = await workflowApp(svc).inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ service: 'workflow', status: 'healthy', database: 'connected' });
  });

  it('lists the plans with limits and the entity-type taxonomy, publicly', async () => {
    const res = await svc.app.inject({ method: 'GET', url: `${API}/plans` });
    expect(res.statusCode).toBe(200);
    const { plans, entityTypes } = res.json().data;
    expect(plans.map((p: { id: string }) => p.id)).toEqual(['FREE', 'STARTER', 'PROFESSIONAL', 'ENTERPRISE']);
    expect(plans[0]).toMatchObject({
      id: 'FREE',
      monthlyPrice: 0,
      limits: { entities: 1, users: 2, workflows: 5 },
    });
    for (const plan of plans) {
      expect(typeof plan.monthlyPrice).toBe('number');
      expect(plan.features.length).toBeGreaterThan(0);
    }
    expect(entityTypes).toContainEqual({ value: 'PRIVATE_LIMITED', label: 'Private Limited Company' });
    expect(entityTypes.map((t: { value: string }) => t.value)).not.toContain('ALL');
  });

  it.each([
    ['POST', '/documents/upload'],
    ['GET', '/documents/vault'],
    ['GET', '/idp/extract/job-1'],
    ['GET', '/entities/5f0c0a52-3a5e-4c29-9b7e-0c0d3c3b1f10/documents'],
  ] as const)('serves %s %s, behind a token (401 in the envelope without one)', async (method, path) => {
    const res = await svc.app.inject({ method, url: `${API}${path}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', correlationId: expect.any(String) });
  });

  it('serves its OpenAPI document with the routes of both listeners', async () => {
    const doc = await svc.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/v1/plans',
      '/api/v1/tenants/signup',
      '/api/v1/entities/{id}',
      '/api/v1/audit/query',
    ])
      expect(paths).toContain(path);
    expect((await workflowApp(svc).inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(200);
  });

  it('answers an unknown route 404 in the envelope', async () => {
    const res = await svc.app.inject({ method: 'GET', url: `${API}/nothing-here` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves no compliance-only route on the workflow listener', async () => {
    const res = await workflowApp(svc).inject({ method: 'GET', url: `${API}/plans` });
    expect(res.statusCode).toBe(404);
  });
});

describe('the workflow listener’s deep health check', () => {
  it('answers 500 {status: unhealthy, error} when the database does not answer', async () => {
    const broken = await startCompliance();
    try {
      await broken.backends.db.close();
      const res = await workflowApp(broken).inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: 'unhealthy', error: expect.any(String) });
      // The compliance listener's check is shallow ({service, status}, no database), as its clients know it.
      expect((await broken.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
