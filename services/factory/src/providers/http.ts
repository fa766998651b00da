import type { ProviderOutcome } from '../shared/domain-providers.js';

export interface ProviderResponse {
  readonly status: number;
  readonly body: unknown;
}

/**
 * One JSON call to a provider's API. A network error or a timeout becomes a failed outcome
 * (never an exception): provisioning reports it beside the other provider's result.
 */
export async function callProvider(
  url: string,
  init: { method: string; token: string; body?: unknown; timeoutMs: number },
): Promise<ProviderResponse | { readonly failed: ProviderOutcome }> {
  try {
    const res = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${init.token}`,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    const error =
      name === 'TimeoutError' || name === 'AbortError'
        ? `timed out after ${init.timeoutMs} ms`
        : `unreachable: ${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)}`;
    return { failed: { status: 'failed', error } };
  }
}

export function field(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export function failed(error: string): ProviderOutcome {
  return { status: 'failed', error };
}

export const SUCCEEDED: ProviderOutcome = { status: 'success' };
