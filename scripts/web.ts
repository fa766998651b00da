/**
 * The web application (apps/web) on a `node:http` listener of its own, in the process that
 * runs the services: adapter-node's request handler, built by `apps/web/scripts/build.mjs`.
 * In production it runs alone instead (`node apps/web/build/index.js`, see apps/web/README.md).
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '@platform/kernel/config';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

export interface WebListener {
  name: 'web';
  port: number;
  server: Server;
  close(): Promise<void>;
}

export function webPort(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WEB_PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`WEB_PORT must be a port number (0-65535), not ${JSON.stringify(raw)}`);
  }
  return port;
}

function handlerFile(): string {
  return join(projectRoot(), 'apps', 'web', 'build', 'handler.js');
}

export function webIsBuilt(): boolean {
  return existsSync(handlerFile());
}

/**
 * How long one request may take to arrive, headers and body (`REQUEST_TIMEOUT_MS`, 30 s): a
 * client sending its body a byte at a time would otherwise hold a connection for Node's five
 * minutes. Not `WEB_`-prefixed: adapter-node refuses `WEB_` names it does not know.
 */
export function requestTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.REQUEST_TIMEOUT_MS ?? '30000';
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new Error(
      `REQUEST_TIMEOUT_MS must be a positive number of milliseconds, not ${JSON.stringify(raw)}`,
    );
  }
  return ms;
}

/**
 * What `WEB_BODY_SIZE_LIMIT` defaults to here: the largest upload a service takes (compliance's
 * documents, 10 MB) and room for the multipart framing around it. adapter-node's own default,
 * 512K, would refuse any larger upload before `forwardUpload` could pass it on, so the
 * service's own limits (413, 415) would never be the ones a person meets.
 */
export const DEFAULT_BODY_SIZE_LIMIT = '11M';

const UNITS: Readonly<Record<string, number>> = { K: 1024, M: 1024 ** 2, G: 1024 ** 3 };

/**
 * The largest request body the web app reads, in bytes, from `WEB_BODY_SIZE_LIMIT` (adapter-node's
 * own variable and syntax: bytes, or a number with K, M or G; `Infinity` for none). Checked here
 * so that a mistyped value stops the start with its name rather than deep in adapter-node.
 */
export function bodySizeLimit(env: NodeJS.ProcessEnv = process.env): number {
  const raw = (env.WEB_BODY_SIZE_LIMIT ?? DEFAULT_BODY_SIZE_LIMIT).trim();
  const unit = UNITS[raw.slice(-1).toUpperCase()];
  const bytes = Number(unit ? raw.slice(0, -1) : raw) * (unit ?? 1);
  if (!(bytes > 0) || (raw !== 'Infinity' && !Number.isFinite(bytes))) {
    throw new Error(
      `WEB_BODY_SIZE_LIMIT must be a size in bytes, K, M or G (11M), or Infinity, not ${JSON.stringify(raw)}`,
    );
  }
  return bytes;
}

/**
 * The listener around adapter-node's handler. Its static files (`/_app/immutable/*`, `static/`)
 * are answered before the app's hooks run, so the headers every answer needs are set here.
 */
export function webServer(handler: Handler, options: { edge: boolean; requestTimeoutMs: number }): Server {
  const server = createServer(
    // Node checks the timeouts below on this period (30 s by default), which would double them.
    { connectionsCheckingInterval: Math.min(1000, options.requestTimeoutMs) },
    (req, res) => {
      if (options.edge) req.headers['x-web-protocol'] = 'http';
      res.setHeader('x-content-type-options', 'nosniff');
      handler(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
    },
  );
  server.requestTimeout = options.requestTimeoutMs;
  server.headersTimeout = options.requestTimeoutMs;
  return server;
}

export async function serveWeb(port = webPort(), host = process.env.HOST ?? '0.0.0.0'): Promise<WebListener> {
  if (!webIsBuilt()) {
    throw new Error('The web app is not built: run node apps/web/scripts/build.mjs (npm start does)');
  }
  // Without WEB_ORIGIN the listener is the edge, on plain HTTP: each request's own Host is its
  // origin (localhost or 127.0.0.1 alike), so form posts pass adapter-node's same-origin check.
  const edge = !process.env.WEB_ORIGIN;
  if (edge) {
    process.env.WEB_PROTOCOL_HEADER = 'x-web-protocol';
    process.env.WEB_HOST_HEADER = 'host';
  }
  // adapter-node reads it once, as its handler loads.
  process.env.WEB_BODY_SIZE_LIMIT = String(bodySizeLimit());
  const { handler } = (await import(pathToFileURL(handlerFile()).href)) as { handler: Handler };
  const server = webServer(handler, { edge, requestTimeoutMs: requestTimeoutMs() });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    name: 'web',
    port: typeof address === 'object' && address ? address.port : port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        // A keep-alive connection whose request ends after the close began would stay open until
        // its client or the keep-alive timeout ends it: close each as soon as it is idle.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
