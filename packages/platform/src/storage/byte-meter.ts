import { createHash, type Hash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { DomainError } from '../errors/index.js';

/**
 * Passes bytes through while counting and hashing them, and fails the stream with
 * `FILE_TOO_LARGE` as soon as it grows past `maxBytes`, before the excess is written anywhere.
 */
export class ByteMeter extends Transform {
  size = 0;
  private readonly hash: Hash = createHash('sha256');

  constructor(private readonly maxBytes: number | undefined) {
    super();
    if (maxBytes !== undefined && (!Number.isInteger(maxBytes) || maxBytes < 0)) {
      throw new RangeError(`maxBytes must be a non-negative integer, got ${maxBytes}`);
    }
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    this.size += bytes.length;
    if (this.maxBytes !== undefined && this.size > this.maxBytes) {
      callback(
        new DomainError('FILE_TOO_LARGE', `File is larger than ${this.maxBytes} bytes`, {
          maxBytes: this.maxBytes,
        }),
      );
      return;
    }
    this.hash.update(bytes);
    callback(null, bytes);
  }

  sha256(): string {
    return this.hash.digest('hex');
  }
}

export function asReadable(body: Readable | Buffer): Readable {
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}
