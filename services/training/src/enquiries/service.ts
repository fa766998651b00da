import type { Db } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import { behindChallenge, type ChallengeGate } from '../challenge/service.js';
import type { Actor } from '../shared/admin.js';
import type { Paged } from '../shared/schemas.js';
import { settleMove, sourcesOf, type Transitions } from '../shared/state-machine.js';
import { type EnquiryStatus, type EnquiryView, insertEnquiry, listEnquiries, moveEnquiry } from './store.js';

export const ENQUIRY_TRANSITIONS: Transitions<EnquiryStatus> = {
  new: ['in_progress', 'closed'],
  in_progress: ['resolved'],
  resolved: ['closed'],
  closed: [],
};

export function submitContact(
  gate: ChallengeGate,
  db: Db,
  input: { name: string; email: string; message: string; challengeToken: string; remoteIp: string },
): Promise<EnquiryView> {
  return behindChallenge(gate, db, { value: input.challengeToken, remoteIp: input.remoteIp }, (tx) =>
    insertEnquiry(tx, input),
  );
}

export function browseEnquiries(
  _actor: Actor,
  db: Db,
  filter: { status?: EnquiryStatus | undefined },
  page: Page,
): Promise<Paged<EnquiryView>> {
  return listEnquiries(db, filter, page);
}

export async function changeEnquiryStatus(
  actor: Actor,
  db: Db,
  id: string,
  to: EnquiryStatus,
): Promise<EnquiryView> {
  const result = await moveEnquiry(db, actor, id, to, sourcesOf(ENQUIRY_TRANSITIONS, to));
  return settleMove(result, 'Enquiry', to);
}
