import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { notFound } from '../errors/index.js';
import {
  type BlobStore,
  DEFAULT_CONTENT_TYPE,
  type PutOptions,
  type PutResult,
  type SignedUrlOptions,
  type StoredBlob,
} from './blob-store.js';
import { asReadable, ByteMeter } from './byte-meter.js';
import { partsOf } from './byte-parts.js';
import { attachmentDisposition } from './content-disposition.js';
import { assertExpiry } from './file-blob-store.js';
import { assertPutArguments, assertValidKey } from './keys.js';

export interface S3BlobStoreOptions {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  /** Both or neither; neither falls back to the SDK's credential chain (instance roles). */
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  /** Bytes held in memory per upload; S3 wants at least 5 MiB for every part but the last. */
  readonly partSize?: number;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
/** SigV4 presigned URLs cannot live longer than seven days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

function isNotFound(err: unknown): boolean {
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;
}

/**
 * Blobs in an S3-compatible bucket. Uploads stream through in parts: a body that fits in one
 * part is a single PutObject, a larger one a multipart upload that is aborted on any failure,
 * so no partial object is ever visible.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly partSize: number;

  constructor(options: S3BlobStoreOptions) {
    if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey)) {
      throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    }
    this.partSize = options.partSize ?? DEFAULT_PART_SIZE;
    if (this.partSize < MIN_PART_SIZE)
      throw new RangeError(`partSize must be at least ${MIN_PART_SIZE} bytes`);
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      // Default CRC checksums use aws-chunked trailers that many S3-compatible servers reject.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions = {}): Promise<PutResult> {
    const contentType = options.contentType ?? DEFAULT_CONTENT_TYPE;
    assertPutArguments(key, contentType, body);
    const meter = new ByteMeter(options.maxBytes);
    const upload = new PartUpload(this.client, this.bucket, key, contentType, this.partSize);
    try {
      await pipeline(asReadable(body), meter, async (source: AsyncIterable<Buffer>) => {
        for await (const part of partsOf(source, this.partSize)) await upload.add(part);
      });
      await upload.finish();
    } catch (err) {
      await upload.abort();
      throw err;
    }
    return { key, size: meter.size, sha256: meter.sha256() };
  }

  async get(key: string): Promise<StoredBlob> {
    assertValidKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return {
        body: object.Body,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? DEFAULT_CONTENT_TYPE,
      };
    } catch (err) {
      throw isNotFound(err) ? notFound('File') : err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertValidKey(key);
    assertExpiry(options.expiresInSeconds);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ...(options.downloadName
        ? { ResponseContentDisposition: attachmentDisposition(options.downloadName) }
        : {}),
    });
    return getSignedUrl(this.client, command, {
      expiresIn: Math.min(options.expiresInSeconds, MAX_PRESIGN_SECONDS),
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/**
 * Sends each part as it comes. A short first part is the whole body and becomes one PutObject;
 * a full one starts a multipart upload, so no more than one part is ever held.
 */
class PartUpload {
  private single: Buffer | undefined;
  private uploadId: string | undefined;
  private readonly done: CompletedPart[] = [];

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly key: string,
    private readonly contentType: string,
    private readonly partSize: number,
  ) {}

  async add(part: Buffer): Promise<void> {
    if (this.uploadId === undefined && part.length < this.partSize) {
      this.single = part;
      return;
    }
    if (this.uploadId === undefined) {
      const created = await this.client.send(
        new CreateMultipartUploadCommand({
          Bucket: this.bucket,
          Key: this.key,
          ContentType: this.contentType,
        }),
      );
      if (!created.UploadId) throw new Error('S3 returned no multipart upload id');
      this.uploadId = created.UploadId;
    }
    await this.sendPart(part);
  }

  async finish(): Promise<void> {
    if (this.uploadId === undefined) {
      const body = this.single ?? Buffer.alloc(0);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key,
          Body: body,
          ContentLength: body.length,
          ContentType: this.contentType,
        }),
      );
      return;
    }
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: this.key,
        UploadId: this.uploadId,
        MultipartUpload: { Parts: this.done },
      }),
    );
  }

  async abort(): Promise<void> {
    if (this.uploadId === undefined) return;
    await this.client
      .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: this.key, UploadId: this.uploadId }))
      // The original failure matters more; a leftover upload is reaped by the bucket's lifecycle rule.
      .catch(() => undefined);
  }

  private async sendPart(part: Buffer): Promise<void> {
    const partNumber = this.done.length + 1;
    const sent = await this.client.send(
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: this.key,
        UploadId: this.uploadId,
        PartNumber: partNumber,
        Body: part,
        ContentLength: part.length,
      }),
    );
    this.done.push({ PartNumber: partNumber, ETag: sent.ETag });
  }
}
