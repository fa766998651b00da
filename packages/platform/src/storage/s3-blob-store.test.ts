import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3BlobStore } from './s3-blob-store.js';
import { readAll, streamOfSize } from './test-streams.js';

const BUCKET = 'platform-test';
const MiB = 1024 * 1024;

describe('S3BlobStore against s3rver', () => {
  let directory: string;
  let server: S3rver;
  let store: S3BlobStore;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    store = new S3BlobStore({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      partSize: 5 * MiB,
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await store.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('puts an object, serves it through a presigned URL, then deletes it', async () => {
    const bytes = Buffer.from('₹ 1,200 — नमस्ते');
    const put = await store.put('tenant-a/note.txt', bytes, { contentType: 'text/plain; charset=utf-8' });
    expect(put).toEqual({
      key: 'tenant-a/note.txt',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(await store.exists('tenant-a/note.txt')).toBe(true);

    const url = await store.signedUrl('tenant-a/note.txt', {
      expiresInSeconds: 60,
      downloadName: 'note.txt',
    });
    expect(url).toContain('X-Amz-Signature=');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('filename="note.txt"');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);

    const blob = await store.get('tenant-a/note.txt');
    expect(blob.size).toBe(bytes.length);
    expect(await readAll(blob.body)).toEqual(bytes);

    await store.delete('tenant-a/note.txt');
    expect(await store.exists('tenant-a/note.txt')).toBe(false);
    await expect(store.get('tenant-a/note.txt')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('streams a body larger than one part as a multipart upload', async () => {
    const send = vi.spyOn(S3Client.prototype, 'send');
    const size = 11 * MiB + 7;
    const put = await store.put('big/scan.tiff', streamOfSize(size), {
      contentType: 'image/tiff',
      maxBytes: 12 * MiB,
    });
    expect(put.size).toBe(size);
    const commands = send.mock.calls.map(([command]) => command);
    expect(commands.filter((c) => c instanceof UploadPartCommand)).toHaveLength(3);
    expect(commands.some((c) => c instanceof CompleteMultipartUploadCommand)).toBe(true);
    expect(commands.some((c) => c instanceof PutObjectCommand)).toBe(false);
    const blob = await store.get('big/scan.tiff');
    expect(blob.size).toBe(size);
    expect(blob.contentType).toBe('image/tiff');
    const read = await readAll(blob.body);
    expect(createHash('sha256').update(read).digest('hex')).toBe(put.sha256);
  });

  it('aborts an upload past maxBytes and keeps no object', async () => {
    const send = vi.spyOn(S3Client.prototype, 'send');
    const upload = streamOfSize(10 * MiB + 1);
    await expect(store.put('big/too-large.bin', upload, { maxBytes: 10 * MiB })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
    const commands = send.mock.calls.map(([command]) => command);
    expect(commands.some((c) => c instanceof AbortMultipartUploadCommand)).toBe(true);
    expect(commands.some((c) => c instanceof CompleteMultipartUploadCommand)).toBe(false);
    expect(await store.exists('big/too-large.bin')).toBe(false);
  });

  it('stores an empty body', async () => {
    const put = await store.put('empty.txt', Buffer.alloc(0));
    expect(put.size).toBe(0);
    const blob = await store.get('empty.txt');
    expect(blob.size).toBe(0);
    expect(blob.contentType).toBe('application/octet-stream');
    expect(await readAll(blob.body)).toEqual(Buffer.alloc(0));
  });

  it('rejects traversal keys before calling S3', async () => {
    await expect(store.put('../x', Buffer.from('x'))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(store.signedUrl('/abs', { expiresInSeconds: 60 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
