/**
 * How the page audits (`web-pages`, `web-compliance-pages`, `web-factory-pages`) judge what the browser measured: a
 * page's largest contentful paint and hydration divided by a bare SvelteKit route's loaded in
 * the same browser in the same run, and the gzip size of the JavaScript it loads.
 */
import type { AuditedPage, PageAuditOutput, PageFigures, PageLoad } from './page-audit-worker.js';
import type { Measurement, TargetCheck } from './types.js';

/** As a mid-range phone; BENCH_CPU_THROTTLING=1 shows what the throttling itself costs. */
export const CPU_THROTTLING = Number(process.env.BENCH_CPU_THROTTLING ?? 4);
/**
 * Cold loads per page; the median is judged. Eleven, not five: at 4x a page's largest paint
 * moves by a third from one load to the next (whether the parser yields before or after the
 * element), and the median of five still moved a page's ratio by 0.3-0.6 between runs.
 */
export const LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 11);
/**
 * Loads a round of a bare route that pages are judged against. Every ratio shares its median,
 * and with eleven loads the bare `/`'s median moved from 164 ms to 208 ms between two runs of
 * the same build (each load anywhere from 112 ms to 208 ms), which alone moved every page's
 * ratio by a quarter.
 */
export const REFERENCE_LOADS_PER_ROUND = 3;
/**
 * A page's largest contentful paint and hydration, each divided by the bare SvelteKit route's
 * loaded in the same browser in the same run: the seconds themselves move twofold between
 * machines, the ratio much less.
 */
export const TIMING_RATIO_TARGET = 1.5;
export const PUBLIC_JS_TARGET_KIB = 50;
export const ADMIN_JS_TARGET_KIB = 150;

/**
 * One round's loads, as indices of `pages`: each page once in the order given, and a page loaded
 * more than once a round again at even steps through it, so that its loads meet the machine in
 * the same states as the others' do.
 */
export function roundOrder(pages: readonly Pick<AuditedPage, 'loadsPerRound'>[]): number[] {
  const slots = pages.flatMap((page, index) => {
    const loads = Math.max(1, Math.floor(page.loadsPerRound ?? 1));
    return Array.from({ length: loads }, (_, k) => ({
      index,
      at: (index + (k * pages.length) / loads) % pages.length,
    }));
  });
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.index);
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
export const kib = (bytes: number) => bytes / 1024;

function javascript(load: PageLoad | undefined) {
  const scripts = load?.scripts ?? [];
  const widget = scripts.filter((s) => s.altcha).reduce((sum, s) => sum + s.gzipBytes, 0);
  const all = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  return { all, widget, count: scripts.length };
}

export interface Timings {
  /** Medians of the cold loads, in seconds. */
  readonly lcp: number;
  readonly hydrated: number;
}

export function timingsOf(page: PageFigures): Timings {
  return {
    lcp: median(page.loads.map((l) => l.lcpMs)) / 1000,
    hydrated: median(page.loads.map((l) => l.hydratedMs)) / 1000,
  };
}

/** A bare route a page's timings are divided by: judged against the target, or shown beside. */
export interface Reference {
  readonly timings: Timings;
  /** Completes "largest contentful paint / …": `the bare route's`. */
  readonly label: string;
  readonly judged: boolean;
}

/**
 * A page rendered on the server only has nothing to hydrate: it is ready when it is parsed and
 * its own small script, if it has one, has run (both before DOMContentLoaded ends).
 */
const isScriptless = (page: PageFigures) => page.loads.length > 0 && page.loads.every((l) => l.scriptless);
const hydratedLabel = (page: PageFigures) =>
  isScriptless(page) ? 'ready (no app: DOMContentLoaded)' : 'hydrated';

export function judge(
  page: PageFigures,
  isFormPage: boolean,
  references: readonly Reference[],
  /** Its own JavaScript budget, where the signed-in or public one is not the page's. */
  jsTargetKiB?: number,
): { checks: TargetCheck[]; note: string } {
  const { lcp, hydrated } = timingsOf(page);
  // Every cold load fetches the same scripts; the first one's are counted.
  const js = javascript(page.loads[0]);
  const jsTarget = jsTargetKiB ?? (page.signedIn ? ADMIN_JS_TARGET_KIB : PUBLIC_JS_TARGET_KIB);
  const ready = hydratedLabel(page);
  const ratios: TargetCheck[] = references.flatMap(({ timings, label, judged }): TargetCheck[] => {
    const bound = judged ? ({ bound: 'atMost', target: TIMING_RATIO_TARGET } as const) : {};
    return [
      {
        what: `${page.path}: largest contentful paint / ${label}`,
        figure: lcp / timings.lcp,
        unit: 'x',
        ...bound,
      },
      { what: `${page.path}: ${ready} / ${label}`, figure: hydrated / timings.hydrated, unit: 'x', ...bound },
    ];
  });
  const checks: TargetCheck[] = [
    ...ratios,
    { what: `${page.path}: largest contentful paint`, figure: lcp, unit: 's' },
    { what: `${page.path}: ${ready}`, figure: hydrated, unit: 's' },
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
  return { checks, note: noteOf(page) };
}

/** Where a page's time went: its scripts and the medians of its cold loads, for the notes. */
export function noteOf(page: PageFigures): string {
  const { lcp, hydrated } = timingsOf(page);
  const js = javascript(page.loads[0]);
  const first = page.loads[0];
  const at = (pick: (load: PageLoad) => number) => `${median(page.loads.map(pick)).toFixed(0)} ms`;
  return (
    `${page.path}${page.signedIn ? ' (signed in)' : ''}: ${js.count} scripts, ${kib(js.all).toFixed(1)} KiB gzip` +
    `${js.widget > 0 ? ` (ALTCHA widget ${kib(js.widget).toFixed(1)})` : ''}` +
    `, HTML ${kib(first?.documentBytes ?? 0).toFixed(1)} KiB; medians of ${page.loads.length} cold loads: ` +
    `first byte ${at((l) => l.ttfbMs)}, stylesheets in ${at((l) => l.stylesheetsEndMs)}, ` +
    `first contentful paint ${at((l) => l.fcpMs)}, DOMContentLoaded ${at((l) => l.domContentLoadedMs)}, ` +
    `LCP ${(lcp * 1000).toFixed(0)} ms (${first?.lcpElement || '?'}), scripts in ${at((l) => l.scriptsEndMs)}, ` +
    `${hydratedLabel(page)} ${(hydrated * 1000).toFixed(0)} ms; long tasks before it ${at((l) => l.longTasksBeforeHydratedMs)} ` +
    `(${median(page.loads.map((l) => l.longTasksBeforeHydrated))}); main thread until idle ` +
    `${at((l) => l.mainThread.taskMs)}: script ${at((l) => l.mainThread.scriptMs)}, style ` +
    `${at((l) => l.mainThread.styleMs)}, layout ${at((l) => l.mainThread.layoutMs)}`
  );
}

/** A page of the web app audited after the bare route that makes its service calls. */
export interface AuditedPair {
  readonly bare: AuditedPage;
  readonly page: AuditedPage;
  /** Its own JavaScript budget, where the signed-in one is not the page's. */
  readonly jsTargetKiB?: number;
}

/**
 * What an audit of pairs measured (`web-compliance-pages`, `web-factory-pages`): each page's
 * figures judged against its own bare route's (the same calls; ≤ 1.5x) and shown against the
 * bare `/`'s, the bare routes' own notes, and every failed load counted as an error.
 */
export function pairedMeasurement(
  output: Extract<PageAuditOutput, { mode: 'pages' }>,
  appUrl: string,
  bareRoot: AuditedPage,
  pairs: readonly AuditedPair[],
): Measurement {
  const figuresOf = (audited: AuditedPage): PageFigures | undefined =>
    output.pages.find(
      (page) =>
        page.path === audited.path && page.baseUrl === (audited.baseUrl ?? appUrl) && page.loads.length > 0,
    );
  const root = figuresOf(bareRoot);
  const judged = pairs.flatMap(({ bare, page, jsTargetKiB }) => {
    const figures = figuresOf(page);
    if (!figures) return [];
    const own = figuresOf(bare);
    const references: Reference[] = [
      ...(own ? [{ timings: timingsOf(own), label: "its bare route's (the same calls)", judged: true }] : []),
      ...(root ? [{ timings: timingsOf(root), label: `the bare ${bareRoot.path}'s`, judged: false }] : []),
    ];
    return [judge(figures, false, references, jsTargetKiB)];
  });
  const bareNotes = [root, ...pairs.map(({ bare }) => figuresOf(bare))]
    .filter((page): page is PageFigures => page !== undefined)
    .map((page) => `bare kit ${noteOf(page)}`);
  const measured = output.pages.filter((page) => page.baseUrl === appUrl && page.loads.length > 0);
  return auditMeasurement(output, measured, judged, bareNotes);
}

/**
 * An audit's figures as a measurement: the median page's median largest paint, the slowest
 * load, every load that did not answer 200 or failed counted as an error, the notes given
 * (the references measured), each judged page's note and each failure.
 */
export function auditMeasurement(
  output: Extract<PageAuditOutput, { mode: 'pages' }>,
  measured: readonly PageFigures[],
  judged: readonly { checks: TargetCheck[]; note: string }[],
  notes: readonly string[],
): Measurement {
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
      ...notes,
      ...judged.map((j) => j.note),
      ...failures.map((failure) => `failed load ${failure}`),
    ],
    targets: judged.flatMap((j) => j.checks),
  };
}
