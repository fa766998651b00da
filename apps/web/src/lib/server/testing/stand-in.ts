/**
 * What the web app's unit tests stand on: a local HTTP server playing a service, and the parts of
 * a SvelteKit request event the server modules read (cookies, url, locals, the visitor's address).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cookies } from '@sveltejs/kit';

export interface StandIn {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  close(): Promise<void>;
}

/** A service played by `handler` on a free port of this machine. */
export async function standIn(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<StandIn> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request body, read whole (the stand-ins' requests are small, or counted as they come). */
export async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A browser's cookie jar as SvelteKit's `Cookies` shows it to one request. */
export interface CookieJar extends Cookies {
  readonly jar: Map<string, string>;
}

export function cookieJar(initial: Record<string, string> = {}): CookieJar {
  const jar = new Map(Object.entries(initial));
  return {
    jar,
    get: (name) => jar.get(name),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    set: (name, value) => {
      jar.set(name, value);
    },
    delete: (name) => {
      jar.delete(name);
    },
    serialize: (name, value) => `${name}=${value}`,
  };
}

/** The parts of a request event the session modules read. */
export function requestEvent(cookies: CookieJar, path = '/factory', address = '203.0.113.7') {
  const url = new URL(`http://app.test${path}`);
  return {
    cookies,
    url,
    request: new Request(url),
    getClientAddress: () => address,
    locals: { user: null, accessToken: null, theme: 'system' } as App.Locals,
  };
}
