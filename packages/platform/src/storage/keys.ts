import type { Readable } from 'node:stream';
import { DomainError } from '../errors/index.js';

const SEGMENT = /^[\w.-]+$/;
const MAX_KEY_LENGTH = 1024;

/** Rejects any key that could name something outside the store once joined to its root. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) {
    throw new DomainError('BAD_REQUEST', 'Invalid storage key', { key: key.slice(0, 200) });
  }
}

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

const CONTENT_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;\s*[\w!#$&^.+-]+=("[^"\\\r\n]*"|[\w!#$&^.+-]+))*$/;

/** Content types end up in response headers, so only well-formed ones are accepted. */
export function assertValidContentType(contentType: string): void {
  if (contentType.length > 255 || !CONTENT_TYPE.test(contentType)) {
    throw new DomainError('BAD_REQUEST', 'Invalid content type', { contentType: contentType.slice(0, 100) });
  }
}

/**
 * A put either consumes its body or destroys it: an upload stream left unread would hold its
 * request open.
 */
export function assertPutArguments(key: string, contentType: string, body: Readable | Buffer): void {
  try {
    assertValidKey(key);
    assertValidContentType(contentType);
  } catch (err) {
    if (!Buffer.isBuffer(body)) body.destroy();
    throw err;
  }
}
