import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '@platform/kernel/errors';
import ical from 'ical-generator';
import type { Scope, Visitor } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { openDeadlines, saveTokenHash, tenantOfToken } from './store.js';

const FEED_PATH = '/api/v1/deadlines.ics';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret for the tenant's feed; the previous link stops working. */
export async function rotateFeedToken(
  { tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db' | 'config'>,
): Promise<{ token: string; url: string }> {
  const token = randomBytes(24).toString('base64url');
  await saveTokenHash(deps.db, tenantId, hashOf(token));
  const base = deps.config.COMPLIANCE_PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  return { token, url: `${base}${FEED_PATH}?token=${token}` };
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
