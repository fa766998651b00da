import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hash } from '@node-rs/argon2';

export interface Machine {
  readonly cores: number;
  readonly cpuModel: string;
  readonly node: string;
  readonly pinning: string;
}

export function describeMachine(pinning: string): Machine {
  let cpuModel = 'unknown';
  try {
    cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpuModel;
  } catch {
    // Not Linux: the model stays unknown.
  }
  return { cores: availableParallelism(), cpuModel, node: process.version, pinning };
}

/**
 * The cost of one argon2id hash with the library defaults the identity service uses: sign-in
 * verifies one, so it bounds sign-ins per core per second.
 */
export async function timeArgon2Hash(): Promise<number> {
  await hash('warm-up-password');
  const started = performance.now();
  await hash('bench-password-to-time');
  return performance.now() - started;
}
