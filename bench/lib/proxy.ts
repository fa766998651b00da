import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackProxy {
  readonly url: string;
  /** Requests tried again on the next replica because one refused the connection. */
  retried(): number;
  close(): Promise<void>;
}

/** How often each upstream's `/ready` is asked, as a load balancer's health check would. */
const CHECK_MS = 200;

/**
 * A load balancer on loopback, as small as one can be: round robin over the upstreams whose
 * `GET /ready` answered 200 at the last check (every 200 ms; all of them when none did), a new
 * connection per request, and a request whose connection a replica refused tried on the next
 * one, as nginx's `proxy_next_upstream error` does; a refused connection never reached the
 * service, so a write is not repeated. Any other failure is 502.
 */
export async function startProxy(upstreams: readonly string[]): Promise<LoopbackProxy> {
  let next = 0;
  let retried = 0;
  const ready = new Set(upstreams);
  const check = setInterval(() => {
    for (const upstream of upstreams) {
      fetch(`${upstream}/ready`, { signal: AbortSignal.timeout(CHECK_MS) })
        .then((res) => (res.ok ? ready.add(upstream) : ready.delete(upstream)))
        .catch(() => ready.delete(upstream));
    }
  }, CHECK_MS);
  const pick = () => {
    const live = upstreams.filter((u) => ready.has(u));
    const from = live.length > 0 ? live : upstreams;
    return from[next++ % from.length] ?? upstreams[0];
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const target = new URL(req.url ?? '/', pick());
        const upstream = request(
          target,
          {
            method: req.method,
            headers: { ...req.headers, host: target.host, connection: 'close' },
            agent: false,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && tries < upstreams.length * 20) {
            retried += 1;
            // Every replica may be between stop and start for a moment: back off a little.
            setTimeout(() => attempt(tries + 1), tries < upstreams.length ? 0 : 25);
            return;
          }
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: `upstream ${err.code ?? err.message}` }));
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retried: () => retried,
    close: () =>
      new Promise((resolve) => {
        clearInterval(check);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
