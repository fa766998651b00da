import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINANCIAL_STATEMENT,
  type FilePart,
  multipart,
  PAN_CARD,
  textPdf,
  textPng,
} from './document-fixtures.js';
import {
  API,
  bearer,
  countRows,
  createEntity,
  createTenant,
  startCompliance,
  superAdminToken,
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
let png: Buffer;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
  entityA = await createEntity(svc, a.id);
  entityB = await createEntity(svc, b.id);
  pdf = await textPdf(FINANCIAL_STATEMENT);
  png = await textPng(PAN_CARD);
});
afterAll(() => svc?.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The objects in the blob store (the embedded store keeps them as files under `blobs/objects`). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(svc.dataDir, 'blobs', 'objects'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** The bytes the blob store holds under `key`. */
async function storedBytes(key: string): Promise<Buffer> {
  const blob = await svc.backends.blobs.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of blob.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function vaultUpload(
  token: string | undefined,
  fields: Record<string, string>,
  file: FilePart | undefined,
  options: { fileFirst?: boolean; headers?: Record<string, string> } = {},
) {
  const body = multipart(fields, file, options);
  return app.inject({
    method: 'POST',
    url: `${API}/documents/vault/upload`,
    headers: { ...(token ? bearer(token) : {}), ...options.headers, ...body.headers },
    payload: body.payload,
  });
}

const get = (token: string | undefined, url: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

interface DocumentBody {
  id: string;
  tenantId: string;
  entityId: string | null;
  documentType: string | null;
  source: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  downloadUrl: string;
  downloadUrlExpiresAt: string;
}

/** What must be left as it was after a refused request. */
async function snapshot() {
  return {
    documents: await countRows(svc, 'documents'),
    audits: await countRows(svc, 'audit_logs', sql`action = 'DOCUMENT_UPLOADED'`),
    files: (await storedFiles()).length,
  };
}

describe('POST /documents/vault/upload', () => {
  it('stores the file with its row and audit entry, no extraction, and answers a working download link', async () => {
    const before = await snapshot();
    const res = await vaultUpload(
      a.user.token,
      { entityId: entityA.id, documentType: 'FINANCIAL_STATEMENT' },
      { filename: 'balance sheet 2024.pdf', bytes: pdf, contentType: 'application/pdf' },
    );
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json() as { message: string; data: DocumentBody };
    expect(message).toEqual(expect.any(String));
    expect(data).toMatchObject({
      id: expect.any(String),
      tenantId: a.id,
      entityId: entityA.id,
      documentType: 'FINANCIAL_STATEMENT',
      source: 'vault',
      fileName: 'balance sheet 2024.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      sha256: sha256(pdf),
      uploadedBy: a.user.id,
      latestJob: null,
      downloadUrl: expect.any(String),
    });
    expect(Date.parse(data.downloadUrlExpiresAt)).toBeGreaterThan(Date.now());

    // The row, the stored object, the audit entry; no job, no queued work.
    const { rows } = await svc.backends.db.query<{ source: string; blob_key: string; tenant_id: string }>(
      sql`select source, blob_key, tenant_id from compliance.documents where id = ${data.id}::uuid`,
    );
    expect(rows).toEqual([{ source: 'vault', blob_key: expect.any(String), tenant_id: a.id }]);
    const blobKey = rows[0]?.blob_key ?? '';
    expect(blobKey).toMatch(new RegExp(`^vault/${a.id}/${data.id}\\.pdf$`));
    expect(await storedFiles()).toHaveLength(before.files + 1);
    expect((await storedBytes(blobKey)).equals(pdf)).toBe(true);
    const audit = await svc.backends.db.query<{ user_id: string; details: Record<string, unknown> }>(sql`
      select user_id, details from compliance.audit_logs
      where action = 'DOCUMENT_UPLOADED' and entity_id = ${data.id}`);
    expect(audit.rows).toEqual([
      {
        user_id: a.user.id,
        details: expect.objectContaining({ source: 'vault', entityId: entityA.id, sha256: sha256(pdf) }),
      },
    ]);
    expect(await countRows(svc, 'extraction_jobs', sql`document_id = ${data.id}::uuid`)).toBe(0);
    expect(await countRows(svc, 'work_items', sql`payload->>'documentId' = ${data.id}`)).toBe(0);

    const download = await app.inject({ method: 'GET', url: data.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('stores a file for the tenant alone when no entity is named, and types it by content', async () => {
    const res = await vaultUpload(
      a.admin.token,
      {},
      { filename: 'scan.pdf', bytes: png, contentType: 'application/pdf' },
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: DocumentBody };
    expect(data).toMatchObject({
      tenantId: a.id,
      entityId: null,
      documentType: null,
      contentType: 'image/png',
      size: png.length,
    });
    const download = await app.inject({ method: 'GET', url: data.downloadUrl });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('accepts the fields after the file', async () => {
    const res = await vaultUpload(
      a.user.token,
      { entityId: entityA.id, documentType: 'PAN_CARD' },
      { filename: 'pan.png', bytes: png },
      { fileFirst: true },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ entityId: entityA.id, documentType: 'PAN_CARD', tenantId: a.id });
  });

  const cases: [string, () => Record<string, string>, boolean, number, string][] = [
    ['a malformed entityId', () => ({ entityId: 'not-a-uuid' }), false, 400, 'VALIDATION_ERROR'],
    [
      'a malformed entityId after the file',
      () => ({ entityId: 'not-a-uuid' }),
      true,
      400,
      'VALIDATION_ERROR',
    ],
    ['an unknown documentType', () => ({ documentType: 'PASSPORT' }), false, 400, 'VALIDATION_ERROR'],
    [
      'an unknown documentType after the file',
      () => ({ documentType: 'PASSPORT' }),
      true,
      400,
      'VALIDATION_ERROR',
    ],
    ['an entity of another tenant', () => ({ entityId: entityB.id }), false, 404, 'NOT_FOUND'],
    ['an entity of another tenant after the file', () => ({ entityId: entityB.id }), true, 404, 'NOT_FOUND'],
  ];
  it.each(cases)('refuses %s and stores nothing', async (_what, fields, fileFirst, status, code) => {
    const before = await snapshot();
    const res = await vaultUpload(a.user.token, fields(), { filename: 'a.pdf', bytes: pdf }, { fileFirst });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, error: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a request without a file, and one that is not multipart, with 400', async () => {
    const before = await snapshot();
    const noFile = await vaultUpload(a.user.token, { entityId: entityA.id }, undefined);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
    const json = await app.inject({
      method: 'POST',
      url: `${API}/documents/vault/upload`,
      headers: bearer(a.user.token),
      payload: { entityId: entityA.id },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await snapshot()).toEqual(before);
  });

  it('checks the entity it records: an entityId sent again after the file must be the same one', async () => {
    const boundary = 'again0123456789';
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const send = (before: string, after: string) =>
      app.inject({
        method: 'POST',
        url: `${API}/documents/vault/upload`,
        headers: { ...bearer(a.user.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          field('entityId', before),
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          pdf,
          Buffer.from('\r\n'),
          field('entityId', after),
          Buffer.from(`--${boundary}--\r\n`),
        ]),
      });
    const secondOfA = await createEntity(svc, a.id);
    const before = await snapshot();
    for (const after of [entityB.id, secondOfA.id, '']) {
      const res = await send(entityA.id, after);
      expect(res.statusCode, after).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await snapshot()).toEqual(before);
    expect(
      await countRows(svc, 'documents', sql`entity_id = ${entityB.id}::uuid and tenant_id = ${a.id}::uuid`),
    ).toBe(0);

    const same = await send(entityA.id, entityA.id);
    expect(same.statusCode).toBe(201);
    expect(same.json().data).toMatchObject({ tenantId: a.id, entityId: entityA.id });
  });

  it('refuses a form with two files (400), keeping neither', async () => {
    const before = await snapshot();
    const boundary = 'twofiles0123456789';
    const filePart = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/documents/vault/upload`,
      headers: { ...bearer(a.user.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        filePart('one.pdf', pdf),
        filePart('two.png', png),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses other types (415) and files over 10 MB (413), storing nothing', async () => {
    const before = await snapshot();
    const exe = await vaultUpload(
      a.user.token,
      {},
      {
        filename: 'invoice.pdf',
        bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 0x90)]),
      },
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    const big = await vaultUpload(
      a.user.token,
      {},
      {
        filename: 'big.pdf',
        bytes: Buffer.concat([pdf, Buffer.alloc(TEN_MB + 1 - pdf.length, 0x20)]),
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another tenant named in x-tenant-id (403); a super-administrator names the tenant', async () => {
    const before = await snapshot();
    const other = await vaultUpload(
      a.user.token,
      {},
      { filename: 'a.pdf', bytes: pdf },
      { headers: { 'x-tenant-id': b.id } },
    );
    expect(other.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);

    const root = await superAdminToken(svc);
    const nowhere = await vaultUpload(root, {}, { filename: 'a.pdf', bytes: pdf });
    expect(nowhere.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);

    const named = await vaultUpload(
      root,
      {},
      { filename: 'a.pdf', bytes: pdf },
      { headers: { 'x-tenant-id': b.id } },
    );
    expect(named.statusCode).toBe(201);
    expect(named.json().data).toMatchObject({ tenantId: b.id, entityId: null });
    const byEntity = await vaultUpload(root, { entityId: entityB.id }, { filename: 'a.pdf', bytes: pdf });
    expect(byEntity.statusCode).toBe(201);
    expect(byEntity.json().data).toMatchObject({ tenantId: b.id, entityId: entityB.id });
  });

  it('needs a token (401) before reading anything', async () => {
    const before = await snapshot();
    const res = await vaultUpload(undefined, {}, { filename: 'a.pdf', bytes: pdf });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /documents/vault/:id and GET /documents/:id', () => {
  let mine: DocumentBody;
  let theirs: DocumentBody;

  beforeAll(async () => {
    const res = await vaultUpload(
      a.user.token,
      { entityId: entityA.id },
      { filename: 'minutes.pdf', bytes: pdf },
    );
    mine = res.json().data;
    const other = await vaultUpload(
      b.user.token,
      { entityId: entityB.id },
      { filename: 'theirs.png', bytes: png },
    );
    theirs = other.json().data;
  });

  it('returns the metadata and a fresh signed URL that serves the stored bytes without a token', async () => {
    for (const url of [`${API}/documents/vault/${mine.id}`, `${API}/documents/${mine.id}`]) {
      const res = await get(a.admin.token, url);
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as { data: DocumentBody };
      expect(data).toMatchObject({
        id: mine.id,
        tenantId: a.id,
        entityId: entityA.id,
        source: 'vault',
        fileName: 'minutes.pdf',
        size: pdf.length,
        sha256: sha256(pdf),
        latestJob: null,
      });
      const download = await app.inject({ method: 'GET', url: data.downloadUrl });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect(sha256(download.rawPayload)).toBe(data.sha256);
    }
  });

  it('serves a document uploaded for extraction from the vault too', async () => {
    const body = multipart(
      { entityId: entityA.id, documentType: 'PAN_CARD', triggerExtraction: 'false' },
      { filename: 'pan.png', bytes: png },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: `${API}/documents/upload`,
      headers: { ...bearer(a.user.token), ...body.headers },
      payload: body.payload,
    });
    const { documentId } = uploaded.json();
    const res = await get(a.user.token, `${API}/documents/vault/${documentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: documentId, source: 'upload' });
    const download = await app.inject({ method: 'GET', url: res.json().data.downloadUrl });
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it("answers 404 for another tenant's item and an unknown id, saying nothing of it", async () => {
    for (const path of ['documents/vault', 'documents']) {
      for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await get(a.user.token, `${API}/${path}/${id}`);
        expect(res.statusCode, `${path}/${id}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String) });
        expect(res.body).not.toContain('theirs.png');
      }
    }
    // Naming the other tenant does not help.
    const named = await app.inject({
      method: 'GET',
      url: `${API}/documents/vault/${theirs.id}`,
      headers: { ...bearer(a.user.token), 'x-tenant-id': b.id },
    });
    expect(named.statusCode).toBe(403);
    // Its owner and a super-administrator see it.
    expect((await get(b.user.token, `${API}/documents/vault/${theirs.id}`)).statusCode).toBe(200);
    expect((await get(await superAdminToken(svc), `${API}/documents/vault/${theirs.id}`)).statusCode).toBe(
      200,
    );
  });

  it('answers a malformed id 400 and no token 401', async () => {
    for (const path of ['documents/vault', 'documents']) {
      const bad = await get(a.user.token, `${API}/${path}/not-a-uuid`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      const anonymous = await get(undefined, `${API}/${path}/${mine.id}`);
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('GET /documents/vault', () => {
  let t: TestTenant;
  let first: TestEntity;
  let second: TestEntity;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTenant(svc);
    first = await createEntity(svc, t.id);
    second = await createEntity(svc, t.id);
    const uploads: [TestEntity | undefined, string | undefined][] = [
      [first, 'PAN_CARD'],
      [first, 'FINANCIAL_STATEMENT'],
      [second, 'PAN_CARD'],
      [undefined, undefined],
    ];
    for (const [entity, documentType] of uploads) {
      const res = await vaultUpload(
        t.user.token,
        { ...(entity ? { entityId: entity.id } : {}), ...(documentType ? { documentType } : {}) },
        { filename: `${documentType ?? 'loose'}.pdf`, bytes: pdf },
      );
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    // One uploaded for extraction: the vault holds every document of the tenant.
    const body = multipart(
      { entityId: second.id, documentType: 'GST_CERTIFICATE', triggerExtraction: 'false' },
      { filename: 'gst.pdf', bytes: pdf },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: `${API}/documents/upload`,
      headers: { ...bearer(t.user.token), ...body.headers },
      payload: body.payload,
    });
    ids.push(uploaded.json().documentId);
  });

  it('lists every document of the tenant, newest first, paged', async () => {
    const res = await get(t.admin.token, `${API}/documents/vault`);
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json() as { data: DocumentBody[]; pagination: unknown };
    expect(data.map((d) => d.id)).toEqual([...ids].reverse());
    expect(data.every((d) => d.tenantId === t.id)).toBe(true);
    expect(data.map((d) => d.source)).toEqual(['upload', 'vault', 'vault', 'vault', 'vault']);
    expect(pagination).toEqual({ page: 1, limit: 20, total: 5, totalPages: 1 });
    expect(data[0]).not.toHaveProperty('downloadUrl');

    const page = await get(t.user.token, `${API}/documents/vault?limit=2&page=2`);
    expect(page.json().data.map((d: DocumentBody) => d.id)).toEqual([ids[2], ids[1]]);
    expect(page.json().pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
  });

  it('filters by entity and document type', async () => {
    const byEntity = await get(t.user.token, `${API}/documents/vault?entityId=${first.id}`);
    expect(byEntity.json().data.map((d: DocumentBody) => d.id)).toEqual([ids[1], ids[0]]);
    const byType = await get(t.user.token, `${API}/documents/vault?documentType=PAN_CARD`);
    expect(byType.json().data.map((d: DocumentBody) => d.id)).toEqual([ids[2], ids[0]]);
    const both = await get(
      t.user.token,
      `${API}/documents/vault?documentType=PAN_CARD&entityId=${second.id}`,
    );
    expect(both.json().data.map((d: DocumentBody) => d.id)).toEqual([ids[2]]);
    // Another tenant's entity finds nothing of it.
    const foreign = await get(t.user.token, `${API}/documents/vault?entityId=${entityA.id}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data).toEqual([]);
  });

  it("shows nothing of another tenant's vault", async () => {
    const res = await get(a.user.token, `${API}/documents/vault?limit=100`);
    const listed = (res.json().data as DocumentBody[]).map((d) => d.id);
    expect(listed.length).toBeGreaterThan(0);
    for (const id of ids) expect(listed).not.toContain(id);
    expect((res.json().data as DocumentBody[]).every((d) => d.tenantId === a.id)).toBe(true);
    expect(res.json().pagination.total).toBe(
      await countRows(svc, 'documents', sql`tenant_id = ${a.id}::uuid`),
    );

    for (const forged of [`?tenantId=${t.id}`, '']) {
      const other = await app.inject({
        method: 'GET',
        url: `${API}/documents/vault${forged}`,
        headers: { ...bearer(a.user.token), ...(forged === '' ? { 'x-tenant-id': t.id } : {}) },
      });
      expect(other.statusCode).toBe(403);
    }
    const root = await get(await superAdminToken(svc), `${API}/documents/vault?tenantId=${t.id}`);
    expect(root.json().data.map((d: DocumentBody) => d.id)).toEqual([...ids].reverse());
  });

  it.each(['limit=101', 'limit=0', 'page=0', 'entityId=not-a-uuid', 'documentType=PASSPORT', 'tenantId=abc'])(
    'refuses ?%s with 400',
    async (query) => {
      const res = await get(t.user.token, `${API}/documents/vault?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
    },
  );

  it('answers 401 without a token', async () => {
    const res = await get(undefined, `${API}/documents/vault`);
    expect(res.statusCode).toBe(401);
  });
});
