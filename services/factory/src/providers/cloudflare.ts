import type { DomainProvider } from '../shared/domain-providers.js';
import { callProvider, failed, field, SUCCEEDED } from './http.js';

export interface CloudflareSettings {
  readonly apiUrl: string;
  readonly token: string;
  readonly zoneId: string;
  /** CNAME target of every tenant subdomain. */
  readonly target: string;
  readonly timeoutMs: number;
}

/** "An A, AAAA, or CNAME record with that host already exists" and "The record already exists". */
const ALREADY_EXISTS = new Set([81053, 81057, 81058]);

function errorsOf(body: unknown): { code: number; message: string }[] {
  const list = field(body, 'errors');
  if (!Array.isArray(list)) return [];
  return list.map((e) => ({
    code: typeof field(e, 'code') === 'number' ? (field(e, 'code') as number) : 0,
    message: typeof field(e, 'message') === 'string' ? (field(e, 'message') as string) : '',
  }));
}

/**
 * Creates a proxied CNAME for the subdomain (`POST /zones/{zone}/dns_records`). A record that
 * already exists for the host counts as success, so a retry after a partial failure is safe.
 */
export function cloudflareDns(settings: CloudflareSettings): DomainProvider {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const url = `${base}/zones/${encodeURIComponent(settings.zoneId)}/dns_records`;
  return {
    name: 'cloudflare',
    async addSubdomain(domain) {
      const res = await callProvider(url, {
        method: 'POST',
        token: settings.token,
        body: { type: 'CNAME', name: domain, content: settings.target, proxied: true, ttl: 1 },
        timeoutMs: settings.timeoutMs,
      });
      if ('failed' in res) return res.failed;
      const errors = errorsOf(res.body);
      if (res.status >= 200 && res.status < 300 && field(res.body, 'success') === true) return SUCCEEDED;
      if (errors.length > 0 && errors.every((e) => ALREADY_EXISTS.has(e.code))) return SUCCEEDED;
      const detail = errors.map((e) => `${e.code} ${e.message}`.trim()).join('; ');
      return failed(`cloudflare answered ${res.status}${detail ? `: ${detail}` : ''}`);
    },
  };
}
