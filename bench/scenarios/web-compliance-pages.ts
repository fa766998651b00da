import {
  BARE_PAGE,
  chromiumMissing,
  runAudit,
  startComplianceWebPlatform,
} from '../fixtures/web-platform.js';
import type { AuditedPage, PageAuditOutput, PageFigures } from '../lib/page-audit-worker.js';
import {
  CPU_THROTTLING,
  judge,
  LOADS,
  median,
  noteOf,
  type Reference,
  timingsOf,
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
      const bare = (path: string): AuditedPage => ({ path, signedIn: true, baseUrl: platform.bareUrl });
      // Each page of the web app after the bare route it is divided by.
      const pairs: readonly (readonly [AuditedPage, AuditedPage])[] = [
        [
          bare(`/signed-in/compliance-entity?id=${platform.entityId}`),
          { path: `/compliance/entities/${platform.entityId}`, signedIn: true },
        ],
        [bare('/signed-in/compliance-deadlines'), { path: '/compliance/deadlines', signedIn: true }],
      ];
      const pages: AuditedPage[] = [
        { path: BARE_PAGE, signedIn: false, baseUrl: platform.bareUrl },
        ...pairs.flat(),
      ];
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
      const figuresOf = (audited: AuditedPage): PageFigures | undefined =>
        output.pages.find(
          (page) =>
            page.path === audited.path &&
            page.baseUrl === (audited.baseUrl ?? platform.baseUrl) &&
            page.loads.length > 0,
        );
      const bareRoot = figuresOf({ path: BARE_PAGE, signedIn: false, baseUrl: platform.bareUrl });
      const judged = pairs.flatMap(([bareRoute, page]) => {
        const figures = figuresOf(page);
        if (!figures) return [];
        const own = figuresOf(bareRoute);
        const references: Reference[] = [
          ...(own
            ? [{ timings: timingsOf(own), label: "its bare route's (the same calls)", judged: true }]
            : []),
          ...(bareRoot
            ? [{ timings: timingsOf(bareRoot), label: `the bare ${BARE_PAGE}'s`, judged: false }]
            : []),
        ];
        return [judge(figures, false, references)];
      });
      const bareNotes = [bareRoot, ...pairs.map(([bareRoute]) => figuresOf(bareRoute))]
        .filter((page): page is PageFigures => page !== undefined)
        .map((page) => `bare kit ${noteOf(page)}`);
      const failures = output.pages.flatMap((page) => page.failures.map((why) => `${page.path}: ${why}`));
      const loads = output.pages.flatMap((page) => page.loads);
      const measured = output.pages.filter(
        (page) => page.baseUrl === platform.baseUrl && page.loads.length > 0,
      );
      return {
        unit: 'ms',
        perSecond: 0,
        p50Ms: median(measured.map((page) => median(page.loads.map((l) => l.lcpMs)))),
        p99Ms: Math.max(0, ...loads.map((l) => l.lcpMs)),
        total: loads.length,
        errors: loads.filter((l) => l.status !== 200).length + failures.length,
        notes: [
          "p50: the median page's median largest contentful paint; p99: the slowest load's",
          ...bareNotes,
          ...judged.map((j) => j.note),
          ...failures.map((failure) => `failed load ${failure}`),
        ],
        targets: judged.flatMap((j) => j.checks),
      };
    } finally {
      await platform.close();
    }
  },
};

export default scenario;
