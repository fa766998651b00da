import { join } from 'node:path';
import type { BlobStore } from './blob-store.js';
import { FileBlobStore } from './file-blob-store.js';

export interface BlobStoreConfig {
  readonly DATA_DIR: string;
  readonly URL_SIGNING_SECRET: string;
  readonly S3_ENDPOINT?: string | undefined;
  readonly S3_BUCKET?: string | undefined;
  readonly S3_REGION: string;
  readonly S3_ACCESS_KEY_ID?: string | undefined;
  readonly S3_SECRET_ACCESS_KEY?: string | undefined;
}

export interface OpenBlobStoreOptions {
  /** Where the service serves filesystem downloads; give the same prefix to `registerBlobDownloads`. */
  readonly downloadPrefix?: string;
}

/**
 * S3 when `S3_ENDPOINT` is set, else files under `DATA_DIR/blobs`. The S3 client is loaded only
 * then: it is the largest module of the kernel, and a start on local files does not need it.
 */
export async function openBlobStore(
  config: BlobStoreConfig,
  options: OpenBlobStoreOptions = {},
): Promise<BlobStore> {
  if (config.S3_ENDPOINT) {
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET must be set when S3_ENDPOINT is set');
    const { S3BlobStore } = await import('./s3-blob-store.js');
    return new S3BlobStore({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  if (config.S3_BUCKET) {
    // Silently writing to local disk when a bucket was asked for would lose files on the next deploy.
    throw new Error('S3_BUCKET is set but S3_ENDPOINT is not: set S3_ENDPOINT too, or unset S3_BUCKET');
  }
  return new FileBlobStore({
    root: join(config.DATA_DIR, 'blobs'),
    signingSecret: config.URL_SIGNING_SECRET,
    ...(options.downloadPrefix ? { downloadPrefix: options.downloadPrefix } : {}),
  });
}
