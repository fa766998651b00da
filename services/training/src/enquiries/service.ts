import type { Page } from '@platform/kernel/http';
import { behindChallenge, type FormDeps } from '../challenge/service.js';
import type { Actor, Visitor } from '../shared/admin.js';
import type { Uses } from '../shared/deps.js';
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
  visitor: Visitor,
  deps: FormDeps,
  input: { name: string; email: string; message: string; challengeToken: string },
): Promise<EnquiryView> {
  return behindChallenge(visitor, deps, input.challengeToken, (tx) => insertEnquiry(tx, input));
}

export function browseEnquiries(
  _actor: Actor,
  deps: Uses<'db'>,
  filter: { status?: EnquiryStatus | undefined },
  page: Page,
): Promise<Paged<EnquiryView>> {
  return listEnquiries(deps.db, filter, page);
}

export async function changeEnquiryStatus(
  actor: Actor,
  deps: Uses<'db'>,
  id: string,
  to: EnquiryStatus,
): Promise<EnquiryView> {
  const result = await moveEnquiry(deps.db, actor, id, to, sourcesOf(ENQUIRY_TRANSITIONS, to));
  return settleMove(result, 'Enquiry', to);
}
