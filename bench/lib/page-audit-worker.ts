/**
 * The web pages' audits, in a process of its own, free to run on every core with the
 * browser it starts (see `runAudit`): headless Chromium through Playwright, the CPU throttled
 * 4x over CDP as a mid-range phone, each page loaded with a cold cache; or Lighthouse on the
 * same Chromium. Prints one JSON line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from '@platform/kernel/testing';
import { type Browser, type BrowserContext, type CDPSession, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../apps/web/e2e/browser.js';
import { roundOrder } from './page-judging.js';
import { childInput } from './processes.js';
import { CHROMIUM } from './web-apps.js';

export interface AuditedPage {
  /** The path, from the site's root. */
  readonly path: string;
  /** With the input's session: signed in as its `admin`, or holding its `cookies`. */
  readonly signedIn: boolean;
  /** Another site than the input's `baseUrl`: the bare SvelteKit route the pages are divided by. */
  readonly baseUrl?: string;
  /**
   * Loads a round, spread over it (1 unless said): a route other pages are divided by is loaded
   * more often than they are, since every ratio shares its median.
   */
  readonly loadsPerRound?: number;
}

/** A page Lighthouse audits: a path of the input's site, or of `baseUrl`. */
export interface LighthousePage {
  readonly path: string;
  readonly baseUrl?: string;
}

/** A cookie of a session that is not the web app's own sign-in (the factory's). */
export interface SessionCookie {
  readonly name: string;
  /** As it goes in the `Cookie` header. */
  readonly value: string;
}

/**
 * The session of the signed-in pages: signed in once through the web app's sign-in page as
 * `admin`, or, for a product whose sign-in is elsewhere (the factory's), its session cookies
 * set on the web app's and every other audited site's origin.
 */
export type AuditSession =
  | { readonly admin: { readonly email: string; readonly password: string }; readonly cookies?: never }
  | { readonly cookies: readonly SessionCookie[]; readonly admin?: never };

export type PageAuditInput =
  | ({
      readonly mode: 'pages';
      readonly baseUrl: string;
      readonly pages: readonly AuditedPage[];
      readonly loads: number;
      readonly cpuThrottling: number;
    } & AuditSession)
  | { readonly mode: 'lighthouse'; readonly baseUrl: string; readonly pages: readonly LighthousePage[] };

export interface ScriptFigure {
  readonly url: string;
  readonly gzipBytes: number;
  /** The ALTCHA widget's own code (the library defines `globalThis.$altcha`). */
  readonly altcha: boolean;
}

export interface PageLoad {
  readonly status: number;
  /** Time to the document's first byte, ms from the navigation's start. */
  readonly ttfbMs: number;
  readonly fcpMs: number;
  readonly domContentLoadedMs: number;
  readonly lcpMs: number;
  readonly lcpElement: string;
  /** The document's HTML as the browser decoded it (bytes, before any script ran). */
  readonly documentBytes: number;
  /**
   * The root layout's 'hydrated' mark: the app has started and the page is hydrated; for a page
   * rendered on the server only (`scriptless`), the end of its DOMContentLoaded instead, when
   * its links and forms work.
   */
  readonly hydratedMs: number;
  /**
   * The document carries no SvelteKit app (`csr = false`): nothing hydrates. It may carry a
   * small script of its own (a copy button, live updates), which runs before DOMContentLoaded.
   */
  readonly scriptless: boolean;
  /** When the last stylesheet and the last script had arrived. */
  readonly stylesheetsEndMs: number;
  readonly scriptsEndMs: number;
  /** The main thread's tasks over 50 ms before the page was hydrated: their sum and count. */
  readonly longTasksBeforeHydratedMs: number;
  readonly longTasksBeforeHydrated: number;
  /** The renderer's main thread until the page was idle: all its tasks, script, style, layout. */
  readonly mainThread: {
    readonly taskMs: number;
    readonly scriptMs: number;
    readonly styleMs: number;
    readonly layoutMs: number;
  };
  readonly scripts: readonly ScriptFigure[];
}

export interface PageFigures {
  readonly path: string;
  /** The site it was loaded from. */
  readonly baseUrl: string;
  readonly signedIn: boolean;
  readonly loads: readonly PageLoad[];
  /** Loads that failed (no answer, no hydration), each with why; the other pages still count. */
  readonly failures: readonly string[];
}

export interface LighthouseFigures {
  readonly path: string;
  readonly baseUrl: string;
  /** 0-100 per category. */
  readonly scores: Readonly<Record<string, number>>;
  /** Lighthouse's own (simulated) figures, ms. */
  readonly metrics: Readonly<Record<string, number>>;
  /** Audits of a category that lost points, for the README. */
  readonly failing: readonly string[];
}

export type PageAuditOutput =
  | { readonly mode: 'pages'; readonly pages: readonly PageFigures[] }
  | { readonly mode: 'lighthouse'; readonly pages: readonly LighthouseFigures[] };

/** Long tasks from the start, for where the main thread's time went (read at the end). */
const OBSERVE_LONG_TASKS = `window.__benchLongTasks = [];
new PerformanceObserver((list) => window.__benchLongTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration])))
  .observe({ type: 'longtask', buffered: true });`;

/** True in a document without SvelteKit's client: no start script (a module of its own, the robot check's, may be there). */
const WITHOUT_APP =
  "![...document.scripts].some((s) => s.src.includes('/_app/immutable/entry/') || s.text.includes('__sveltekit'))";

/** Observed in the page: the last LCP candidate (the browser's final answer until input). */
const READ_TIMINGS = `new Promise((resolve) => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const hydrated = performance.getEntriesByName('hydrated')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const resources = performance.getEntriesByType('resource');
  const endOf = (type) => Math.max(0, ...resources.filter((r) => r.initiatorType === type || r.name.endsWith('.' + type)).map((r) => r.responseEnd));
  const scriptless = !hydrated && ${WITHOUT_APP};
  const ready = hydrated ? hydrated.startTime : scriptless && navigation ? navigation.domContentLoadedEventEnd : -1;
  const hydratedAt = ready >= 0 ? ready : Infinity;
  const tasks = (window.__benchLongTasks || []).filter(([start]) => start < hydratedAt);
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    resolve({
      ttfbMs: navigation ? navigation.responseStart : -1,
      fcpMs: paint ? paint.startTime : -1,
      domContentLoadedMs: navigation ? navigation.domContentLoadedEventEnd : -1,
      lcpMs: last ? last.startTime : -1,
      lcpElement: last && last.element ? last.element.tagName.toLowerCase() + (last.element.id ? '#' + last.element.id : '') + ' "' + (last.element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40) + '"' : '',
      documentBytes: navigation ? navigation.decodedBodySize : -1,
      hydratedMs: ready,
      scriptless,
      stylesheetsEndMs: endOf('css'),
      scriptsEndMs: endOf('js'),
      longTasksBeforeHydratedMs: tasks.reduce((sum, [, duration]) => sum + duration, 0),
      longTasksBeforeHydrated: tasks.length,
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/**
 * Polls for the page's 'hydrated' mark over the bare protocol: Playwright's own waiting and
 * evaluation inject its scripts into the page, whose compilation (0.1 s with the CPU
 * throttled) would land in the middle of the hydration being measured. A document loaded to
 * its end without SvelteKit's client is a page rendered on the server only: it never hydrates.
 */
async function hydratedWithin(cdp: CDPSession, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await cdp
      .send('Runtime.evaluate', {
        expression: `performance.getEntriesByName('hydrated').length > 0 || (document.readyState === 'complete' && ${WITHOUT_APP})`,
        returnByValue: true,
      })
      .catch(() => undefined); // the document is still being replaced
    if (answer?.result.value === true) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * With BENCH_TRACE_DIR, each page's first load is also recorded as a Chrome trace there (open it
 * in DevTools' Performance panel): where the renderer's main thread spent its time, task by task.
 * Tracing costs time of its own, so those loads' figures are a little slower. The document
 * itself is written beside its trace (`.html`).
 */
const TRACE_DIR = process.env.BENCH_TRACE_DIR;

async function loadPage(
  context: BrowserContext,
  url: string,
  cpuThrottling: number,
  tracePath?: string,
): Promise<PageLoad> {
  const page = await context.newPage();
  const browser = context.browser();
  let tracing = tracePath !== undefined && browser !== null;
  try {
    if (tracing) await browser?.startTracing(page, { path: tracePath });
    await page.addInitScript(OBSERVE_LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const bodies: Promise<ScriptFigure | undefined>[] = [];
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');
      if (!isScript) return;
      bodies.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            altcha: body.includes('globalThis.$altcha'),
          }),
          () => undefined,
        ),
      );
    });
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (!(await hydratedWithin(cdp, 60_000))) {
      throw new Error(`${url} did not hydrate within 60 s: ${problems.join('; ') || 'no error in the page'}`);
    }
    // A session the server refused sends the page to sign-in, a far cheaper page to measure.
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} went to ${page.url()}`);
    }
    // Scripts a page imports once it has started (the ALTCHA widget) count as its own.
    await page.waitForLoadState('networkidle');
    const timings = (await page.evaluate(READ_TIMINGS)) as Omit<
      PageLoad,
      'status' | 'scripts' | 'mainThread'
    >;
    // The renderer's own totals since the page opened (seconds): where the main thread's time went.
    const { metrics } = await cdp.send('Performance.getMetrics');
    const seconds = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    const mainThread = {
      taskMs: seconds('TaskDuration'),
      scriptMs: seconds('ScriptDuration'),
      styleMs: seconds('RecalcStyleDuration'),
      layoutMs: seconds('LayoutDuration'),
    };
    if (tracing) {
      tracing = false;
      await browser?.stopTracing();
      // The document the trace is of, to read its parser's chunks against.
      if (tracePath && response) writeFileSync(tracePath.replace(/\.json$/, '.html'), await response.body());
    }
    const scripts = new Map<string, ScriptFigure>();
    for (const figure of await Promise.all(bodies)) if (figure) scripts.set(figure.url, figure);
    return { status: response?.status() ?? 0, ...timings, mainThread, scripts: [...scripts.values()] };
  } finally {
    // A load that failed midway leaves the browser tracing, which the next start would refuse.
    if (tracing) await browser?.stopTracing().catch(() => undefined);
    await page.close();
  }
}

async function sessionOf(
  browser: Browser,
  input: Extract<PageAuditInput, { mode: 'pages' }>,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const signIn = await browser.newContext();
  try {
    if (input.cookies) {
      // Each site's own cookies: the bare kit reads the same session from its own origin.
      const origins = new Set([input.baseUrl, ...input.pages.flatMap((p) => (p.baseUrl ? [p.baseUrl] : []))]);
      await signIn.addCookies(
        [...origins].flatMap((url) => input.cookies.map(({ name, value }) => ({ name, value, url }))),
      );
    } else {
      const page = await signIn.newPage();
      await page.goto(`${input.baseUrl}/login`);
      await page.fill('input[name=email]', input.admin.email);
      await page.fill('input[name=password]', input.admin.password);
      await Promise.all([
        page.waitForURL((url) => url.pathname !== '/login'),
        page.click('form:has(input[name=password]) button[type=submit]'),
      ]);
    }
    return await signIn.storageState();
  } finally {
    await signIn.close();
  }
}

async function auditPages(input: Extract<PageAuditInput, { mode: 'pages' }>): Promise<PageAuditOutput> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
    // Signed in once; each measured load then starts from a fresh context holding only the
    // session cookies, so that no page finds scripts already cached.
    const session = await sessionOf(browser, input);

    // Rounds rather than one page's loads in a row: each round loads every page once, so that
    // the machine drifting during the audit (another process waking, the CPU's clock) falls on
    // every page and on the bare route alike instead of on whichever came at that moment.
    const pages = input.pages.map((audited) => ({
      path: audited.path,
      baseUrl: audited.baseUrl ?? input.baseUrl,
      signedIn: audited.signedIn,
      loads: [] as PageLoad[],
      failures: [] as string[],
    }));
    const order = roundOrder(input.pages);
    // Each page's first load is traced, however often a round loads it.
    const traced = new Set<number>();
    for (let i = 0; i < input.loads; i++) {
      for (const index of order) {
        const figures = pages[index];
        if (!figures) continue;
        const context = await browser.newContext(figures.signedIn ? { storageState: session } : {});
        try {
          const tracePath =
            TRACE_DIR && !traced.has(index)
              ? join(
                  TRACE_DIR,
                  `${new URL(figures.baseUrl).port}${figures.path.replace(/[^\w-]+/g, '_')}.json`,
                )
              : undefined;
          traced.add(index);
          figures.loads.push(
            await loadPage(context, `${figures.baseUrl}${figures.path}`, input.cpuThrottling, tracePath),
          );
        } catch (err) {
          figures.failures.push((err instanceof Error ? err.message : String(err)).slice(0, 500));
        } finally {
          await context.close();
        }
      }
    }
    return { mode: 'pages', pages };
  } finally {
    await browser.close();
  }
}

async function auditLighthouse(
  input: Extract<PageAuditInput, { mode: 'lighthouse' }>,
): Promise<PageAuditOutput> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const pages: LighthouseFigures[] = [];
    for (const { path, baseUrl = input.baseUrl } of input.pages) {
      // Lighthouse's defaults: a mobile device, its CPU slowed 4x and a slow 4G link simulated.
      const result = await lighthouse(`${baseUrl}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(
        Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
      );
      const metric = (id: string) => audits[id]?.numericValue ?? -1;
      const failing = Object.values(categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
          .map((audit) => `${category.id}: ${audit?.id} (${audit?.displayValue ?? audit?.score})`),
      );
      pages.push({
        path,
        baseUrl,
        scores,
        metrics: {
          firstContentfulPaint: metric('first-contentful-paint'),
          largestContentfulPaint: metric('largest-contentful-paint'),
          totalBlockingTime: metric('total-blocking-time'),
          cumulativeLayoutShift: metric('cumulative-layout-shift'),
          speedIndex: metric('speed-index'),
        },
        failing,
      });
    }
    return { mode: 'lighthouse', pages };
  } finally {
    await browser.close();
  }
}

const input = childInput<PageAuditInput>();
const output = input.mode === 'pages' ? await auditPages(input) : await auditLighthouse(input);
process.stdout.write(`${JSON.stringify(output)}\n`);
