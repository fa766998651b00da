import { validationError } from '@platform/kernel/errors';
import type { ProductionConfig } from '../production-config/store.js';
import { moneyOf } from '../settlement/money.js';

export type AttributeValues = Readonly<Record<string, string | number>>;

/**
 * Attribute values checked against the tenant's configuration: each known, required ones
 * present, `number` attributes numbers and `string` ones text, and values from the master-data
 * list where the attribute has one. Every problem is reported at once (400).
 */
export function assertAttributes(
  config: ProductionConfig,
  master: ReadonlyMap<string, readonly string[]>,
  values: AttributeValues,
): void {
  const problems: string[] = [];
  const known = new Map(config.articleAttributes.map((a) => [a.name, a]));
  for (const name of Object.keys(values))
    if (!known.has(name)) problems.push(`${name} is not an attribute of this tenant`);
  for (const attribute of config.articleAttributes) {
    const value = values[attribute.name];
    if (value === undefined || value === '') {
      if (attribute.isRequired) problems.push(`${attribute.name} is required`);
      continue;
    }
    if (attribute.type === 'number' ? typeof value !== 'number' : typeof value !== 'string') {
      problems.push(`${attribute.name} must be a ${attribute.type === 'number' ? 'number' : 'string'}`);
      continue;
    }
    const allowed = master.get(attribute.name);
    if (allowed && allowed.length > 0 && !allowed.includes(String(value)))
      problems.push(`${attribute.name} must be one of ${allowed.join(', ')}`);
  }
  if (problems.length > 0) throw validationError(problems.join('; '), { problems });
}

/** Step rates: a rate (≥ 0, at most two decimals) for steps the tenant's configuration names. */
export function assertStepRates(config: ProductionConfig, rates: Readonly<Record<string, number>>): void {
  const steps = new Set(config.jobSteps.map((s) => s.name));
  const problems: string[] = [];
  for (const [step, rate] of Object.entries(rates)) {
    if (steps.size > 0 && !steps.has(step)) problems.push(`${step} is not a job step of this tenant`);
    if (rate !== 0) moneyOf(rate, `stepRates.${step}`);
  }
  if (problems.length > 0) throw validationError(problems.join('; '), { problems });
}
