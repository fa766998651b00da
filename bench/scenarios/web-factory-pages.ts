import { FLOOR_LEDGER_QUERY } from '../fixtures/factory-floor.js';
import { BARE_PAGE, chromiumMissing, runAudit, startFactoryWebPlatform } from '../fixtures/web-platform.js';
import type { AuditedPage, PageAuditOutput } from '../lib/page-audit-worker.js';
import {
  ADMIN_JS_TARGET_KIB,
  type AuditedPair,
  CPU_THROTTLING,
  LOADS,
  PUBLIC_JS_TARGET_KIB,
  pairedMeasurement,
  REFERENCE_LOADS_PER_ROUND,
} from '../lib/page-judging.js';
import type { Measurement, ProcessScenario } from '../lib/types.js';

/** A page of the web app, the bare route making its calls, what it must show, its budget. */
interface FactoryPage extends AuditedPair {
  readonly expect: string;
}

/**
 * The factory's floor (`/factory/floor`, the open jobs) and an office page (a worker's ledger,
 * `/factory/workers/<worker>`) in headless Chromium with the CPU throttled 4x, holding the unit
 * administrator's factory session (200 workers, 5,000 jobs): each page's largest contentful
 * paint and hydration divided by those of the bare kit's route that makes the same service calls
 * with the same token, loaded the same way in the same run (≤ 1.5x), and shown against the bare
 * kit's `/` beside; the gzip size of the JavaScript each page loads (the floor, used on the
 * workers' phones, ≤ 50 KiB; the office ≤ 150 KiB).
 */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'web-factory-pages',
  shape: 'read',
  description: `factory floor and office pages in Chromium, CPU throttled ${CPU_THROTTLING}x, cold cache: LCP and hydration against the bare routes making the same calls, JavaScript per page`,
  withoutBaselines: true,
  unavailable: chromiumMissing,
  async measure(ctx): Promise<Measurement> {
    const platform = await startFactoryWebPlatform(ctx);
    try {
      const bare = (path: string): AuditedPage => ({
        path,
        signedIn: true,
        baseUrl: platform.bareUrl,
        loadsPerRound: REFERENCE_LOADS_PER_ROUND,
      });
      const factoryPages: readonly FactoryPage[] = [
        {
          bare: bare('/signed-in/factory-floor'),
          page: { path: '/factory/floor', signedIn: true },
          expect: 'Shirt',
          jsTargetKiB: PUBLIC_JS_TARGET_KIB,
        },
        {
          bare: bare(
            `/signed-in/factory-ledger?id=${platform.workerId}&tenant=${platform.tenantId}&${FLOOR_LEDGER_QUERY}`,
          ),
          page: { path: `/factory/workers/${platform.workerId}?${FLOOR_LEDGER_QUERY}`, signedIn: true },
          // A line's step: a ledger without lines would be a lighter page than the one judged.
          expect: 'cutting',
          jsTargetKiB: ADMIN_JS_TARGET_KIB,
        },
      ];
      // A refused session renders sign-in or an error notice, both far cheaper than the page.
      for (const { bare: bareRoute, page, expect } of factoryPages) {
        for (const { path, baseUrl = platform.baseUrl } of [bareRoute, page]) {
          const probe = await fetch(`${baseUrl}${path}`, {
            headers: { cookie: platform.cookieHeader },
            redirect: 'manual',
          });
          const body = await probe.text();
          if (probe.status !== 200 || !body.includes(expect))
            throw new Error(`${path} answered ${probe.status} without "${expect}": ${body.slice(0, 500)}`);
        }
      }
      const bareRoot: AuditedPage = { path: BARE_PAGE, signedIn: false, baseUrl: platform.bareUrl };
      const pages: AuditedPage[] = [
        bareRoot,
        ...factoryPages.flatMap(({ bare: bareRoute, page }) => [bareRoute, page]),
      ];
      const output = await runAudit<PageAuditOutput>(
        {
          mode: 'pages',
          baseUrl: platform.baseUrl,
          pages,
          cookies: platform.cookies,
          loads: LOADS,
          cpuThrottling: CPU_THROTTLING,
        },
        15 * 60_000,
      );
      if (output.mode !== 'pages') throw new Error('the audit answered another mode');
      return pairedMeasurement(output, platform.baseUrl, bareRoot, factoryPages);
    } finally {
      await platform.close();
    }
  },
};

export default scenario;
