import { join } from 'node:path';
import { warmAndMeasure } from './load.js';
import type { ScenarioRun } from './report.js';
import { SUPER_ADMIN, startService } from './service.js';
import type { HttpScenario, ProcessScenario, ProcessScenarioContext } from './types.js';

export interface RunSettings {
  /** The scratch database when the services run on PostgreSQL; undefined for PGlite. */
  readonly databaseUrl: string | undefined;
  readonly amqpUrl: string | undefined;
  /** A fresh folder per run; each scenario takes a subfolder. */
  readonly workDir: string;
  readonly log: (line: string) => void;
}

const failed = (err: unknown) => ({ skipped: `failed: ${err instanceof Error ? err.message : String(err)}` });

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
  let service: Awaited<ReturnType<typeof startService>> | undefined;
  try {
    service = await startService({
      name: scenario.service,
      dataDir: join(settings.workDir, scenario.name),
      databaseUrl: settings.databaseUrl,
      ...(scenario.env ? { env: scenario.env } : {}),
    });
    for (const size of sizes) {
      settings.log(`${scenario.name}${size === undefined ? '' : ` at ${size} rows`}`);
      const { seed } = scenario;
      if (seed && size !== undefined) await service.withDatabase((db) => seed({ db }, size));
      const requests = await scenario.requests({ baseUrl: service.baseUrl, superAdmin: SUPER_ADMIN, size });
      const measured = await warmAndMeasure(service.baseUrl, requests, scenario.load);
      runs.push({ ...base, size, result: { measured: { ...measured, peakRssKb: service.peakRssKb() } } });
    }
  } catch (err) {
    runs.push({ ...base, size: undefined, result: failed(err) });
  } finally {
    await service?.stop();
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
