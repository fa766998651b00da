import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROMIUM_PATH, or Debian's package. Nothing is downloaded. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

/**
 * Features Playwright turns off (its own `--disable-features`, as of 1.65): Chromium reads the
 * switch once, the last given winning, so a list of ours must repeat them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 156 loads its address bar's popup, two pages of its own
 * (`chrome://omnibox-popup.top-chrome`), in every new window as it opens: in a test or a page
 * audit, at the moment the page under test loads. On two cores that work ran beside the page:
 * the bare SvelteKit page's largest paint at 4x read 140-656 ms over fifteen loads with it, and
 * 72-148 ms in 117 of 120 loads without it.
 */
const BROWSER_UI_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Without the background-networking flags Debian's Chromium floods refused connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];
