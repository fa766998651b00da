/**
 * `npm run bench [-- <scenario>...]`: compiles, measures the baselines, runs the scenarios of
 * `bench/scenarios/` against compiled services, prints the summary and writes
 * `bench/results/<date>-<scenario>.json`. Exits non-zero when any measurement saw an error.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBaselines, skippedBaselines } from './baselines/index.js';
import { brokerAnswers } from './fixtures/outbox.js';
import { createScratchDatabase, findPostgres } from './lib/database.js';
import { CONNECTIONS, MEASURE_SECONDS, WARMUP_SECONDS } from './lib/load.js';
import { describeMachine, timeArgon2Hash } from './lib/machine.js';
import { pinningNote, ROOT } from './lib/processes.js';
import {
  formatBaselines,
  formatGrowth,
  formatScenarios,
  formatTargets,
  judgeComparisons,
  type ScenarioRun,
  writeResults,
} from './lib/report.js';
import { runHttpScenario, runProcessScenario } from './lib/run-scenario.js';
import { discoverScenarios } from './lib/scenarios.js';

const LOCAL_AMQP = 'amqp://guest:guest@127.0.0.1:5672';
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const scenarios = await discoverScenarios(process.argv.slice(2));
log('compiling');
execFileSync(process.execPath, ['scripts/compile.mjs'], { cwd: ROOT, stdio: 'inherit' });

const machine = describeMachine(pinningNote);
const argon2HashMs = await timeArgon2Hash();
// Other work on the machine slows every figure; the load average tells a reader how much there was.
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
const notes: string[] = [
  `load average (1, 5, 15 min) when the run started: ${loadAverage()}`,
  `${WARMUP_SECONDS} s warm-up, then ${MEASURE_SECONDS} s measured, per figure`,
  `${CONNECTIONS.read} connections for reads, ${CONNECTIONS.write} for writes (baselines and scenarios alike)`,
];

const postgres = await findPostgres();
const scratch = postgres ? await createScratchDatabase(postgres.url) : undefined;
const amqpUrl = process.env.AMQP_URL ?? ((await brokerAnswers(LOCAL_AMQP)) ? LOCAL_AMQP : undefined);
const servicesDatabaseUrl = postgres?.forServices ? scratch?.url : undefined;
notes.push(
  servicesDatabaseUrl
    ? `services on PostgreSQL (scratch database ${scratch?.name})`
    : 'services on PGlite (DATABASE_URL unset); baselines on local PostgreSQL when it answers',
);

const workDir = mkdtempSync(join(tmpdir(), 'bench-'));
let runs: ScenarioRun[] = [];
let baselines: Awaited<ReturnType<typeof measureBaselines>>;
try {
  const baselinesNeeded = scenarios.some((s) => s.kind === 'http' || !s.withoutBaselines);
  baselines = baselinesNeeded
    ? await measureBaselines(scratch?.url, log)
    : skippedBaselines('not measured: the scenarios chosen measure durations');
  const settings = { databaseUrl: servicesDatabaseUrl, amqpUrl, workDir, log };
  for (const scenario of scenarios) {
    if (scenario.kind === 'http') runs.push(...(await runHttpScenario(scenario, settings)));
    else runs.push(await runProcessScenario(scenario, settings));
  }
} finally {
  await scratch?.drop();
  rmSync(workDir, { recursive: true, force: true });
}
runs = judgeComparisons(runs);
notes.push(`load average (1, 5, 15 min) when the run ended: ${loadAverage()}`);

const report = { startedAt: new Date(started).toISOString(), machine, argon2HashMs, notes, baselines };
console.log(
  `\nmachine: ${machine.cores} cores, ${machine.cpuModel}, Node ${machine.node}; ${machine.pinning}`,
);
for (const note of notes) console.log(`note: ${note}`);
console.log(`argon2id hash (library defaults, as identity uses): ${argon2HashMs.toFixed(1)} ms\n`);
console.log('Baselines\n');
console.log(formatBaselines(baselines));
console.log('\nScenarios (x = rate divided by the baseline of the same shape, read or write)\n');
console.log(formatScenarios(runs, baselines));
const growth = formatGrowth(runs);
if (growth) console.log(`\nGrowth (same scenario, more rows)\n\n${growth}`);
const targets = formatTargets(runs);
if (targets) {
  console.log(`\nTargets\n\n${targets}`);
  // What the targets alone do not say: where a page's time and bytes go.
  for (const run of runs) {
    if (!('measured' in run.result) || !run.result.measured.targets) continue;
    for (const note of run.result.measured.notes ?? []) console.log(`- ${run.scenario}: ${note}`);
  }
}

const written = writeResults(RESULTS_DIR, report, runs);
console.log(`\nwrote ${written.map((f) => f.slice(ROOT.length)).join(', ')}`);

const problems = [
  ...Object.entries(baselines).flatMap(([name, b]) =>
    'measured' in b && b.measured.errors > 0 ? [`${name}: ${b.measured.errors} errors`] : [],
  ),
  ...runs.flatMap((r) => {
    if ('skipped' in r.result)
      return r.result.skipped.startsWith('failed') ? [`${r.scenario}: ${r.result.skipped}`] : [];
    const { errors, notes: runNotes = [] } = r.result.measured;
    return errors > 0 ? [`${r.scenario} ${r.size ?? ''}: ${errors} errors ${runNotes.join('; ')}`] : [];
  }),
];
console.log(`\nfinished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (problems.length > 0) {
  console.log(`\nProblems:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exitCode = 1;
}
