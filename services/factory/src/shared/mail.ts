import type { OutgoingMail } from '@platform/kernel/mail';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A mail that asks one person to follow one link. */
export interface LinkMail {
  readonly to: string;
  readonly subject: string;
  /** The person's own name: the greeting is theirs, never their organisation's. */
  readonly name: string;
  /** What happened and what to do, before the link. */
  readonly intro: string;
  readonly link: string;
  readonly action: string;
  /** How long the link works, what to do if unasked: after the link. */
  readonly after: readonly string[];
}

/**
 * Every mail the factory sends, as a text part and an HTML part saying the same thing; every
 * value is escaped in the HTML, so a name cannot add markup.
 */
export function linkMail(mail: LinkMail): OutgoingMail {
  const greeting = `Hello ${mail.name},`;
  const text = [greeting, mail.intro, `${mail.action}: ${mail.link}`, ...mail.after].join('\n\n');
  const link = escapeHtml(mail.link);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(mail.intro)}</p>`,
    `<p><a href="${link}">${escapeHtml(mail.action)}</a></p>`,
    ...mail.after.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to: mail.to, subject: mail.subject, text: `${text}\n`, html };
}
