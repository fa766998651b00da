import { readdirSync } from 'node:fs';
import type { Scenario } from './types.js';

const SCENARIO_DIR = new URL('../scenarios/', import.meta.url);

function isScenario(value: unknown): value is Scenario {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, name } = value as { kind?: unknown; name?: unknown };
  return (kind === 'http' || kind === 'process') && typeof name === 'string';
}

/**
 * Every file in `bench/scenarios/` whose default export is a scenario, by name. `only` keeps
 * the scenarios named, or whose name starts with one of them (`identity` runs both identity ones).
 */
export async function discoverScenarios(only: readonly string[]): Promise<Scenario[]> {
  const files = readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const loaded: { default?: unknown } = await import(new URL(file, SCENARIO_DIR).href);
    if (!isScenario(loaded.default))
      throw new Error(`bench/scenarios/${file} has no scenario as its default export`);
    scenarios.push(loaded.default);
  }
  // A variant is measured with its scenario: naming the variant runs both.
  const names = (s: Scenario) => [
    s.name,
    ...(s.kind === 'http' ? (s.variants ?? []).map((v) => v.name) : []),
  ];
  const chosen =
    only.length === 0
      ? scenarios
      : scenarios.filter((s) => names(s).some((name) => only.some((o) => name.startsWith(o))));
  if (chosen.length === 0) {
    throw new Error(
      `no scenario matches ${only.join(', ')}; there are ${scenarios.flatMap(names).join(', ')}`,
    );
  }
  return chosen;
}
