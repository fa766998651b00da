import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROMIUM_PATH, or Debian's package. Nothing is downloaded. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}
