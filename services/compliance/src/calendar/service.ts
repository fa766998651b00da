import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '@platform/kernel/errors';
import ical from 'ical-generator';
import type { ComplianceConfig } from '../config.js';
import type { Scope, Visitor } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { openDeadlines, saveTokenHash, tenantOfToken, tokenIssuedAt } from './store.js';

const FEED_PATH = '/api/v1/deadlines.ics';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Addresses a listener bound to every interface answers on; a link names the machine instead. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]', '']);

/**
 * Where clients reach the compliance listener: `COMPLIANCE_PUBLIC_URL`, or else the listener's
 * own address (`http://<HOST>:<COMPLIANCE_PORT>`, `localhost` for a listener bound to every
 * interface), which is right on a developer's machine and wrong behind any proxy: deployments
 * set the variable.
 */
export function publicBaseUrl(
  config: Pick<ComplianceConfig, 'COMPLIANCE_PUBLIC_URL' | 'HOST' | 'COMPLIANCE_PORT'>,
): string {
  if (config.COMPLIANCE_PUBLIC_URL) return config.COMPLIANCE_PUBLIC_URL.replace(/\/+$/, '');
  const host = config.HOST.trim();
  const name = ANY_ADDRESS.has(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return `http://${name}:${config.COMPLIANCE_PORT}`;
}

export interface FeedLink {
  token: string;
  url: string;
  issuedAt: string;
}

/**
 * A new secret for the tenant's feed, and the feed's absolute link with it: the first creates the
 * feed, a later one rotates it (the previous link stops working at once). Only the secret's hash
 * is kept, so this is the one time it can be read.
 */
export async function rotateFeedToken(
  { tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db' | 'config'>,
): Promise<FeedLink> {
  const token = randomBytes(24).toString('base64url');
  const issuedAt = await saveTokenHash(deps.db, tenantId, hashOf(token));
  return {
    token,
    url: `${publicBaseUrl(deps.config)}${FEED_PATH}?token=${token}`,
    issuedAt: issuedAt.toISOString(),
  };
}

/** Whether the tenant has a feed link, and since when (its secret is never shown again). */
export async function feedTokenStatus(
  { tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db'>,
): Promise<{ active: boolean; issuedAt: string | null }> {
  const issuedAt = await tokenIssuedAt(deps.db, tenantId);
  return { active: issuedAt !== undefined, issuedAt: issuedAt?.toISOString() ?? null };
}

/** Noon UTC of a due day: the same calendar day in every time zone a reader may be in. */
const dayOf = (isoDay: string) => new Date(`${isoDay}T12:00:00.000Z`);

/** The tenant's open deadlines as iCalendar text, one all-day event per instance; unknown token 404. */
export async function feedOf(
  _visitor: Visitor,
  deps: Pick<ComplianceDeps, 'db'>,
  token: string,
): Promise<string> {
  const tenant = await tenantOfToken(deps.db, hashOf(token));
  if (!tenant) throw notFound('Calendar');
  const calendar = ical({
    name: `${tenant.name}: compliance deadlines`,
    prodId: { company: 'platform', product: 'compliance', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const d of await openDeadlines(deps.db, tenant.id)) {
    calendar.createEvent({
      id: `${d.id}@compliance`,
      start: dayOf(d.due_date),
      allDay: true,
      summary: `Due: ${d.workflow_name} (${d.entity_name})`,
      description: [d.legal_reference, d.penalty ? `If missed: ${d.penalty}` : null, `Status ${d.status}`]
        .filter(Boolean)
        .join('\n'),
      lastModified: d.updated_at,
    });
  }
  return calendar.toString();
}
