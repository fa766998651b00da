import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function signWebhook(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Whether `signature` signs `rawBody`, compared in constant time; a missing or malformed one does not. */
export function webhookSignatureMatches(
  secret: string,
  rawBody: Buffer,
  signature: string | string[] | undefined,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
