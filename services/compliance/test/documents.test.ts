import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FINANCIAL_STATEMENT, multipart, PAN_CARD, textPdf, textPng } from './document-fixtures.js';
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

const TEN_MB = 10 * 1024 * 1024;

let svc: TestService;
let app: HttpApp;
let a: TestTenant;
let b: TestTenant;
let entityA: TestEntity;
let entityB: TestEntity;
let pdf: Buffer;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
  entityA = await createEntity(svc, a.id);
  entityB = await createEntity(svc, b.id);
  pdf = await textPdf(FINANCIAL_STATEMENT);
});
afterAll(() => svc?.close());

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(svc.dataDir, 'blobs'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

function upload(
  token: string,
  fields: Record<string, string>,
  file: { filename: string; bytes: Buffer; contentType?: string } | undefined,
  options: { fileFirst?: boolean; url?: string; after?: Record<string, string> } = {},
) {
  const body = multipart(fields, file, options);
  return app.inject({
    method: 'POST',
    url: options.url ?? `${API}/documents/upload`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('POST /documents/upload', () => {
  it('stores the file, writes the document row and queues an extraction job', async () => {
    const res = await upload(
      a.user.token,
      { entityId: entityA.id, documentType: 'FINANCIAL_STATEMENT', triggerExtraction: 'false' },
      { filename: 'fs-2024.pdf', bytes: pdf, contentType: 'application/pdf' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ jobId: null, status: 'uploaded', documentId: expect.any(String) });

    const queued = await upload(
      a.user.token,
      { entityId: entityA.id, documentType: 'FINANCIAL_STATEMENT' },
      { filename: 'fs-2024.pdf', bytes: pdf, contentType: 'application/pdf' },
    );
    expect(queued.statusCode).toBe(202);
    const body = queued.json();
    expect(body).toEqual({
      documentId: expect.any(String),
      jobId: expect.any(String),
      status: 'processing',
      message: expect.any(String),
      data: expect.objectContaining({
        id: body.documentId,
        tenantId: a.id,
        entityId: entityA.id,
        documentType: 'FINANCIAL_STATEMENT',
        source: 'upload',
        fileName: 'fs-2024.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      }),
    });
    const { rows } = await svc.backends.db.query<{ status: string; document_id: string }>(
      sql`select status, document_id from compliance.extraction_jobs where id = ${body.jobId}::uuid`,
    );
    expect(rows).toEqual([{ status: expect.any(String), document_id: body.documentId }]);
    expect(
      await countRows(
        svc,
        'work_items',
        sql`queue = 'documents.extraction' and payload->>'jobId' = ${body.jobId}`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        svc,
        'audit_logs',
        sql`action = 'DOCUMENT_UPLOADED' and entity_id = ${body.documentId}`,
      ),
    ).toBe(1);
  });

  it('decides the type by content: a renamed executable called .pdf is 415 and nothing is stored', async () => {
    const before = { rows: await countRows(svc, 'documents'), files: (await storedFiles()).length };
    // An ELF header, as the first bytes of a Linux executable.
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(5000, 1)]);
    const windows = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 0x90)]);
    for (const bytes of [elf, windows, Buffer.from('just some text, not a document')]) {
      const res = await upload(
        a.user.token,
        { entityId: entityA.id, documentType: 'PAN_CARD' },
        { filename: 'invoice.pdf', bytes, contentType: 'application/pdf' },
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', error: expect.any(String) });
    }
    expect(await countRows(svc, 'documents')).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);
  });

  it('accepts a PNG whatever its claimed name and type', async () => {
    const png = await textPng(['A'.repeat(10)]);
    const res = await upload(
      a.user.token,
      { entityId: entityA.id, documentType: 'PAN_CARD', triggerExtraction: 'false' },
      { filename: 'scan.pdf', bytes: png, contentType: 'application/pdf' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.contentType).toBe('image/png');
  });

  it('refuses 10 MB + 1 byte with 413 and stores nothing; exactly 10 MB is accepted', async () => {
    const before = { rows: await countRows(svc, 'documents'), files: (await storedFiles()).length };
    const tooBig = Buffer.concat([pdf, Buffer.alloc(TEN_MB + 1 - pdf.length, 0x20)]);
    const res = await upload(
      a.user.token,
      { entityId: entityA.id, documentType: 'FINANCIAL_STATEMENT' },
      { filename: 'big.pdf', bytes: tooBig },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(await countRows(svc, 'documents')).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);

    const exact = await upload(
      a.user.token,
      { entityId: entityA.id, documentType: 'FINANCIAL_STATEMENT', triggerExtraction: 'false' },
      { filename: 'exact.pdf', bytes: tooBig.subarray(0, TEN_MB) },
    );
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.size).toBe(TEN_MB);
  });

  it('validates the fields, before or after the file, and stores nothing when they are wrong', async () => {
    const before = { rows: await countRows(svc, 'documents'), files: (await storedFiles()).length };
    const file = { filename: 'a.pdf', bytes: pdf };
    const cases: [Record<string, string>, number, boolean][] = [
      [{ documentType: 'PAN_CARD' }, 400, false],
      [{ entityId: entityA.id }, 400, false],
      [{ entityId: 'not-a-uuid', documentType: 'PAN_CARD' }, 400, false],
      [{ entityId: entityA.id, documentType: 'PASSPORT' }, 400, false],
      [{ entityId: entityA.id, documentType: 'PAN_CARD', triggerExtraction: 'maybe' }, 400, false],
      [{ entityId: entityB.id, documentType: 'PAN_CARD' }, 404, false],
      [{ entityId: entityB.id, documentType: 'PAN_CARD' }, 404, true],
      [{ entityId: entityA.id, documentType: 'PASSPORT' }, 400, true],
    ];
    for (const [fields, status, fileFirst] of cases) {
      const res = await upload(a.user.token, fields, file, { fileFirst });
      expect(res.statusCode, JSON.stringify({ fields, fileFirst })).toBe(status);
    }
    const noFile = await upload(a.user.token, { entityId: entityA.id, documentType: 'PAN_CARD' }, undefined);
    expect(noFile.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: `${API}/documents/upload`,
      headers: bearer(a.user.token),
      payload: { entityId: entityA.id },
    });
    expect(json.statusCode).toBe(400);
    expect(await countRows(svc, 'documents')).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);
  });

  it('accepts the entity fields after the file', async () => {
    const res = await upload(
      a.user.token,
      { entityId: entityA.id, documentType: 'PAN_CARD', triggerExtraction: 'false' },
      { filename: 'late-fields.pdf', bytes: pdf },
      { fileFirst: true },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.entityId).toBe(entityA.id);
  });

  it('records the entity it checked: an entityId sent again after the file must be the same one', async () => {
    const secondOfA = await createEntity(svc, a.id);
    const before = { rows: await countRows(svc, 'documents'), files: (await storedFiles()).length };
    for (const again of [entityB.id, secondOfA.id, '']) {
      const res = await upload(
        a.user.token,
        { entityId: entityA.id, documentType: 'PAN_CARD', triggerExtraction: 'false' },
        { filename: 'again.pdf', bytes: pdf },
        { after: { entityId: again } },
      );
      expect(res.statusCode, again).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'entityId' } });
    }
    expect(await countRows(svc, 'documents')).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);

    const same = await upload(
      a.user.token,
      { entityId: entityA.id, documentType: 'PAN_CARD', triggerExtraction: 'false' },
      { filename: 'same.pdf', bytes: pdf },
      { after: { entityId: entityA.id } },
    );
    expect(same.statusCode).toBe(201);
    expect(same.json().data).toMatchObject({ tenantId: a.id, entityId: entityA.id });
  });

  it('needs a token (401) before reading anything', async () => {
    const body = multipart(
      { entityId: entityA.id, documentType: 'PAN_CARD' },
      { filename: 'a.pdf', bytes: pdf },
    );
    const res = await app.inject({
      method: 'POST',
      url: `${API}/documents/upload`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /documents/:id and signed downloads', () => {
  let documentId: string;

  beforeAll(async () => {
    const res = await upload(
      a.user.token,
      { entityId: entityA.id, documentType: 'FINANCIAL_STATEMENT', triggerExtraction: 'false' },
      { filename: 'statement ₹ 2024.pdf', bytes: pdf },
    );
    documentId = res.json().documentId;
  });

  it('returns the document with a signed URL that serves the same bytes without a token', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/documents/${documentId}`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: documentId,
      fileName: 'statement ₹ 2024.pdf',
      downloadUrl: expect.any(String),
    });
    expect(Date.parse(data.downloadUrlExpiresAt)).toBeGreaterThan(Date.now());
    const download = await app.inject({ method: 'GET', url: data.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a tampered or expired link', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/documents/${documentId}`,
      headers: bearer(a.user.token),
    });
    const url = new URL(res.json().data.downloadUrl, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const tampered = new URL(url);
    tampered.searchParams.set('signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    for (const bad of [tampered, longer]) {
      const answer = await app.inject({ method: 'GET', url: `${bad.pathname}${bad.search}` });
      expect(answer.statusCode).toBe(403);
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60_000);
      const expired = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 404 for another tenant's document and for an unknown id", async () => {
    for (const [token, id] of [
      [b.user.token, documentId],
      [a.user.token, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `${API}/documents/${id}`, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('lists the documents of an entity, and 404 for an entity of another tenant', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/entities/${entityA.id}/documents?limit=100`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json();
    expect(data.map((d: { id: string }) => d.id)).toContain(documentId);
    expect(data.every((d: { entityId: string }) => d.entityId === entityA.id)).toBe(true);
    expect(pagination.total).toBe(data.length);
    const other = await app.inject({
      method: 'GET',
      url: `${API}/entities/${entityA.id}/documents`,
      headers: bearer(b.user.token),
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers unknown document paths with 404, not 501', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/documents/nothing/here`,
      headers: bearer(a.user.token),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PAN card image upload', () => {
  it('keeps the bytes it was sent', async () => {
    const png = await textPng(PAN_CARD);
    const res = await upload(
      a.user.token,
      { entityId: entityA.id, documentType: 'PAN_CARD', triggerExtraction: 'false' },
      { filename: 'pan.png', bytes: png },
    );
    const got = await app.inject({
      method: 'GET',
      url: `${API}/documents/${res.json().documentId}`,
      headers: bearer(a.user.token),
    });
    const download = await app.inject({ method: 'GET', url: got.json().data.downloadUrl });
    expect(download.rawPayload.equals(png)).toBe(true);
  });
});
