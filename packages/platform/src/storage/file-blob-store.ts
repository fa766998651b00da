import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError, notFound } from '../errors/index.js';
import {
  type BlobStore,
  DEFAULT_CONTENT_TYPE,
  type PutOptions,
  type PutResult,
  type SignedUrlOptions,
  type StoredBlob,
} from './blob-store.js';
import { asReadable, ByteMeter } from './byte-meter.js';
import { assertPutArguments, assertValidKey } from './keys.js';
import { hasValidSignature, type SignedDownload, signDownload } from './url-signature.js';

export interface FileBlobStoreOptions {
  /** Folder holding `objects/`, `meta/` and `tmp/`. */
  readonly root: string;
  readonly signingSecret: string;
  /** Path the download route is registered under; signed URLs point there. */
  readonly downloadPrefix?: string;
}

interface BlobMeta {
  readonly contentType: string;
  readonly sha256: string;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function errnoOf(err: unknown): string | undefined {
  return err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

/**
 * Blobs as files. Uploads land in `tmp/` and are renamed into `objects/` only once complete,
 * so a reader never sees half a file. Content types live beside them in `meta/`, named by the
 * key's hash so that no key can collide with another key's metadata.
 */
export class FileBlobStore implements BlobStore {
  readonly kind = 'filesystem';
  readonly root: string;
  readonly downloadPrefix: string;
  private readonly signingSecret: string;

  constructor(options: FileBlobStoreOptions) {
    if (!options.signingSecret) throw new Error('FileBlobStore needs a signing secret (URL_SIGNING_SECRET)');
    this.root = resolve(options.root);
    this.signingSecret = options.signingSecret;
    this.downloadPrefix = (options.downloadPrefix ?? '/files').replace(/\/+$/, '');
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions = {}): Promise<PutResult> {
    const contentType = options.contentType ?? DEFAULT_CONTENT_TYPE;
    assertPutArguments(key, contentType, body);
    const tmpDir = join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpData = join(tmpDir, randomUUID());
    const tmpMeta = `${tmpData}.json`;
    const meter = new ByteMeter(options.maxBytes);
    try {
      await pipeline(asReadable(body), meter, createWriteStream(tmpData, { flags: 'wx' }));
      const meta: BlobMeta = { contentType, sha256: meter.sha256() };
      await writeFile(tmpMeta, JSON.stringify(meta), { flag: 'wx' });
      const dataPath = this.objectPath(key);
      const metaPath = this.metaPath(key);
      await Promise.all([
        mkdir(dirname(dataPath), { recursive: true }),
        mkdir(dirname(metaPath), { recursive: true }),
      ]);
      await rename(tmpData, dataPath);
      await rename(tmpMeta, metaPath);
      return { key, size: meter.size, sha256: meta.sha256 };
    } catch (err) {
      await Promise.all([rm(tmpData, { force: true }), rm(tmpMeta, { force: true })]);
      const code = errnoOf(err);
      if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST') {
        throw new DomainError('CONFLICT', 'Storage key collides with an existing object path', { key });
      }
      throw err;
    }
  }

  async get(key: string): Promise<StoredBlob> {
    assertValidKey(key);
    // Opening first and asking the open file for its size keeps size and bytes consistent
    // even if the object is replaced or deleted meanwhile.
    const handle = await open(this.objectPath(key), 'r').catch((err: unknown) => {
      throw MISSING.has(errnoOf(err) ?? '') ? notFound('File') : err;
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw notFound('File');
      const meta = await this.readMeta(key);
      return {
        body: handle.createReadStream(),
        size: info.size,
        contentType: typeof meta?.contentType === 'string' ? meta.contentType : DEFAULT_CONTENT_TYPE,
      };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await rm(this.objectPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      return (await stat(this.objectPath(key))).isFile();
    } catch (err) {
      if (MISSING.has(errnoOf(err) ?? '')) return false;
      throw err;
    }
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertValidKey(key);
    assertExpiry(options.expiresInSeconds);
    const expires = Math.floor(Date.now() / 1000) + options.expiresInSeconds;
    const downloadName = options.downloadName || undefined;
    const signature = signDownload(this.signingSecret, { key, expires, downloadName });
    const query = new URLSearchParams({ expires: String(expires), signature });
    if (downloadName) query.set('download', downloadName);
    return `${this.downloadPrefix}/${key}?${query.toString()}`;
  }

  /** Checks a download URL's parts; the route answers with whatever this throws. */
  verifyDownload(download: SignedDownload, signature: string): void {
    if (!hasValidSignature(this.signingSecret, download, signature)) {
      throw new DomainError('FORBIDDEN', 'Invalid download signature');
    }
    if (download.expires < Date.now() / 1000) {
      throw new DomainError('FORBIDDEN', 'Download link has expired');
    }
  }

  async close(): Promise<void> {}

  private objectPath(key: string): string {
    return join(this.root, 'objects', key);
  }

  private metaPath(key: string): string {
    const hash = createHash('sha256').update(key).digest('hex');
    return join(this.root, 'meta', hash.slice(0, 2), `${hash}.json`);
  }

  private async readMeta(key: string): Promise<Partial<BlobMeta> | undefined> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.metaPath(key), 'utf8'));
      return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
    } catch (err) {
      if (MISSING.has(errnoOf(err) ?? '')) return undefined;
      throw err;
    }
  }
}

export function assertExpiry(expiresInSeconds: number): void {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0) {
    throw new RangeError(`expiresInSeconds must be a positive integer, got ${expiresInSeconds}`);
  }
}
