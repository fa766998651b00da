import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpApp } from '../http/index.js';
import { createTestHttpApp } from '../testing/http.js';
import { registerBlobDownloads } from './blob-downloads.js';
import { FileBlobStore } from './file-blob-store.js';

const SECRET = 'test-signing-secret-0123456789';

describe('signed downloads of the filesystem store', () => {
  let root: string;
  let store: FileBlobStore;
  let app: HttpApp;
  const pdf = Buffer.from('%PDF-1.7 ₹ 1,200 — नमस्ते');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'blob-downloads-'));
    store = new FileBlobStore({ root, signingSecret: SECRET });
    await store.put('tenant-a/invoice.pdf', pdf, { contentType: 'application/pdf' });
    app = await createTestHttpApp();
    registerBlobDownloads(app, store);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the bytes and content type for a valid signature', async () => {
    const url = await store.signedUrl('tenant-a/invoice.pdf', { expiresInSeconds: 60 });
    expect(url).toMatch(/^\/files\/tenant-a\/invoice\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload).toEqual(pdf);
  });

  it('offers the signed download name as an attachment', async () => {
    const url = await store.signedUrl('tenant-a/invoice.pdf', {
      expiresInSeconds: 60,
      downloadName: 'चालान "March".pdf',
    });
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_____ _March_.pdf"; filename*=UTF-8''${encodeURIComponent('चालान "March".pdf')}`,
    );
  });

  it('refuses a tampered signature with 403 in the envelope', async () => {
    const url = await store.signedUrl('tenant-a/invoice.pdf', { expiresInSeconds: 60 });
    const signature = new URL(url, 'http://x').searchParams.get('signature') ?? '';
    const flipped = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
    const res = await app.inject({ method: 'GET', url: url.replace(signature, flipped) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'Invalid download signature',
      correlationId: res.headers['x-correlation-id'],
    });
  });

  it('refuses a signature moved to another key, a longer expiry or another download name', async () => {
    await store.put('tenant-b/secret.pdf', Buffer.from('b'), { contentType: 'application/pdf' });
    const url = new URL(
      await store.signedUrl('tenant-a/invoice.pdf', { expiresInSeconds: 60, downloadName: 'a.pdf' }),
      'http://x',
    );
    const otherKey = `/files/tenant-b/secret.pdf${url.search}`;
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const renamed = new URL(url);
    renamed.searchParams.set('download', 'b.exe');
    const unsigned = new URL(url);
    unsigned.searchParams.delete('signature');
    for (const tampered of [otherKey, later, renamed, unsigned]) {
      const target = typeof tampered === 'string' ? tampered : `${tampered.pathname}${tampered.search}`;
      const res = await app.inject({ method: 'GET', url: target });
      expect(res.statusCode, target).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('refuses an expired link with 403', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const url = await store.signedUrl('tenant-a/invoice.pdf', { expiresInSeconds: 60 });
      vi.setSystemTime(Date.now() + 61_000);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', error: 'Download link has expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 in the envelope for a validly signed missing object', async () => {
    const url = await store.signedUrl('tenant-a/gone.pdf', { expiresInSeconds: 60 });
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', correlationId: expect.any(String) });
  });

  it('refuses traversal in the path before touching the disk', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/files/..%2F..%2Fetc%2Fpasswd?expires=9999999999&signature=00',
    });
    expect(res.statusCode).toBe(403);
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(Object.keys(doc.json().paths ?? {}).some((p) => p.startsWith('/files'))).toBe(false);
  });

  it('refuses to serve under a prefix the store does not sign for', () => {
    expect(() => registerBlobDownloads(app, store, { prefix: '/downloads' })).toThrow(/differs/);
  });
});
