import { createHash } from 'node:crypto';

/** How long a step update's Idempotency-Key answers its first answer: a client's retries come within minutes. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with every object's keys sorted: two bodies that differ only in key order are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** What makes two requests under one key "the same": the job they name and the body they send. */
export function fingerprintOf(jobId: string, body: unknown): string {
  return createHash('sha256')
    .update(canonical([jobId, body]))
    .digest('hex');
}
