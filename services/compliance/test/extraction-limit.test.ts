import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PAN_CARD, textPdf } from './document-fixtures.js';
import {
  API,
  bearer,
  countRows,
  createEntity,
  createTenant,
  startCompliance,
  type TestEntity,
  type TestTenant,
} from './harness.js';

/** A small budget, so that the limit is reached in a few requests; the default is 100 a minute. */
const MAX = 3;
const WINDOW_MS = 60_000;
const UNKNOWN_JOB = '00000000-0000-4000-8000-000000000000';

let svc: TestService;
let t: TestTenant;
let entity: TestEntity;
let pdf: Buffer;

beforeAll(async () => {
  svc = await startCompliance({
    EXTRACTION_RATE_LIMIT_MAX: String(MAX),
    EXTRACTION_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
  });
  t = await createTenant(svc);
  entity = await createEntity(svc, t.id);
  pdf = await textPdf(PAN_CARD);
});
afterAll(() => svc?.close());

function sendFile(
  service: TestService,
  url: string,
  token: string,
  fields: Record<string, string>,
  bytes: Buffer,
) {
  const body = multipart(fields, { filename: 'pan.pdf', bytes, contentType: 'application/pdf' });
  return service.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const jobStatus = (service: TestService, token: string, jobId = UNKNOWN_JOB, remoteAddress?: string) =>
  service.app.inject({
    method: 'GET',
    url: `${API}/idp/extract/${jobId}`,
    headers: bearer(token),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

function expectLimited(res: LightMyRequestResponse, windowMs: number): void {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(body).toMatchObject({
    error: expect.any(String),
    code: 'RATE_LIMIT_EXCEEDED',
    retryAfter: expect.any(Number),
  });
  expect(body.retryAfter).toBeGreaterThan(0);
  expect(body.retryAfter).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
  expect(res.headers['retry-after']).toBe(String(body.retryAfter));
  expect(res.headers['x-ratelimit-limit']).toBe(String(MAX));
  expect(res.headers['x-ratelimit-remaining']).toBe('0');
}

describe('extraction rate limit', () => {
  it('gives upload, processing and job status one budget per user, then 429 with Retry-After and {error, retryAfter}', async () => {
    const before = Math.floor(Date.now() / 1000);
    const responses = [
      await sendFile(
        svc,
        '/documents/upload',
        t.user.token,
        {
          entityId: entity.id,
          documentType: 'PAN_CARD',
          triggerExtraction: 'false',
        },
        pdf,
      ),
      await sendFile(svc, '/documents/process', t.user.token, {}, pdf),
      await jobStatus(svc, t.user.token),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([201, 200, 404]);
    expect(responses.map((r) => r.headers['x-ratelimit-limit'])).toEqual([
      String(MAX),
      String(MAX),
      String(MAX),
    ]);
    expect(responses.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);
    for (const res of responses) {
      const reset = Number(res.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThanOrEqual(before + WINDOW_MS / 1000 - 1);
      expect(reset).toBeLessThanOrEqual(before + WINDOW_MS / 1000 + 2);
    }

    // Over the budget every extraction endpoint refuses, before reading the body: nothing stored.
    const documents = await countRows(svc, 'documents', sql`tenant_id = ${t.id}::uuid`);
    const upload = await sendFile(
      svc,
      '/documents/upload',
      t.user.token,
      {
        entityId: entity.id,
        documentType: 'PAN_CARD',
      },
      pdf,
    );
    expectLimited(upload, WINDOW_MS);
    expect(await countRows(svc, 'documents', sql`tenant_id = ${t.id}::uuid`)).toBe(documents);
    expectLimited(await sendFile(svc, '/documents/process', t.user.token, {}, pdf), WINDOW_MS);
    expectLimited(await jobStatus(svc, t.user.token), WINDOW_MS);
    // The budget is the user's, whatever address the request comes from.
    expectLimited(await jobStatus(svc, t.user.token, UNKNOWN_JOB, '198.51.100.23'), WINDOW_MS);

    // Other routes are not extraction endpoints; another user has a budget of their own.
    const documentId = responses[0]?.json().documentId as string;
    const read = await svc.app.inject({
      method: 'GET',
      url: `${API}/documents/${documentId}`,
      headers: bearer(t.user.token),
    });
    expect(read.statusCode).toBe(200);
    const vault = await svc.app.inject({
      method: 'GET',
      url: `${API}/documents/vault`,
      headers: bearer(t.user.token),
    });
    expect(vault.statusCode).toBe(200);
    const other = await jobStatus(svc, t.admin.token);
    expect(other.statusCode).toBe(404);
    expect(other.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
  });

  it('lets exactly the budget through when requests arrive together', async () => {
    const u = await createTenant(svc);
    const results = await Promise.all(Array.from({ length: MAX + 7 }, () => jobStatus(svc, u.user.token)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    for (const res of results.filter((r) => r.statusCode === 429)) expectLimited(res, WINDOW_MS);
  });

  it('does not spend the budget on requests without a token', async () => {
    const u = await createTenant(svc);
    for (let i = 0; i < MAX + 2; i++) {
      const res = await svc.app.inject({ method: 'GET', url: `${API}/idp/extract/${UNKNOWN_JOB}` });
      expect(res.statusCode).toBe(401);
    }
    const res = await jobStatus(svc, u.user.token);
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
  });
});

describe('extraction rate limit window', () => {
  const SHORT_WINDOW_MS = 1500;
  let quick: TestService;
  let q: TestTenant;

  beforeAll(async () => {
    quick = await startCompliance({
      EXTRACTION_RATE_LIMIT_MAX: String(MAX),
      EXTRACTION_RATE_LIMIT_WINDOW_MS: String(SHORT_WINDOW_MS),
    });
    q = await createTenant(quick);
  });
  afterAll(() => quick?.close());

  it('gives the budget back once the window has passed', async () => {
    for (let i = 0; i < MAX; i++) expect((await jobStatus(quick, q.user.token)).statusCode).toBe(404);
    const limited = await jobStatus(quick, q.user.token);
    expectLimited(limited, SHORT_WINDOW_MS);
    await new Promise((resolve) => setTimeout(resolve, Number(limited.json().retryAfter) * 1000 + 100));
    const again = await jobStatus(quick, q.user.token);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
  });
});
