import { FileBlobStore } from './file-blob-store.js';
import { openBlobStore } from './open.js';
import { S3BlobStore } from './s3-blob-store.js';

const base = {
  DATA_DIR: '/tmp/platform-data',
  URL_SIGNING_SECRET: 'test-signing-secret-0123456789',
  S3_REGION: 'us-east-1',
};

describe('openBlobStore', () => {
  it('keeps files under DATA_DIR/blobs when no S3 endpoint is set', async () => {
    const store = await openBlobStore(base);
    expect(store).toBeInstanceOf(FileBlobStore);
    expect((store as FileBlobStore).root).toBe('/tmp/platform-data/blobs');
    await store.close();
  });

  it('signs URLs for the download prefix it is given', async () => {
    const store = await openBlobStore(base, { downloadPrefix: '/api/v1/files' });
    expect(await store.signedUrl('a.pdf', { expiresInSeconds: 5 })).toMatch(/^\/api\/v1\/files\/a\.pdf\?/);
  });

  it('uses S3 when S3_ENDPOINT and S3_BUCKET are set', async () => {
    const store = await openBlobStore({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'docs' });
    expect(store).toBeInstanceOf(S3BlobStore);
    await store.close();
  });

  it('refuses S3 without a bucket', async () => {
    await expect(openBlobStore({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).rejects.toThrow(
      /S3_BUCKET/,
    );
  });

  it('refuses a bucket without an endpoint rather than silently using local disk', async () => {
    await expect(openBlobStore({ ...base, S3_BUCKET: 'docs' })).rejects.toThrow(/S3_ENDPOINT/);
  });

  it('refuses half a key pair', async () => {
    await expect(
      openBlobStore({
        ...base,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'docs',
        S3_ACCESS_KEY_ID: 'id',
      }),
    ).rejects.toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
