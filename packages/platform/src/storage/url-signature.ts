import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedDownload {
  readonly key: string;
  /** Unix time in seconds after which the URL is refused. */
  readonly expires: number;
  readonly downloadName?: string;
}

/** Hex HMAC-SHA256 binding the key, the expiry and the offered file name together. */
export function signDownload(secret: string, download: SignedDownload): string {
  return createHmac('sha256', secret)
    .update(`${download.key}\n${download.expires}\n${download.downloadName ?? ''}`)
    .digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export function hasValidSignature(secret: string, download: SignedDownload, signature: string): boolean {
  if (!HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(signDownload(secret, download), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
