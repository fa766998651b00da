import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '@platform/kernel/db';
import { DomainError } from '@platform/kernel/errors';
import type { Mailer } from '@platform/kernel/mail';
import type { SignedInCaller } from '../auth/service.js';
import {
  bannedFromLink,
  emailSentTooRecently,
  invitationNotSent,
  linkInvalid,
  unsupportedVerificationType,
  validationFailed,
} from '../shared/errors.js';
import type { Visitor } from '../shared/visitor.js';
import { type Session, sessionView } from '../tokens/schemas.js';
import { isBanned, type SessionSettings, startSession } from '../tokens/service.js';
import { normaliseEmail } from '../users/service.js';
import { findUserByEmail, type UserRow } from '../users/store.js';
import { errorRedirect, sessionRedirect } from './fragment.js';
import { linkMail, VERIFICATION_TYPE } from './mail.js';
import { type RedirectPolicy, redirectTarget } from './redirect.js';
import {
  applyEmailChange,
  confirmAddress,
  consumeLink,
  issueLink,
  type LinkKind,
  recordEmailChange,
} from './store.js';

/** Where a mail that could not be sent is reported (the answer to the client stays the same). */
export interface MailLog {
  error(details: Record<string, unknown>, message: string): void;
}

export interface LinkSettings {
  readonly db: Db;
  readonly mailer: Pick<Mailer, 'send'>;
  readonly logger: MailLog;
  /** IDENTITY_URL: links lead to its `/verify`. */
  readonly issuer: string;
  readonly redirects: RedirectPolicy;
  readonly linkTtlSeconds: number;
  /** INVITE_LINK_TTL_SECONDS: an invitation waits for its person longer than a recovery link. */
  readonly inviteTtlSeconds: number;
  readonly emailMinIntervalSeconds: number;
}

function ttlOf(settings: LinkSettings, kind: LinkKind): number {
  return kind === 'invite' ? settings.inviteTtlSeconds : settings.linkTtlSeconds;
}

function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function verifyUrl(settings: LinkSettings, token: string, kind: LinkKind, redirectTo: string): string {
  const url = new URL(`${settings.issuer.replace(/\/+$/, '')}/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', VERIFICATION_TYPE[kind]);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

interface LinkRequest {
  readonly userId: string;
  readonly kind: LinkKind;
  readonly email: string;
  /** The `redirect_to` the client asked for; SITE_URL unless the allow-list admits it. */
  readonly redirectTo: string | undefined;
}

/**
 * Issues a link in `db` (which may be a transaction) and returns the mail to send once it is
 * committed; `undefined` when a link of this kind went out less than the minimum interval ago.
 */
async function prepareLink(settings: LinkSettings, db: Queryable, request: LinkRequest) {
  const token = randomBytes(32).toString('hex');
  const issued = await issueLink(db, {
    userId: request.userId,
    kind: request.kind,
    email: request.email,
    tokenHash: digestOf(token),
    ttlSeconds: ttlOf(settings, request.kind),
    minIntervalSeconds: settings.emailMinIntervalSeconds,
  });
  if (!issued) return undefined;
  const redirectTo = redirectTarget(settings.redirects, request.redirectTo);
  return linkMail({
    kind: request.kind,
    to: request.email,
    link: verifyUrl(settings, token, request.kind, redirectTo),
    token,
    ttlSeconds: ttlOf(settings, request.kind),
  });
}

/**
 * For answers that must not tell whether an address has an account: a mail that fails is
 * logged for the operator, and the client gets the same answer as for an unknown address.
 */
async function sendQuietly(settings: LinkSettings, request: LinkRequest): Promise<void> {
  const mail = await prepareLink(settings, settings.db, request);
  if (!mail) return;
  try {
    await settings.mailer.send(mail);
  } catch (err) {
    settings.logger.error({ err, kind: request.kind }, 'a mailed link could not be sent');
  }
}

/** `POST /recover`: mails a recovery link when the address has an account; silent otherwise. */
export async function requestRecovery(
  _visitor: Visitor,
  settings: LinkSettings,
  email: string,
  redirectTo: string | undefined,
): Promise<void> {
  const user = await findUserByEmail(settings.db, normaliseEmail(email));
  if (!user) return;
  await sendQuietly(settings, { userId: user.id, kind: 'recovery', email: user.email, redirectTo });
}

/** The sign-up confirmation mail of a user whose address is not confirmed yet. */
export async function requestConfirmation(
  settings: LinkSettings,
  user: UserRow,
  redirectTo: string | undefined,
): Promise<void> {
  if (user.email_confirmed_at) return;
  await sendQuietly(settings, { userId: user.id, kind: 'confirmation', email: user.email, redirectTo });
}

export type ResendType = 'signup' | 'email_change';

/** `POST /resend`: the confirmation or e-mail-change mail again; silent when there is nothing to send. */
export async function resendLink(
  _visitor: Visitor,
  settings: LinkSettings,
  request: { readonly type: string; readonly email: string },
  redirectTo: string | undefined,
): Promise<void> {
  if (request.type !== 'signup' && request.type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change');
  }
  const user = await findUserByEmail(settings.db, normaliseEmail(request.email));
  if (!user) return;
  if (request.type === 'signup') return requestConfirmation(settings, user, redirectTo);
  if (!user.new_email) return;
  await sendQuietly(settings, { userId: user.id, kind: 'email_change', email: user.new_email, redirectTo });
}

/**
 * `PUT /user` with a new address: the change waits for the link mailed to that address.
 * The caller is signed in, so a mail sent too recently or failing is told as it is.
 */
export async function requestEmailChange(
  caller: SignedInCaller,
  settings: LinkSettings,
  newEmail: string,
  redirectTo: string | undefined,
): Promise<UserRow> {
  const prepared = await settings.db.transaction(async (tx) => {
    const mail = await prepareLink(settings, tx, {
      userId: caller.user.id,
      kind: 'email_change',
      email: newEmail,
      redirectTo,
    });
    if (!mail) throw emailSentTooRecently(settings.emailMinIntervalSeconds);
    const pending = await recordEmailChange(tx, caller.user.id, newEmail);
    if (!pending) throw linkInvalid();
    return { mail, pending };
  });
  await settings.mailer.send(prepared.mail);
  return prepared.pending;
}

/**
 * The invitation of a person an administrator added (`POST /invite`): a link that confirms the
 * address and opens a session, after which the person chooses a password with `PUT /user`.
 * Issued in `tx` and sent before it commits, so that an invitation that could not be sent
 * leaves no new user behind. An administrator may be told the truth: a second invitation
 * within the minimum interval is 429, a mail server that refuses it 503.
 */
export async function mailInvitation(
  settings: LinkSettings,
  tx: Queryable,
  user: UserRow,
  redirectTo: string | undefined,
): Promise<void> {
  const mail = await prepareLink(settings, tx, {
    userId: user.id,
    kind: 'invite',
    email: user.email,
    redirectTo,
  });
  if (!mail) throw emailSentTooRecently(settings.emailMinIntervalSeconds);
  try {
    await settings.mailer.send(mail);
  } catch (err) {
    settings.logger.error({ err, kind: 'invite' }, 'an invitation could not be sent');
    throw invitationNotSent();
  }
}

/** GoTrue's verification types and the links each one may use. */
const KINDS_OF_TYPE = new Map<string, readonly LinkKind[]>([
  ['signup', ['confirmation']],
  ['invite', ['invite']],
  ['recovery', ['recovery']],
  ['email_change', ['email_change']],
  ['email', ['confirmation', 'invite', 'recovery']],
]);

/**
 * `POST /verify` and `GET /verify`: spends the link and opens a session, as GoTrue does.
 * A confirmation, invitation or recovery link confirms the address it went to (only while that
 * is still the account's address); an e-mail-change link moves the account to the new address.
 */
export async function verifyLink(
  _visitor: Visitor,
  settings: LinkSettings & SessionSettings,
  type: string,
  token: string,
): Promise<Session> {
  const kinds = KINDS_OF_TYPE.get(type);
  if (!kinds) throw unsupportedVerificationType();
  // Everything below rolls back on refusal, so a banned user's link still works once the ban ends.
  const user = await settings.db.transaction(async (tx) => {
    const link = await consumeLink(tx, digestOf(token), kinds);
    if (!link?.live) throw linkInvalid();
    const user =
      link.kind === 'email_change'
        ? await applyEmailChange(tx, link.user_id, link.email)
        : await confirmAddress(tx, link.user_id, link.email);
    if (!user) throw linkInvalid();
    if (isBanned(user)) throw bannedFromLink();
    return user;
  });
  return sessionView(await startSession(settings, user));
}

/**
 * `GET /verify`, the mailed link itself: the browser is sent on to `redirect_to` (when allowed,
 * else SITE_URL) with the session in the fragment, or the refusal in GoTrue's error fragment.
 */
export async function followLink(
  visitor: Visitor,
  settings: LinkSettings & SessionSettings,
  link: { readonly token: string; readonly type: string; readonly redirect_to?: string | undefined },
): Promise<string> {
  const target = redirectTarget(settings.redirects, link.redirect_to);
  try {
    return sessionRedirect(target, await verifyLink(visitor, settings, link.type, link.token), link.type);
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return errorRedirect(target, err);
  }
}
