import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { requestTimeoutMs, webServer } from './web.js';

/** Stands in for adapter-node's handler: reads the whole body, then answers. */
function echo(req: IncomingMessage, res: ServerResponse): void {
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  req.on('end', () => {
    res.setHeader('content-type', 'text/plain');
    res.end(`read ${size} bytes`);
  });
}

async function listening(timeoutMs: number) {
  const server = webServer(echo, { edge: true, requestTimeoutMs: timeoutMs });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { server, port: address.port };
}

describe('the web listener', () => {
  it('closes a connection whose body trickles in, once the request timeout has passed', async () => {
    const { server, port } = await listening(1000);
    try {
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write('POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n');
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      // One byte every 200 ms: each arrives well within any idle timeout.
      const drip = setInterval(() => {
        if (!socket.destroyed) socket.write('a');
      }, 200);
      const started = Date.now();
      const closed = await Promise.race([
        once(socket, 'close').then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      clearInterval(drip);
      socket.destroy();
      expect(closed).toBe(true);
      // The timeout plus at most one check period of the server's.
      expect(Date.now() - started).toBeLessThan(3000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('answers a request that arrives in time, with nosniff on every answer (static files included)', async () => {
    const { server, port } = await listening(1000);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/_app/immutable/entry/start.js`, {
        method: 'POST',
        body: 'x'.repeat(10),
      });
      expect(await res.text()).toBe('read 10 bytes');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('reads REQUEST_TIMEOUT_MS: 30 s unless set, a positive number of milliseconds', () => {
    expect(requestTimeoutMs({})).toBe(30_000);
    expect(requestTimeoutMs({ REQUEST_TIMEOUT_MS: '5000' })).toBe(5000);
    expect(() => requestTimeoutMs({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => requestTimeoutMs({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
