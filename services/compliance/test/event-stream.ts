import { request as httpRequest, type IncomingMessage } from 'node:http';

/** A server-sent event stream read by a plain HTTP client, as a browser's EventSource would. */
export interface Stream {
  readonly response: IncomingMessage;
  text(): string;
  /** Resolves once the stream has carried `needle`. */
  waitFor(needle: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

export function openStream(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        let received = '';
        const waiters: { needle: string; resolve: () => void }[] = [];
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          received += chunk;
          for (const w of [...waiters])
            if (received.includes(w.needle)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve();
            }
        });
        resolve({
          response,
          text: () => received,
          waitFor: (needle, timeoutMs = 5000) =>
            received.includes(needle)
              ? Promise.resolve()
              : new Promise((ok, fail) => {
                  const timer = setTimeout(
                    () => fail(new Error(`stream never carried ${needle}: ${received}`)),
                    timeoutMs,
                  );
                  waiters.push({
                    needle,
                    resolve: () => {
                      clearTimeout(timer);
                      ok();
                    },
                  });
                }),
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
