import { BARE_PAGE, chromiumMissing, runAudit, startFactoryWebPlatform } from '../fixtures/web-platform.js';
import type { AuditedPage, PageAuditOutput, PageFigures } from '../lib/page-audit-worker.js';
import {
  ADMIN_JS_TARGET_KIB,
  CPU_THROTTLING,
  judge,
  LOADS,
  median,
  noteOf,
  PUBLIC_JS_TARGET_KIB,
  type Reference,
  timingsOf,
} from '../lib/page-judging.js';
import type { Measurement, ProcessScenario } from '../lib/types.js';

/** A page of the web app, the bare route making its calls, what it must show, its budget. */
interface FactoryPage {
  readonly bare: AuditedPage;
  readonly page: AuditedPage;
  readonly expect: string;
  readonly jsTargetKiB: number;
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
      const bare = (path: string): AuditedPage => ({ path, signedIn: true, baseUrl: platform.bareUrl });
      const factoryPages: readonly FactoryPage[] = [
        {
          bare: bare('/signed-in/factory-floor'),
          page: { path: '/factory/floor', signedIn: true },
          expect: 'Shirt',
          jsTargetKiB: PUBLIC_JS_TARGET_KIB,
        },
        {
          bare: bare(`/signed-in/factory-ledger?id=${platform.workerId}&tenant=${platform.tenantId}`),
          page: { path: `/factory/workers/${platform.workerId}`, signedIn: true },
          expect: 'Worker 1',
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
      const pages: AuditedPage[] = [
        { path: BARE_PAGE, signedIn: false, baseUrl: platform.bareUrl },
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
      const figuresOf = (audited: AuditedPage): PageFigures | undefined =>
        output.pages.find(
          (page) =>
            page.path === audited.path &&
            page.baseUrl === (audited.baseUrl ?? platform.baseUrl) &&
            page.loads.length > 0,
        );
      const bareRoot = figuresOf({ path: BARE_PAGE, signedIn: false, baseUrl: platform.bareUrl });
      const judged = factoryPages.flatMap(({ bare: bareRoute, page, jsTargetKiB }) => {
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
        return [judge(figures, false, references, jsTargetKiB)];
      });
      const bareNotes = [bareRoot, ...factoryPages.map(({ bare: bareRoute }) => figuresOf(bareRoute))]
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
