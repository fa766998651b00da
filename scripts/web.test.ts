import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { getRequest, setResponse } from '@sveltejs/kit/node';
import { forwardUpload } from '../apps/web/src/lib/server/stream-file.js';
import { bodySizeLimit, requestTimeoutMs, webServer } from './web.js';

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

  it('reads WEB_BODY_SIZE_LIMIT: 11M unless set, in bytes, K, M or G, or Infinity', () => {
    expect(bodySizeLimit({})).toBe(11 * 1024 * 1024);
    expect(bodySizeLimit({ WEB_BODY_SIZE_LIMIT: '512K' })).toBe(512 * 1024);
    expect(bodySizeLimit({ WEB_BODY_SIZE_LIMIT: '2g' })).toBe(2 * 1024 ** 3);
    expect(bodySizeLimit({ WEB_BODY_SIZE_LIMIT: '1000' })).toBe(1000);
    expect(bodySizeLimit({ WEB_BODY_SIZE_LIMIT: 'Infinity' })).toBe(Number.POSITIVE_INFINITY);
    for (const wrong of ['0', '', 'ten', '10MB', '-1M'])
      expect(() => bodySizeLimit({ WEB_BODY_SIZE_LIMIT: wrong })).toThrow(/WEB_BODY_SIZE_LIMIT/);
  });
});

describe("an upload through the web app's body limit", () => {
  /** A service taking uploads, as compliance's documents do: it counts what arrived. */
  async function uploadService() {
    const server = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { bytes } }));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    return { server, url: `http://127.0.0.1:${address.port}/api/v1/documents/upload` };
  }

  /**
   * The listener with adapter-node's own request reading (getRequest, which refuses a body over
   * its limit with 413) in front of a route that forwards the upload (`forwardUpload`).
   */
  async function webApp(limit: number, upstream: string) {
    const server = webServer(
      (req, res) => {
        void (async () => {
          const request = await getRequest({ request: req, base: 'http://app.test', bodySizeLimit: limit });
          const answer = await forwardUpload(request, upstream);
          await setResponse(res, answer);
        })();
      },
      { edge: true, requestTimeoutMs: 30_000 },
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    return { server, url: `http://127.0.0.1:${address.port}/compliance/documents/upload` };
  }

  /** A 5 MB PDF as a browser's form sends it. */
  function fiveMegabyteForm(): FormData {
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(5 * 1024 * 1024).fill(37)], { type: 'application/pdf' }),
      'gst.pdf',
    );
    form.set('entityId', 'e1');
    return form;
  }

  it('passes a 5 MB multipart upload on whole at the default limit, which 512K would refuse', async () => {
    const service = await uploadService();
    const wide = await webApp(bodySizeLimit({}), service.url);
    const narrow = await webApp(bodySizeLimit({ WEB_BODY_SIZE_LIMIT: '512K' }), service.url);
    try {
      const sent = new Request(wide.url, { method: 'POST', body: fiveMegabyteForm() });
      const size = (await sent.clone().arrayBuffer()).byteLength;
      const answer = await fetch(sent);
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ data: { bytes: size } });

      const refused = await fetch(narrow.url, { method: 'POST', body: fiveMegabyteForm() });
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({
        status: 'error',
        message: 'The upload is larger than this site accepts',
      });
    } finally {
      for (const { server } of [service, wide, narrow]) {
        server.closeAllConnections();
        server.close();
      }
    }
  });
});
