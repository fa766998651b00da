import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASELINE_NAMES, type BaselineName, type Baselines } from '../baselines/index.js';
import type { CpuPerRequest } from './cpu.js';
import type { Machine } from './machine.js';
import type { HttpScenario, Measurement, Shape, TargetCheck } from './types.js';

export interface ScenarioRun {
  readonly scenario: string;
  readonly description: string;
  readonly shape: Shape;
  /** Where the scenario's data lived. */
  readonly database: 'postgres' | 'pglite';
  readonly size: number | undefined;
  readonly result: { readonly measured: Measurement } | { readonly skipped: string };
  readonly compareWith?: HttpScenario['compareWith'];
  /** The scenario this run was measured in turn with (`alongside`): that one's comparison takes this run. */
  readonly inTurnWith?: string;
}

export interface Ratios {
  readonly ceiling: number | undefined;
  readonly floor: number | undefined;
  readonly peer: number | undefined;
  readonly pgbench: number | undefined;
}

function rateOf(baselines: Baselines, name: BaselineName): number | undefined {
  const baseline = baselines[name];
  return 'measured' in baseline && baseline.measured.perSecond > 0 ? baseline.measured.perSecond : undefined;
}

/** A figure divided by the same run's baselines: a ratio survives a change of machine, a rate does not. */
export function ratiosOf(measurement: Measurement, shape: Shape, baselines: Baselines): Ratios {
  const divide = (name: BaselineName) => {
    const base = rateOf(baselines, name);
    // A duration has no rate to divide.
    return base === undefined || measurement.unit === 'ms' ? undefined : measurement.perSecond / base;
  };
  return {
    ceiling: divide('node:http'),
    floor: divide(shape === 'read' ? 'fastify+pg read' : 'fastify+pg write'),
    peer: shape === 'read' ? divide('express+pg read') : undefined,
    pgbench: divide(shape === 'read' ? 'pgbench read' : 'pgbench write'),
  };
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ratio = (value: number | undefined) =>
  value === undefined ? '-' : `${value.toFixed(value < 0.1 ? 3 : 2)}x`;
const ms = (value: number) =>
  value === 0 ? '<1' : value >= 100 ? number(value) : value.toFixed(value >= 10 ? 1 : 2);
const mib = (kb: number | undefined) => (kb === undefined ? '-' : number(kb / 1024));
const cpuMs = (cpu: CpuPerRequest | undefined) => {
  if (!cpu) return '-';
  const server = cpu.serverMs === undefined ? '-' : cpu.serverMs.toFixed(2);
  return `${cpu.allMs.toFixed(2)} (${server}, ${cpu.databaseMs.toFixed(2)})`;
};
const sizeLabel = (size: number | undefined) =>
  size === undefined ? '' : size < 1000 ? String(size) : `${number(size / 1000)}k`;

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const SUMMARY_HEADER = [
  'what',
  'rows',
  'db',
  'rate',
  'unit',
  'p50 ms',
  'p99 ms',
  'peak RSS MiB',
  'CPU ms/req: all (server, db)',
  'errors',
  'x ceiling',
  'x floor',
  'x peer',
  'x pgbench',
] as const;

export function formatBaselines(baselines: Baselines): string {
  const rows = BASELINE_NAMES.map((name) => {
    const baseline = baselines[name];
    if ('skipped' in baseline)
      return [name, '', '', 'skipped', baseline.skipped, '', '', '', '', '', '', '', '', ''];
    const m = baseline.measured;
    const isPostgres = name !== 'node:http';
    return [
      name,
      '',
      isPostgres ? 'postgres' : '',
      number(m.perSecond),
      m.unit,
      ms(m.p50Ms),
      ms(m.p99Ms),
      mib(m.peakRssKb),
      cpuMs(m.cpu),
      String(m.errors),
      ratio(ratiosOf(m, 'read', baselines).ceiling),
      '',
      '',
      '',
    ];
  });
  return table(SUMMARY_HEADER, rows);
}

export function formatScenarios(runs: readonly ScenarioRun[], baselines: Baselines): string {
  const rows = runs.map((run) => {
    if ('skipped' in run.result)
      return [run.scenario, '', '', 'skipped', run.result.skipped, '', '', '', '', '', '', '', '', ''];
    const m = run.result.measured;
    const r = ratiosOf(m, run.shape, baselines);
    return [
      run.scenario,
      sizeLabel(run.size),
      run.database,
      m.unit === 'ms' ? '-' : number(m.perSecond),
      m.unit,
      ms(m.p50Ms),
      ms(m.p99Ms),
      mib(m.peakRssKb),
      cpuMs(m.cpu),
      String(m.errors),
      ratio(r.ceiling),
      ratio(r.floor),
      ratio(r.peer),
      ratio(r.pgbench),
    ];
  });
  return table(SUMMARY_HEADER, rows);
}

/** Rate and p99 per data size: a flat row is healthy, a falling one is a missing index. */
export function formatGrowth(runs: readonly ScenarioRun[]): string | undefined {
  const sized = runs.filter((r) => r.size !== undefined && 'measured' in r.result);
  const sizes = [...new Set(sized.map((r) => r.size ?? 0))].sort((a, b) => a - b);
  const scenarios = [...new Set(sized.map((r) => r.scenario))];
  if (sizes.length < 2) return undefined;
  const rows = scenarios.map((scenario) => {
    const cells = sizes.map((size) => {
      const run = sized.find((r) => r.scenario === scenario && r.size === size);
      if (!run || !('measured' in run.result)) return '-';
      const m = run.result.measured;
      return `${number(m.perSecond)} /s, p99 ${ms(m.p99Ms)} ms`;
    });
    const first = sized.find((r) => r.scenario === scenario && r.size === sizes[0]);
    const last = sized.find((r) => r.scenario === scenario && r.size === sizes.at(-1));
    const change =
      first && last && 'measured' in first.result && 'measured' in last.result
        ? ratio(last.result.measured.perSecond / first.result.measured.perSecond)
        : '-';
    return [scenario, ...cells, change];
  });
  return table(
    [
      'scenario',
      ...sizes.map((s) => `${sizeLabel(s)} rows`),
      `rate ${sizeLabel(sizes.at(-1))} / ${sizeLabel(sizes[0])}`,
    ],
    rows,
  );
}

/**
 * Each run that names others to compare with gets their rates' ratios as target checks (the
 * web page against the bare SvelteKit route of the same run); a run compared with one that was
 * not measured (not chosen, or failed) gets none for it.
 */
export function judgeComparisons(runs: readonly ScenarioRun[]): ScenarioRun[] {
  // A run measured in turn with the one compared is taken first: the two met the same machine.
  const runOf = (scenario: string, size: number | undefined, comparing: string) => {
    const own = runs.filter((r) => r.scenario === scenario && 'measured' in r.result);
    return (
      own.find((r) => r.size === size && r.inTurnWith === comparing) ??
      own.find((r) => r.size === size && r.inTurnWith === undefined) ??
      own.find((r) => r.size === size) ??
      (own.length === 1 ? own[0] : undefined)
    );
  };
  return runs.map((run) => {
    if (!run.compareWith || !('measured' in run.result)) return run;
    const measured = run.result.measured;
    const checks = run.compareWith.flatMap(({ scenario, atLeast }): TargetCheck[] => {
      const otherRun = runOf(scenario, run.size, run.scenario);
      if (!otherRun || !('measured' in otherRun.result)) return [];
      const other = otherRun.result.measured.perSecond;
      const what = `${run.scenario} rate / ${scenario} rate${otherRun.inTurnWith === run.scenario ? ', in turn' : ''}`;
      return [
        atLeast === undefined
          ? { what, figure: measured.perSecond / other, unit: 'x' }
          : { what, figure: measured.perSecond / other, unit: 'x', bound: 'atLeast', target: atLeast },
      ];
    });
    return {
      ...run,
      result: { measured: { ...measured, targets: [...(measured.targets ?? []), ...checks] } },
    };
  });
}

const figure = (value: number, unit: string) => {
  if (unit === 'x') return ratio(value);
  if (unit === 's') return `${value.toFixed(2)} s`;
  if (unit === 'ms') return `${value.toFixed(2)} ms`;
  if (unit === 'KiB') return `${value.toFixed(1)} KiB`;
  return `${number(value, value < 10 ? 2 : 0)} ${unit}`;
};

/** Every target check of the runs: the figure, the target, and whether it was met. */
export function formatTargets(runs: readonly ScenarioRun[]): string | undefined {
  const rows = runs.flatMap((run) =>
    'measured' in run.result
      ? (run.result.measured.targets ?? []).map((check) => {
          const { bound, target } = check;
          const hasTarget = bound !== undefined && target !== undefined;
          const met = hasTarget && (bound === 'atMost' ? check.figure <= target : check.figure >= target);
          return [
            run.size === undefined ? run.scenario : `${run.scenario} (${sizeLabel(run.size)})`,
            check.what,
            figure(check.figure, check.unit),
            hasTarget ? `${bound === 'atMost' ? '≤' : '≥'} ${figure(target, check.unit)}` : '',
            hasTarget ? (met ? 'met' : 'MISSED') : 'recorded',
          ];
        })
      : [],
  );
  return rows.length > 0 ? table(['scenario', 'figure', 'value', 'target', ''], rows) : undefined;
}

export interface RunReport {
  readonly startedAt: string;
  readonly machine: Machine;
  readonly argon2HashMs: number;
  readonly notes: readonly string[];
  readonly baselines: Baselines;
}

/** One file per scenario (with the baselines it was divided by), and one for the baselines. */
export function writeResults(dir: string, report: RunReport, runs: readonly ScenarioRun[]): string[] {
  mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.replace(/:/g, '').slice(0, 15);
  const written: string[] = [];
  const write = (name: string, content: unknown) => {
    const file = join(dir, `${stamp}-${name}.json`);
    writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
    written.push(file);
  };
  write('baselines', report);
  for (const scenario of new Set(runs.map((r) => r.scenario))) {
    const own = runs.filter((r) => r.scenario === scenario);
    write(scenario, {
      ...report,
      scenario,
      runs: own.map((run) => ({
        ...run,
        ratios:
          'measured' in run.result ? ratiosOf(run.result.measured, run.shape, report.baselines) : undefined,
      })),
    });
  }
  return written;
}
