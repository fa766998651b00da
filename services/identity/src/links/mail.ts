import type { OutgoingMail } from '@platform/kernel/mail';
import type { LinkKind } from './store.js';

/** The `type` a link carries on the wire (GoTrue's verification types). */
export const VERIFICATION_TYPE: Record<LinkKind, 'signup' | 'recovery' | 'email_change' | 'invite'> = {
  confirmation: 'signup',
  recovery: 'recovery',
  email_change: 'email_change',
  invite: 'invite',
};

export interface LinkMail {
  readonly kind: LinkKind;
  readonly to: string;
  /** `{IDENTITY_URL}/verify?token=…&type=…&redirect_to=…` */
  readonly link: string;
  readonly token: string;
  readonly ttlSeconds: number;
}

const WORDING: Record<LinkKind, { subject: string; intro: string; action: string; unasked: string }> = {
  confirmation: {
    subject: 'Confirm your sign-up',
    intro: 'Thank you for signing up. Follow this link to confirm your e-mail address and sign in:',
    action: 'Confirm my e-mail address',
    unasked: 'If you did not sign up, ignore this mail: no account is activated without the link.',
  },
  recovery: {
    subject: 'Reset your password',
    intro:
      'Someone asked to reset the password of this account. Follow this link to sign in and choose a new password:',
    action: 'Reset my password',
    unasked: 'If you did not ask, ignore this mail: your password stays as it is.',
  },
  email_change: {
    subject: 'Confirm your new e-mail address',
    intro: 'Follow this link to make this the e-mail address of your account:',
    action: 'Confirm the new address',
    unasked: 'If you did not ask for this change, ignore this mail: the account keeps its current address.',
  },
  invite: {
    subject: 'You have been invited',
    intro:
      'An administrator has opened an account for you. Follow this link to accept the invitation and choose your password:',
    action: 'Accept the invitation',
    unasked:
      'If you were not expecting this invitation, ignore this mail: nobody can sign in to the account without a password chosen from the link.',
  },
};

function lifetime(seconds: number): string {
  if (seconds % 86400 === 0) return seconds === 86400 ? '1 day' : `${seconds / 86400} days`;
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One mail, readable as plain text (the .eml a developer opens) and as HTML in a mail client. */
export function linkMail(mail: LinkMail): OutgoingMail {
  const words = WORDING[mail.kind];
  const validity = `The link works once and expires in ${lifetime(mail.ttlSeconds)}.`;
  const text = [
    words.intro,
    '',
    mail.link,
    '',
    validity,
    `An app that verifies links itself can pass this token_hash with type ${VERIFICATION_TYPE[mail.kind]}:`,
    mail.token,
    '',
    words.unasked,
    '',
  ].join('\n');
  const link = escapeHtml(mail.link);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(words.intro)}</p>`,
    `<p><a href="${link}">${escapeHtml(words.action)}</a></p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p style="color: #555">${escapeHtml(words.unasked)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: mail.to, subject: words.subject, text, html };
}
