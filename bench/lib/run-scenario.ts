import { join } from 'node:path';
import { openPostgres } from '@platform/kernel/db';
import { CONNECTIONS, measureInTurn, warmAndMeasure } from './load.js';
import type { ScenarioRun } from './report.js';
import { type RunningService, SUPER_ADMIN, serviceUrl, startService } from './service.js';
import type { HttpScenario, HttpVariant, ProcessScenario, ProcessScenarioContext } from './types.js';

export interface RunSettings {
  /** The scratch database when the services run on PostgreSQL; undefined for PGlite. */
  readonly databaseUrl: string | undefined;
  readonly amqpUrl: string | undefined;
  /** A fresh folder per run; each scenario takes a subfolder. */
  readonly workDir: string;
  readonly log: (line: string) => void;
}

const failed = (err: unknown) => ({ skipped: `failed: ${err instanceof Error ? err.message : String(err)}` });

async function checkpoint(databaseUrl: string): Promise<void> {
  const db = openPostgres(databaseUrl, 1, 'bench-checkpoint');
  try {
    await db.exec('checkpoint');
  } finally {
    await db.close();
  }
}

export async function runHttpScenario(scenario: HttpScenario, settings: RunSettings): Promise<ScenarioRun[]> {
  const database = settings.databaseUrl ? 'postgres' : 'pglite';
  const base = {
    scenario: scenario.name,
    description: scenario.description,
    shape: scenario.shape,
    database,
  } as const;
  const sizes = scenario.dataSizes ?? [undefined];
  const runs: ScenarioRun[] = [];
  const started: RunningService[] = [];
  const dataDir = join(settings.workDir, scenario.name);
  try {
    const peers: Record<string, string> = {};
    const peerEnv: Record<string, string> = {};
    const peerServices = new Map<string, RunningService>();
    for (const name of scenario.peers ?? []) {
      // A peer reaches those started before it (training verifies tokens with identity's keys).
      const peer = await startService({
        name,
        dataDir,
        databaseUrl: settings.databaseUrl,
        env: { ...peerEnv, ...scenario.peerEnv?.[name] },
      });
      started.push(peer);
      peerServices.set(name, peer);
      peers[name] = peer.baseUrl;
      peerEnv[`${name.toUpperCase()}_URL`] = serviceUrl(name, peer.baseUrl);
    }
    const service = await startService({
      name: scenario.service,
      dataDir,
      databaseUrl: settings.databaseUrl,
      env: { ...peerEnv, ...scenario.env },
    });
    started.push(service);
    const { alongside } = scenario;
    const beside = alongside
      ? await startService({
          name: alongside.service,
          dataDir,
          databaseUrl: settings.databaseUrl,
          env: { ...peerEnv, ...alongside.env },
        })
      : undefined;
    if (beside) started.push(beside);
    const dataOwner = scenario.seedOn ? peerServices.get(scenario.seedOn) : service;
    if (!dataOwner) throw new Error(`seedOn names ${scenario.seedOn}, which is not among the peers`);
    for (const [sizeIndex, size] of sizes.entries()) {
      settings.log(`${scenario.name}${size === undefined ? '' : ` at ${size} rows`}`);
      const { seed } = scenario;
      if (seed) await dataOwner.withDatabase((db) => seed({ db }, size ?? 0));
      // What the seed and the scenarios before this one left unwritten is written now, not by a
      // checkpoint that would fall inside this scenario's measurement. A checkpoint is the
      // server's, so it is taken on the run's database whether or not the process under test
      // has one of its own (a web app has none).
      if (settings.databaseUrl) await checkpoint(settings.databaseUrl);
      const ctx = { baseUrl: service.baseUrl, superAdmin: SUPER_ADMIN, size, peers };
      const load = { connections: CONNECTIONS[scenario.shape], ...scenario.load };
      // The scenario and the bare route beside it, measured in turn, before the variants; the
      // report divides the one's rate by the other's (`inTurnWith`).
      const paired =
        alongside && beside
          ? await measureInTurn(
              [
                { url: service.baseUrl, requests: await scenario.requests(ctx), serverPid: service.pid() },
                {
                  url: beside.baseUrl,
                  requests: await alongside.requests({ ...ctx, baseUrl: beside.baseUrl }),
                  serverPid: beside.pid(),
                },
              ],
              load,
            )
          : undefined;
      const besideMeasured = paired?.[1];
      if (besideMeasured && alongside && beside)
        runs.push({
          ...base,
          scenario: alongside.name,
          description: `${alongside.description} (measured in turn with ${scenario.name})`,
          inTurnWith: scenario.name,
          size,
          result: { measured: { ...besideMeasured, peakRssKb: beside.peakRssKb() } },
        });
      // The scenario and its variants on the same process and data, one after the other; the
      // order turns round at every other size, so that neither is always the one measured
      // first after the seed (colder caches) or last (a longer-running process).
      const inTurn: (HttpScenario | HttpVariant)[] = [scenario, ...(scenario.variants ?? [])];
      for (const measuredScenario of sizeIndex % 2 === 0 ? inTurn : inTurn.reverse()) {
        const measured =
          (measuredScenario === scenario ? paired?.[0] : undefined) ??
          (await warmAndMeasure(service.baseUrl, await measuredScenario.requests(ctx), service.pid(), load));
        const serverCpu = measured.cpu?.serverMs;
        const label = measuredScenario.recordServerCpu;
        const targets =
          label && serverCpu !== undefined
            ? [...(measured.targets ?? []), { what: label, figure: serverCpu, unit: 'ms' }]
            : measured.targets;
        runs.push({
          ...base,
          scenario: measuredScenario.name,
          description: measuredScenario.description,
          ...(measuredScenario.compareWith ? { compareWith: measuredScenario.compareWith } : {}),
          size,
          result: {
            measured: { ...measured, peakRssKb: service.peakRssKb(), ...(targets ? { targets } : {}) },
          },
        });
      }
    }
  } catch (err) {
    runs.push({ ...base, size: undefined, result: failed(err) });
  } finally {
    for (const running of started.reverse()) await running.stop();
  }
  return runs;
}

export async function runProcessScenario(
  scenario: ProcessScenario,
  settings: RunSettings,
): Promise<ScenarioRun> {
  const ctx: ProcessScenarioContext = {
    databaseUrl: settings.databaseUrl,
    dataDir: join(settings.workDir, scenario.name),
    amqpUrl: settings.amqpUrl,
  };
  const base = {
    scenario: scenario.name,
    description: scenario.description,
    shape: scenario.shape,
    database: settings.databaseUrl ? 'postgres' : 'pglite',
    size: undefined,
  } as const;
  settings.log(scenario.name);
  try {
    const unavailable = await scenario.unavailable?.(ctx);
    if (unavailable) return { ...base, result: { skipped: unavailable } };
    return { ...base, result: { measured: await scenario.measure(ctx) } };
  } catch (err) {
    return { ...base, result: failed(err) };
  }
}
