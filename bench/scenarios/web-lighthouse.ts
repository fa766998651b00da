import { BARE_PAGE, chromiumMissing, runAudit, startWebPlatform } from '../fixtures/web-platform.js';
import type { LighthouseFigures, PageAuditOutput } from '../lib/page-audit-worker.js';
import type { Measurement, ProcessScenario, TargetCheck } from '../lib/types.js';

const SCORE_TARGET = 95;
/** A page's simulated largest contentful paint, divided by the bare SvelteKit route's of the same run. */
const LCP_RATIO_TARGET = 1.5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const lcpOf = (page: LighthouseFigures) => page.metrics.largestContentfulPaint ?? -1;

/**
 * Lighthouse 12 with its mobile defaults on the catalogue and a course page, and on the bare
 * SvelteKit route, whose simulated largest contentful paint each page's is divided by.
 */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'web-lighthouse',
  shape: 'read',
  description:
    "Lighthouse (mobile, simulated 4x CPU and slow 4G) on /courses and a course page; LCP against the bare SvelteKit route's",
  withoutBaselines: true,
  unavailable: chromiumMissing,
  async measure(ctx): Promise<Measurement> {
    const platform = await startWebPlatform(ctx);
    try {
      const output = await runAudit<PageAuditOutput>(
        {
          mode: 'lighthouse',
          baseUrl: platform.baseUrl,
          pages: [
            { path: BARE_PAGE, baseUrl: platform.bareUrl },
            { path: '/courses' },
            { path: `/courses/${platform.courseSlug}` },
          ],
        },
        10 * 60_000,
      );
      if (output.mode !== 'lighthouse') throw new Error('the audit answered another mode');
      const bare = output.pages.find((page) => page.baseUrl === platform.bareUrl);
      const pages = output.pages.filter((page) => page !== bare);
      const bareLcp = bare ? lcpOf(bare) : -1;
      const lcps = pages.map(lcpOf);
      const describe = (page: LighthouseFigures) =>
        `${page === bare ? `the bare SvelteKit route (${page.path} of bench/fixtures/bare-kit)` : page.path}: ${JSON.stringify(page.scores)}; ${Object.entries(
          page.metrics,
        )
          .map(([name, value]) => `${name} ${value.toFixed(name === 'cumulativeLayoutShift' ? 3 : 0)}`)
          .join(', ')}; below 0.9: ${page.failing.join(', ') || 'none'}`;
      const ratios: TargetCheck[] =
        bareLcp > 0
          ? pages.map((page) => ({
              what: `${page.path}: Lighthouse largest contentful paint / the bare route's`,
              figure: lcpOf(page) / bareLcp,
              unit: 'x',
              bound: 'atMost' as const,
              target: LCP_RATIO_TARGET,
            }))
          : [];
      return {
        unit: 'ms',
        perSecond: 0,
        p50Ms: Math.min(...lcps),
        p99Ms: Math.max(...lcps),
        total: output.pages.length,
        // A bare route without a paint leaves the ratios unjudged: that is a failed measurement.
        errors: bareLcp > 0 ? 0 : 1,
        notes: [
          "p50 and p99: Lighthouse's simulated largest contentful paint, the faster page's and the slower's",
          ...output.pages.map(describe),
        ],
        targets: [
          ...ratios,
          ...pages.flatMap((page) =>
            CATEGORIES.map((category) => ({
              what: `${page.path}: Lighthouse ${category}`,
              figure: page.scores[category] ?? 0,
              unit: 'score',
              bound: 'atLeast' as const,
              target: SCORE_TARGET,
            })),
          ),
        ],
      };
    } finally {
      await platform.close();
    }
  },
};

export default scenario;
