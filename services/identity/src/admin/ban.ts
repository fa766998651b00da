import { validationFailed } from '../shared/errors.js';

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};
/** GoTrue's "for good" is 876000h (100 years); twice that is the longest ban a date can hold sensibly. */
const MAX_BAN_MS = 2 * 876_000 * 3_600_000;
const DURATION = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/;
const PART = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;

/**
 * GoTrue's `ban_duration`: a Go duration (`24h`, `1h30m`, `876000h` for "for good") counted
 * from now, or `none` to lift a ban. Returns the new `banned_until`.
 */
export function bannedUntilOf(banDuration: string, now = new Date()): Date | null {
  if (banDuration === 'none') return null;
  if (!DURATION.test(banDuration)) {
    throw validationFailed('ban_duration must be a duration such as "24h" or "30m", or "none"');
  }
  let ms = 0;
  for (const [, amount, unit] of banDuration.matchAll(PART))
    ms += Number(amount) * (UNIT_MS[unit ?? ''] ?? 0);
  if (!(ms <= MAX_BAN_MS)) throw validationFailed('ban_duration must be at most 1752000h (200 years)');
  return new Date(now.getTime() + ms);
}
