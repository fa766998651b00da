import type { SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from './mailer.js';

export function toNodemailer(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: typeof mail.to === 'string' ? mail.to : [...mail.to],
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            ...(a.contentType ? { contentType: a.contentType } : {}),
          })),
        }
      : {}),
  };
}
