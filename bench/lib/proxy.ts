import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackProxy {
  readonly url: string;
  /** Requests tried again on the next replica because one refused the connection. */
  retried(): number;
  close(): Promise<void>;
}

/**
 * A load balancer on loopback, as small as one can be: round robin over `upstreams`, a new
 * connection per request (so a replica that stops accepting is seen at once), and a request
 * whose connection a replica refused tried on the next one, as nginx's `proxy_next_upstream
 * error` does; a refused connection never reached the service, so a write is not repeated.
 * Any other failure is 502.
 */
export async function startProxy(upstreams: readonly string[]): Promise<LoopbackProxy> {
  let next = 0;
  let retried = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const target = new URL(req.url ?? '/', upstreams[next++ % upstreams.length]);
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
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
