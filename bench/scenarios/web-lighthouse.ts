import { chromiumMissing, runAudit, startWebPlatform } from '../fixtures/web-platform.js';
import type { PageAuditOutput } from '../lib/page-audit-worker.js';
import type { Measurement, ProcessScenario } from '../lib/types.js';

const SCORE_TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Lighthouse 12 with its mobile defaults on the catalogue and a course page. */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'web-lighthouse',
  shape: 'read',
  description: 'Lighthouse (mobile, simulated 4x CPU and slow 4G) on /courses and a course page',
  withoutBaselines: true,
  unavailable: chromiumMissing,
  async measure(ctx): Promise<Measurement> {
    const platform = await startWebPlatform(ctx);
    try {
      const output = await runAudit<PageAuditOutput>(
        {
          mode: 'lighthouse',
          baseUrl: platform.baseUrl,
          paths: ['/courses', `/courses/${platform.courseSlug}`],
        },
        10 * 60_000,
      );
      if (output.mode !== 'lighthouse') throw new Error('the audit answered another mode');
      const lcps = output.pages.map((page) => page.metrics.largestContentfulPaint ?? -1);
      return {
        unit: 'ms',
        perSecond: 0,
        p50Ms: Math.min(...lcps),
        p99Ms: Math.max(...lcps),
        total: output.pages.length,
        errors: 0,
        notes: [
          "p50 and p99: Lighthouse's simulated largest contentful paint, the faster page's and the slower's",
          ...output.pages.map(
            (page) =>
              `${page.path}: ${JSON.stringify(page.scores)}; ${Object.entries(page.metrics)
                .map(([name, value]) => `${name} ${value.toFixed(name === 'cumulativeLayoutShift' ? 3 : 0)}`)
                .join(', ')}; below 0.9: ${page.failing.join(', ') || 'none'}`,
          ),
        ],
        targets: output.pages.flatMap((page) =>
          CATEGORIES.map((category) => ({
            what: `${page.path}: Lighthouse ${category}`,
            figure: page.scores[category] ?? 0,
            unit: 'score',
            bound: 'atLeast' as const,
            target: SCORE_TARGET,
          })),
        ),
      };
    } finally {
      await platform.close();
    }
  },
};

export default scenario;
