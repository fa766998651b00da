export { type BlobDownloadOptions, registerBlobDownloads } from './blob-downloads.js';
export type { BlobStore, PutOptions, PutResult, SignedUrlOptions, StoredBlob } from './blob-store.js';
export { FileBlobStore, type FileBlobStoreOptions } from './file-blob-store.js';
export { assertValidKey, isValidKey } from './keys.js';
export { type BlobStoreConfig, type OpenBlobStoreOptions, openBlobStore } from './open.js';
export type { S3BlobStore, S3BlobStoreOptions } from './s3-blob-store.js';
