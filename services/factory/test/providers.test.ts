import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloudflareDns } from '../src/providers/cloudflare.js';
import { openDomainProviders } from '../src/providers/index.js';
import { vercelHosting } from '../src/providers/vercel.js';
import { type ProviderStandIn, startProviderStandIn } from './provider-stand-in.js';

let standIn: ProviderStandIn;
beforeAll(async () => {
  standIn = await startProviderStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.calls.length = 0;
  standIn.vercel = 'ok';
  standIn.cloudflare = 'ok';
});

// Generous for answering stand-ins (a loaded machine must not time them out); the hanging ones pass their own.
const vercel = (timeoutMs = 5_000) =>
  vercelHosting({ apiUrl: standIn.url, token: 'tok-v', projectId: 'prj_1', teamId: 'team_9', timeoutMs });
const cloudflare = (timeoutMs = 5_000) =>
  cloudflareDns({
    apiUrl: `${standIn.url}/client/v4/`,
    token: 'tok-c',
    zoneId: 'zone_7',
    target: 'cname.vercel-dns.com',
    timeoutMs,
  });

describe('Vercel hosting adapter', () => {
  it('adds the domain to the project with the token and team', async () => {
    expect(await vercel().addSubdomain('acme.factory.example.com')).toEqual({ status: 'success' });
    expect(standIn.calls).toEqual([
      {
        method: 'POST',
        path: '/v10/projects/prj_1/domains?teamId=team_9',
        authorization: 'Bearer tok-v',
        body: { name: 'acme.factory.example.com' },
      },
    ]);
  });

  it('reports an API error with its status and message', async () => {
    standIn.vercel = 'fail';
    expect(await vercel().addSubdomain('acme.factory.example.com')).toEqual({
      status: 'failed',
      error: 'vercel answered 403 forbidden: Not authorized',
    });
  });

  it('takes a domain already on this project as success, and one on another project as failure', async () => {
    standIn.vercel = 'taken-by-us';
    expect(await vercel().addSubdomain('acme.factory.example.com')).toEqual({ status: 'success' });
    expect(standIn.calls.at(-1)?.path).toBe(
      '/v9/projects/prj_1/domains/acme.factory.example.com?teamId=team_9',
    );
    standIn.vercel = 'taken-elsewhere';
    const outcome = await vercel().addSubdomain('acme.factory.example.com');
    expect(outcome).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('409 domain_already_in_use'),
    });
  });

  it('fails on a timeout instead of waiting', async () => {
    standIn.vercel = 'hang';
    const started = Date.now();
    expect(await vercel(200).addSubdomain('slow.factory.example.com')).toEqual({
      status: 'failed',
      error: 'timed out after 200 ms',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails when the API cannot be reached', async () => {
    const outcome = await vercelHosting({
      apiUrl: 'http://127.0.0.1:9',
      token: 't',
      projectId: 'p',
      timeoutMs: 1000,
    }).addSubdomain('x.factory.example.com');
    expect(outcome).toMatchObject({ status: 'failed', error: expect.stringMatching(/^unreachable/) });
  });
});

describe('Cloudflare DNS adapter', () => {
  it('creates a proxied CNAME in the zone', async () => {
    expect(await cloudflare().addSubdomain('acme.factory.example.com')).toEqual({ status: 'success' });
    expect(standIn.calls).toEqual([
      {
        method: 'POST',
        path: '/client/v4/zones/zone_7/dns_records',
        authorization: 'Bearer tok-c',
        body: {
          type: 'CNAME',
          name: 'acme.factory.example.com',
          content: 'cname.vercel-dns.com',
          proxied: true,
          ttl: 1,
        },
      },
    ]);
  });

  it('reports the API errors, and takes an existing record as success', async () => {
    standIn.cloudflare = 'fail';
    expect(await cloudflare().addSubdomain('acme.factory.example.com')).toEqual({
      status: 'failed',
      error: 'cloudflare answered 400: 9109 Invalid access token',
    });
    standIn.cloudflare = 'exists';
    expect(await cloudflare().addSubdomain('acme.factory.example.com')).toEqual({ status: 'success' });
  });

  it('fails on a timeout', async () => {
    standIn.cloudflare = 'hang';
    expect(await cloudflare(150).addSubdomain('slow.factory.example.com')).toEqual({
      status: 'failed',
      error: 'timed out after 150 ms',
    });
  });
});

describe('provider selection', () => {
  it('uses the local providers by default and refuses a named provider without its settings', async () => {
    const base = {
      HOSTING_PROVIDER: 'local',
      DNS_PROVIDER: 'local',
      PROVIDER_TIMEOUT_MS: 1000,
      VERCEL_API_URL: 'https://api.vercel.com',
      CLOUDFLARE_API_URL: 'https://api.cloudflare.com/client/v4',
      CLOUDFLARE_DNS_TARGET: 'cname.vercel-dns.com',
    } as unknown as Parameters<typeof openDomainProviders>[0];
    const local = openDomainProviders(base);
    expect([local.hosting.name, local.dns.name]).toEqual(['hosting', 'dns']);
    expect(await local.hosting.addSubdomain('a.localhost')).toEqual({ status: 'success' });
    expect(() => openDomainProviders({ ...base, HOSTING_PROVIDER: 'vercel' })).toThrow(/VERCEL_TOKEN/);
    expect(() => openDomainProviders({ ...base, DNS_PROVIDER: 'cloudflare' })).toThrow(
      /CLOUDFLARE_API_TOKEN/,
    );
  });
});
