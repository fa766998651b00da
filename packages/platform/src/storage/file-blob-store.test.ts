import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileBlobStore } from './file-blob-store.js';
import { readAll, streamOfSize } from './test-streams.js';

const TEN_MB = 10 * 1024 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('FileBlobStore', () => {
  let root: string;
  let store: FileBlobStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'blobs-'));
    store = new FileBlobStore({ root, signingSecret: 'test-signing-secret-0123456789' });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back and deletes an object', async () => {
    const bytes = Buffer.from('%PDF-1.7 ₹ 1,200 — नमस्ते');
    const put = await store.put('tenant-a/docs/invoice.pdf', bytes, { contentType: 'application/pdf' });
    expect(put).toEqual({
      key: 'tenant-a/docs/invoice.pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(await store.exists('tenant-a/docs/invoice.pdf')).toBe(true);

    const blob = await store.get('tenant-a/docs/invoice.pdf');
    expect(blob.size).toBe(bytes.length);
    expect(blob.contentType).toBe('application/pdf');
    expect(await readAll(blob.body)).toEqual(bytes);

    await store.delete('tenant-a/docs/invoice.pdf');
    expect(await store.exists('tenant-a/docs/invoice.pdf')).toBe(false);
    await expect(store.get('tenant-a/docs/invoice.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(store.delete('tenant-a/docs/invoice.pdf')).resolves.toBeUndefined();
    expect(await filesUnder(root)).toEqual([]);
  });

  it('streams a large upload and replaces an existing object whole', async () => {
    await store.put('big.bin', Buffer.from('old'), { contentType: 'text/plain' });
    const put = await store.put('big.bin', streamOfSize(TEN_MB), { maxBytes: TEN_MB });
    expect(put.size).toBe(TEN_MB);
    const blob = await store.get('big.bin');
    expect(blob.size).toBe(TEN_MB);
    expect(blob.contentType).toBe('application/octet-stream');
    const read = await readAll(blob.body);
    expect(createHash('sha256').update(read).digest('hex')).toBe(put.sha256);
  });

  it('rejects a stream one byte over the limit and leaves nothing on disk', async () => {
    const upload = streamOfSize(TEN_MB + 1);
    await expect(store.put('too/big.bin', upload, { maxBytes: TEN_MB })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      details: { maxBytes: TEN_MB },
    });
    expect(upload.destroyed).toBe(true);
    expect(await store.exists('too/big.bin')).toBe(false);
    expect(await filesUnder(root)).toEqual([]);
  });

  it('keeps an existing object when its replacement is too large', async () => {
    await store.put('kept.txt', Buffer.from('original'), { contentType: 'text/plain' });
    await expect(store.put('kept.txt', Buffer.alloc(11), { maxBytes: 10 })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
    const blob = await store.get('kept.txt');
    expect((await readAll(blob.body)).toString()).toBe('original');
    expect(blob.contentType).toBe('text/plain');
  });

  it('fails the put when the source stream fails, leaving nothing behind', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('broken.bin', failing)).rejects.toThrow('client went away');
    expect(await filesUnder(root)).toEqual([]);
  });

  it.each(['../outside.txt', 'a/../../outside.txt', '/etc/passwd', '..', 'a//b'])(
    'refuses the key %j on every operation',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(store.get(key)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(store.delete(key)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(store.exists(key)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(store.signedUrl(key, { expiresInSeconds: 60 })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
      expect(existsSync(join(root, '..', 'outside.txt'))).toBe(false);
      expect(await filesUnder(root)).toEqual([]);
    },
  );

  it('refuses a content type that could inject headers, releasing the upload stream', async () => {
    const upload = streamOfSize(10);
    await expect(
      store.put('x.txt', upload, { contentType: 'text/plain\r\nset-cookie: a=b' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(upload.destroyed).toBe(true);
  });

  it('reports a key that clashes with a folder of other keys as a conflict', async () => {
    await store.put('reports/2026.pdf', Buffer.from('x'));
    await expect(store.put('reports', Buffer.from('y'))).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(store.get('reports')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await store.exists('reports')).toBe(false);
  });
});
