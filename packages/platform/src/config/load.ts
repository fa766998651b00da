import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigOf, Spec } from './spec.js';

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

export interface LoadOptions {
  readonly env?: NodeJS.ProcessEnv;
  /** Where development secrets are kept between starts; no file is written when absent. */
  readonly secretsDir?: string;
}

/**
 * Parses the environment against a catalogue, reporting every bad variable at once.
 * Production refuses to start without its secrets; development generates them once.
 */
export function loadConfig<S extends Spec>(spec: S, options: LoadOptions = {}): ConfigOf<S> {
  const env = options.env ?? process.env;
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  const devSecrets = production ? undefined : new DevSecrets(options.secretsDir);

  for (const [name, v] of Object.entries(spec)) {
    let raw = env[name];
    if (raw === '') raw = undefined;
    if (raw === undefined && production && v.requiredInProduction) {
      problems.push(`${name} is required when NODE_ENV=production (${v.doc})`);
      continue;
    }
    if (raw === undefined && v.secret && devSecrets) raw = devSecrets.get(name);
    if (raw === undefined) raw = v.fallback;
    if (raw === undefined) {
      out[name] = undefined;
      continue;
    }
    try {
      out[name] = v.parse(raw);
    } catch (err) {
      problems.push(`${name} ${(err as Error).message}`);
    }
  }
  devSecrets?.save();
  if (problems.length > 0) throw new ConfigError(problems);
  return out as ConfigOf<S>;
}

class DevSecrets {
  private readonly values: Record<string, string> = {};
  private dirty = false;
  private readonly file: string | undefined;

  constructor(dir: string | undefined) {
    this.file = dir ? join(dir, 'dev-secrets.json') : undefined;
    if (!this.file) return;
    try {
      Object.assign(this.values, JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, string>);
    } catch {
      // First start: there is nothing to read yet.
    }
  }

  get(name: string): string {
    let value = this.values[name];
    if (value === undefined) {
      value = randomBytes(32).toString('base64url');
      this.values[name] = value;
      this.dirty = true;
    }
    return value;
  }

  save(): void {
    if (!this.file || !this.dirty) return;
    mkdirSync(join(this.file, '..'), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.values, null, 2), { mode: 0o600 });
  }
}
