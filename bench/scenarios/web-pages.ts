import { BARE_PAGE, chromiumMissing, runAudit, startWebPlatform } from '../fixtures/web-platform.js';
import type { AuditedPage, PageAuditOutput, PageFigures } from '../lib/page-audit-worker.js';
import {
  auditMeasurement,
  CPU_THROTTLING,
  judge,
  LOADS,
  REFERENCE_LOADS_PER_ROUND,
  timingsOf,
} from '../lib/page-judging.js';
import type { Measurement, ProcessScenario } from '../lib/types.js';

/** Pages whose form carries the ALTCHA widget: it may load there, and only there. */
const FORM_PAGES = new Set(['/contact', '/training-plan']);

/**
 * The web app's pages in headless Chromium with the CPU throttled 4x: largest contentful paint
 * and hydration (the root layout's 'hydrated' mark), each divided by the bare SvelteKit route's
 * loaded the same way, and the gzip size of the JavaScript each page loads; public pages and,
 * signed in as a training administrator, the administration.
 */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'web-pages',
  shape: 'read',
  description: `web pages in Chromium, CPU throttled ${CPU_THROTTLING}x, cold cache: LCP and hydration against the bare SvelteKit route's, JavaScript per page`,
  withoutBaselines: true,
  unavailable: chromiumMissing,
  async measure(ctx): Promise<Measurement> {
    const platform = await startWebPlatform(ctx);
    try {
      const pages: AuditedPage[] = [
        {
          path: BARE_PAGE,
          signedIn: false,
          baseUrl: platform.bareUrl,
          loadsPerRound: REFERENCE_LOADS_PER_ROUND,
        },
        { path: '/courses', signedIn: false },
        { path: `/courses/${platform.courseSlug}`, signedIn: false },
        { path: '/contact', signedIn: false },
        { path: '/training-plan', signedIn: false },
        { path: '/verify', signedIn: false },
        { path: '/login', signedIn: false },
        { path: '/pricing', signedIn: false },
        { path: '/training', signedIn: true },
        { path: '/training/courses', signedIn: true },
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
      const isBare = (page: PageFigures) => page.baseUrl === platform.bareUrl;
      const bareFigures = output.pages.find((page) => isBare(page) && page.loads.length > 0);
      const bare = bareFigures ? timingsOf(bareFigures) : undefined;
      const measured = output.pages.filter((page) => page.loads.length > 0 && !isBare(page));
      const references = bare ? [{ timings: bare, label: "the bare route's", judged: true }] : [];
      const judged = measured.map((page) =>
        judge(page, FORM_PAGES.has(page.path) || page.path.startsWith('/courses/'), references),
      );
      return auditMeasurement(output, measured, judged, [
        bare
          ? `the bare SvelteKit route (${BARE_PAGE} of bench/fixtures/bare-kit): largest contentful paint ${(bare.lcp * 1000).toFixed(0)} ms, hydrated ${(bare.hydrated * 1000).toFixed(0)} ms (medians)`
          : 'the bare SvelteKit route was not measured: no ratio judged',
      ]);
    } finally {
      await platform.close();
    }
  },
};

export default scenario;
