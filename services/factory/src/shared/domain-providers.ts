/** One provider's answer for one subdomain. */
export type ProviderOutcome =
  | { readonly status: 'success' }
  | { readonly status: 'failed'; readonly error: string };

/** Adds a tenant's subdomain somewhere: the hosting project, or the DNS zone. */
export interface DomainProvider {
  /** Names the result key in `provisioningResult` (`vercel`, `cloudflare`, `local`). */
  readonly name: string;
  /** Idempotent: a domain that is already there is a success, so a retry can repeat it. */
  addSubdomain(domain: string): Promise<ProviderOutcome>;
}

export interface DomainProviders {
  readonly hosting: DomainProvider;
  readonly dns: DomainProvider;
}
