import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROMIUM_PATH, or Debian's package. Nothing is downloaded. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

/** Without the background-networking flags Debian's Chromium floods refused connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
