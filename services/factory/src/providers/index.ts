import type { FactoryConfig } from '../config.js';
import type { DomainProvider, DomainProviders } from '../shared/domain-providers.js';
import { cloudflareDns } from './cloudflare.js';
import { SUCCEEDED } from './http.js';
import { vercelHosting } from './vercel.js';

export type { DomainProvider, DomainProviders, ProviderOutcome } from '../shared/domain-providers.js';

/** The embedded default: nothing to call, the domain is taken as set up. */
export function localProvider(name: string): DomainProvider {
  return { name, addSubdomain: async () => SUCCEEDED };
}

function required(config: FactoryConfig, name: keyof FactoryConfig, provider: string): string {
  const value = config[name];
  if (typeof value !== 'string' || value === '')
    throw new Error(`${String(name)} is required when ${provider}`);
  return value;
}

/** The hosting and DNS providers the configuration names; a named one missing its settings stops the start. */
export function openDomainProviders(config: FactoryConfig): DomainProviders {
  const hosting =
    config.HOSTING_PROVIDER === 'vercel'
      ? vercelHosting({
          apiUrl: config.VERCEL_API_URL,
          token: required(config, 'VERCEL_TOKEN', 'HOSTING_PROVIDER=vercel'),
          projectId: required(config, 'VERCEL_PROJECT_ID', 'HOSTING_PROVIDER=vercel'),
          teamId: config.VERCEL_TEAM_ID,
          timeoutMs: config.PROVIDER_TIMEOUT_MS,
        })
      : localProvider('hosting');
  const dns =
    config.DNS_PROVIDER === 'cloudflare'
      ? cloudflareDns({
          apiUrl: config.CLOUDFLARE_API_URL,
          token: required(config, 'CLOUDFLARE_API_TOKEN', 'DNS_PROVIDER=cloudflare'),
          zoneId: required(config, 'CLOUDFLARE_ZONE_ID', 'DNS_PROVIDER=cloudflare'),
          target: config.CLOUDFLARE_DNS_TARGET,
          timeoutMs: config.PROVIDER_TIMEOUT_MS,
        })
      : localProvider('dns');
  return { hosting, dns };
}
