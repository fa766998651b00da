import type { DomainProvider } from '../shared/domain-providers.js';
import { callProvider, failed, field, SUCCEEDED } from './http.js';

export interface VercelSettings {
  readonly apiUrl: string;
  readonly token: string;
  readonly projectId: string;
  readonly teamId?: string | undefined;
  readonly timeoutMs: number;
}

function errorText(status: number, body: unknown): string {
  const message = field(body, 'error', 'message');
  const code = field(body, 'error', 'code');
  return `vercel answered ${status}${typeof code === 'string' ? ` ${code}` : ''}${typeof message === 'string' ? `: ${message}` : ''}`;
}

/**
 * Adds the subdomain to the Vercel project (`POST /v10/projects/{id}/domains`). A 409 means
 * the domain exists somewhere: it counts as success only when it is this project's, which
 * `GET /v9/projects/{id}/domains/{domain}` tells.
 */
export function vercelHosting(settings: VercelSettings): DomainProvider {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const project = encodeURIComponent(settings.projectId);
  const team = settings.teamId ? `?teamId=${encodeURIComponent(settings.teamId)}` : '';
  return {
    name: 'vercel',
    async addSubdomain(domain) {
      const added = await callProvider(`${base}/v10/projects/${project}/domains${team}`, {
        method: 'POST',
        token: settings.token,
        body: { name: domain },
        timeoutMs: settings.timeoutMs,
      });
      if ('failed' in added) return added.failed;
      if (added.status >= 200 && added.status < 300) return SUCCEEDED;
      if (added.status !== 409) return failed(errorText(added.status, added.body));
      const existing = await callProvider(
        `${base}/v9/projects/${project}/domains/${encodeURIComponent(domain)}${team}`,
        { method: 'GET', token: settings.token, timeoutMs: settings.timeoutMs },
      );
      if ('failed' in existing) return existing.failed;
      return existing.status === 200 ? SUCCEEDED : failed(errorText(added.status, added.body));
    },
  };
}
