import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type VercelMode = 'ok' | 'fail' | 'hang' | 'taken-by-us' | 'taken-elsewhere';
export type CloudflareMode = 'ok' | 'fail' | 'hang' | 'exists';

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

/**
 * A local stand-in of the two REST APIs the factory calls: Vercel's project domains and
 * Cloudflare's DNS records, answering as those APIs do, with the behaviour a test chooses.
 */
export interface ProviderStandIn {
  readonly url: string;
  vercel: VercelMode;
  cloudflare: CloudflareMode;
  readonly calls: RecordedCall[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : null);
      } catch {
        resolve(text);
      }
    });
  });
}

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const hanging = new Set<() => void>();
  const standIn: Omit<ProviderStandIn, 'url' | 'close'> = { vercel: 'ok', cloudflare: 'ok', calls: [] };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    standIn.calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const hang = () => {
      // Never answers; released when the server closes.
      hanging.add(() => res.destroy());
    };
    if (path.startsWith('/v10/projects/')) {
      switch (standIn.vercel) {
        case 'ok':
          return send(200, { name: (body as { name?: string })?.name, verified: true });
        case 'fail':
          return send(403, { error: { code: 'forbidden', message: 'Not authorized' } });
        case 'hang':
          return hang();
        default:
          return send(409, { error: { code: 'domain_already_in_use', message: 'Domain is already in use' } });
      }
    }
    if (path.startsWith('/v9/projects/') && req.method === 'GET') {
      if (standIn.vercel === 'taken-by-us')
        return send(200, { name: path.split('/').at(-1), verified: true });
      return send(404, { error: { code: 'not_found', message: 'Domain not found' } });
    }
    if (path.includes('/dns_records')) {
      switch (standIn.cloudflare) {
        case 'ok':
          return send(200, {
            success: true,
            errors: [],
            messages: [],
            result: { id: 'rec-1', ...(body as object) },
          });
        case 'fail':
          return send(400, {
            success: false,
            errors: [{ code: 9109, message: 'Invalid access token' }],
            result: null,
          });
        case 'hang':
          return hang();
        case 'exists':
          return send(400, {
            success: false,
            errors: [{ code: 81053, message: 'An A, AAAA, or CNAME record with that host already exists.' }],
            result: null,
          });
      }
    }
    return send(404, { error: 'unknown path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** Factory configuration pointing both providers at the stand-in. */
export function providerEnv(standIn: ProviderStandIn, timeoutMs = 500): Record<string, string> {
  return {
    HOSTING_PROVIDER: 'vercel',
    VERCEL_API_URL: standIn.url,
    VERCEL_TOKEN: 'vercel-test-token',
    VERCEL_PROJECT_ID: 'prj_factory',
    VERCEL_TEAM_ID: 'team_1',
    DNS_PROVIDER: 'cloudflare',
    CLOUDFLARE_API_URL: `${standIn.url}/client/v4`,
    CLOUDFLARE_API_TOKEN: 'cloudflare-test-token',
    CLOUDFLARE_ZONE_ID: 'zone_1',
    PLATFORM_DOMAIN: 'factory.example.com',
    PROVIDER_TIMEOUT_MS: String(timeoutMs),
  };
}
