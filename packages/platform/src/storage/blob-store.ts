import type { Readable } from 'node:stream';

export interface PutOptions {
  readonly contentType?: string;
  /** The upload is aborted, and nothing kept, once it grows past this many bytes. */
  readonly maxBytes?: number;
}

export interface PutResult {
  readonly key: string;
  readonly size: number;
  /** Hex SHA-256 of the stored bytes. */
  readonly sha256: string;
}

export interface StoredBlob {
  readonly body: Readable;
  readonly size: number;
  readonly contentType: string;
}

export interface SignedUrlOptions {
  readonly expiresInSeconds: number;
  /** File name offered to the browser (`content-disposition: attachment`). */
  readonly downloadName?: string;
}

/**
 * Object storage for uploads and generated files. Keys are slash-separated paths of
 * `[A-Za-z0-9_.-]` segments, checked by every method so a key can never leave the store.
 */
export interface BlobStore {
  readonly kind: 'filesystem' | 's3';
  /** Streams `body` into the store; the object appears whole or not at all. */
  put(key: string, body: Readable | Buffer, options?: PutOptions): Promise<PutResult>;
  /** Throws `NOT_FOUND` when there is no such object. */
  get(key: string): Promise<StoredBlob>;
  /** Removing a missing object is not an error, as in S3. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A URL anyone holding it may download the object from until it expires. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  close(): Promise<void>;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
