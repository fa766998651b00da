import { BARE_PAGE, chromiumMissing, runAudit, startWebPlatform } from '../fixtures/web-platform.js';
import type { AuditedPage, PageAuditOutput, PageFigures, PageLoad } from '../lib/page-audit-worker.js';
import type { Measurement, ProcessScenario, TargetCheck } from '../lib/types.js';

/** As a mid-range phone; BENCH_CPU_THROTTLING=1 shows what the throttling itself costs. */
const CPU_THROTTLING = Number(process.env.BENCH_CPU_THROTTLING ?? 4);
/** Cold loads per page; the median is judged. */
const LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 3);
/**
 * A page's largest contentful paint and hydration, each divided by the bare SvelteKit route's
 * loaded in the same browser in the same run: the seconds themselves move twofold between
 * machines, the ratio much less.
 */
const TIMING_RATIO_TARGET = 1.5;
const PUBLIC_JS_TARGET_KIB = 50;
const ADMIN_JS_TARGET_KIB = 150;

/** Pages whose form carries the ALTCHA widget: it may load there, and only there. */
const FORM_PAGES = new Set(['/contact', '/training-plan']);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
const kib = (bytes: number) => bytes / 1024;

function javascript(load: PageLoad | undefined) {
  const scripts = load?.scripts ?? [];
  const widget = scripts.filter((s) => s.altcha).reduce((sum, s) => sum + s.gzipBytes, 0);
  const all = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  return { all, widget, count: scripts.length };
}

interface Timings {
  /** Medians of the cold loads, in seconds. */
  readonly lcp: number;
  readonly hydrated: number;
}

function timingsOf(page: PageFigures): Timings {
  return {
    lcp: median(page.loads.map((l) => l.lcpMs)) / 1000,
    hydrated: median(page.loads.map((l) => l.hydratedMs)) / 1000,
  };
}

function judge(
  page: PageFigures,
  isFormPage: boolean,
  bare: Timings | undefined,
): { checks: TargetCheck[]; note: string } {
  const { lcp, hydrated } = timingsOf(page);
  // Every cold load fetches the same scripts; the first one's are counted.
  const js = javascript(page.loads[0]);
  const jsTarget = page.signedIn ? ADMIN_JS_TARGET_KIB : PUBLIC_JS_TARGET_KIB;
  const ratios: TargetCheck[] = bare
    ? [
        {
          what: `${page.path}: largest contentful paint / the bare route's`,
          figure: lcp / bare.lcp,
          unit: 'x',
          bound: 'atMost',
          target: TIMING_RATIO_TARGET,
        },
        {
          what: `${page.path}: hydrated / the bare route's`,
          figure: hydrated / bare.hydrated,
          unit: 'x',
          bound: 'atMost',
          target: TIMING_RATIO_TARGET,
        },
      ]
    : [];
  const checks: TargetCheck[] = [
    ...ratios,
    { what: `${page.path}: largest contentful paint`, figure: lcp, unit: 's' },
    { what: `${page.path}: hydrated`, figure: hydrated, unit: 's' },
    {
      what: `${page.path}: JavaScript, gzip${isFormPage ? ', without the ALTCHA widget' : ''}`,
      figure: kib(isFormPage ? js.all - js.widget : js.all),
      unit: 'KiB',
      bound: 'atMost',
      target: jsTarget,
    },
  ];
  if (isFormPage)
    checks.push({ what: `${page.path}: the ALTCHA widget, gzip`, figure: kib(js.widget), unit: 'KiB' });
  const first = page.loads[0];
  const at = (pick: (load: PageLoad) => number) => `${median(page.loads.map(pick)).toFixed(0)} ms`;
  const note =
    `${page.path}${page.signedIn ? ' (signed in)' : ''}: ${js.count} scripts, ${kib(js.all).toFixed(1)} KiB gzip` +
    `${js.widget > 0 ? ` (ALTCHA widget ${kib(js.widget).toFixed(1)})` : ''}; medians of ${page.loads.length} cold loads: ` +
    `first byte ${at((l) => l.ttfbMs)}, stylesheets in ${at((l) => l.stylesheetsEndMs)}, ` +
    `first contentful paint ${at((l) => l.fcpMs)}, DOMContentLoaded ${at((l) => l.domContentLoadedMs)}, ` +
    `LCP ${(lcp * 1000).toFixed(0)} ms (${first?.lcpElement || '?'}), scripts in ${at((l) => l.scriptsEndMs)}, ` +
    `hydrated ${(hydrated * 1000).toFixed(0)} ms; long tasks before it ${at((l) => l.longTasksBeforeHydratedMs)} ` +
    `(${median(page.loads.map((l) => l.longTasksBeforeHydrated))}); main thread until idle ` +
    `${at((l) => l.mainThread.taskMs)}: script ${at((l) => l.mainThread.scriptMs)}, style ` +
    `${at((l) => l.mainThread.styleMs)}, layout ${at((l) => l.mainThread.layoutMs)}`;
  return { checks, note };
}

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
        { path: BARE_PAGE, signedIn: false, baseUrl: platform.bareUrl },
        { path: '/courses', signedIn: false },
        { path: `/courses/${platform.courseSlug}`, signedIn: false },
        { path: '/contact', signedIn: false },
        { path: '/training-plan', signedIn: false },
        { path: '/verify', signedIn: false },
        { path: '/login', signedIn: false },
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
      const judged = measured.map((page) =>
        judge(page, FORM_PAGES.has(page.path) || page.path.startsWith('/courses/'), bare),
      );
      const failures = output.pages.flatMap((page) => page.failures.map((why) => `${page.path}: ${why}`));
      const loads = output.pages.flatMap((page) => page.loads);
      return {
        unit: 'ms',
        perSecond: 0,
        p50Ms: median(measured.map((page) => median(page.loads.map((l) => l.lcpMs)))),
        p99Ms: Math.max(0, ...loads.map((l) => l.lcpMs)),
        total: loads.length,
        errors: loads.filter((l) => l.status !== 200).length + failures.length,
        notes: [
          "p50: the median page's median largest contentful paint; p99: the slowest load's",
          bare
            ? `the bare SvelteKit route (${BARE_PAGE} of bench/fixtures/bare-kit): largest contentful paint ${(bare.lcp * 1000).toFixed(0)} ms, hydrated ${(bare.hydrated * 1000).toFixed(0)} ms (medians)`
            : 'the bare SvelteKit route was not measured: no ratio judged',
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
