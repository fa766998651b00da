/** A small JSON client for the demo loader: every answer it does not expect is an error naming the call. */

export class DemoCallError extends Error {}

export interface CallOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Statuses taken as success; 200 and 201 unless said otherwise. */
  readonly expect?: readonly number[];
}

export async function call<T>(method: string, url: string, options: CallOptions = {}): Promise<T> {
  const { body, headers = {}, expect = [200, 201] } = options;
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!expect.includes(response.status)) {
    throw new DemoCallError(`${method} ${url} answered ${response.status}: ${text.slice(0, 400)}`);
  }
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Polls `probe` until it returns a value, or fails after `timeoutMs` with `what` in the message. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new DemoCallError(`gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
