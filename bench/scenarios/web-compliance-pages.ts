import {
  BARE_PAGE,
  chromiumMissing,
  runAudit,
  startComplianceWebPlatform,
} from '../fixtures/web-platform.js';
import type { AuditedPage, PageAuditOutput } from '../lib/page-audit-worker.js';
import {
  type AuditedPair,
  CPU_THROTTLING,
  LOADS,
  pairedMeasurement,
  REFERENCE_LOADS_PER_ROUND,
} from '../lib/page-judging.js';
import type { Measurement, ProcessScenario } from '../lib/types.js';

/**
 * The compliance workspace's entity page (the entity with 200 profile fields) and deadlines page
 * in headless Chromium with the CPU throttled 4x, signed in as the organisation's administrator
 * (500 entities): each page's largest contentful paint and hydration divided by those of the
 * bare kit's route that makes the same service calls with the same token, loaded the same way
 * in the same run (≤ 1.5x), and shown against the bare kit's `/` as the other pages are; the
 * gzip size of the JavaScript each page loads (≤ 150 KiB).
 */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'web-compliance-pages',
  shape: 'read',
  description: `compliance workspace pages in Chromium, CPU throttled ${CPU_THROTTLING}x, cold cache: LCP and hydration against the bare routes making the same calls, JavaScript per page`,
  withoutBaselines: true,
  unavailable: chromiumMissing,
  async measure(ctx): Promise<Measurement> {
    const platform = await startComplianceWebPlatform(ctx);
    try {
      const bare = (path: string): AuditedPage => ({
        path,
        signedIn: true,
        baseUrl: platform.bareUrl,
        loadsPerRound: REFERENCE_LOADS_PER_ROUND,
      });
      // Each page of the web app after the bare route it is divided by.
      const pairs: readonly AuditedPair[] = [
        {
          bare: bare(`/signed-in/compliance-entity?id=${platform.entityId}`),
          page: { path: `/compliance/entities/${platform.entityId}`, signedIn: true },
        },
        {
          bare: bare('/signed-in/compliance-deadlines'),
          page: { path: '/compliance/deadlines', signedIn: true },
        },
      ];
      const bareRoot: AuditedPage = { path: BARE_PAGE, signedIn: false, baseUrl: platform.bareUrl };
      const pages: AuditedPage[] = [bareRoot, ...pairs.flatMap(({ bare: route, page }) => [route, page])];
      const output = await runAudit<PageAuditOutput>(
        {
          mode: 'pages',
          baseUrl: platform.baseUrl,
          pages,
          admin: platform.admin,
          loads: LOADS,
          cpuThrottling: CPU_THROTTLING,
        },
        15 * 60_000,
      );
      if (output.mode !== 'pages') throw new Error('the audit answered another mode');
      return pairedMeasurement(output, platform.baseUrl, bareRoot, pairs);
    } finally {
      await platform.close();
    }
  },
};

export default scenario;
