import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { OutgoingMail } from './mailer.js';

export interface LazyTransport<Info> {
  /** The transport, made on the first call. */
  get(): Promise<Transporter<Info>>;
  close(): void;
}

/**
 * nodemailer's transport, made when the first message is sent: loading nodemailer costs every
 * start some 60 ms, and most starts send nothing for a while.
 */
export function transportOnFirstUse(options: string): LazyTransport<SMTPTransport.SentMessageInfo>;
export function transportOnFirstUse(
  options: StreamTransport.Options,
): LazyTransport<StreamTransport.SentMessageInfo>;
export function transportOnFirstUse(
  options: string | StreamTransport.Options,
): LazyTransport<SMTPTransport.SentMessageInfo | StreamTransport.SentMessageInfo> {
  let made: Promise<Transporter<SMTPTransport.SentMessageInfo | StreamTransport.SentMessageInfo>> | undefined;
  let transport: Transporter<SMTPTransport.SentMessageInfo | StreamTransport.SentMessageInfo> | undefined;
  return {
    get() {
      made ??= import('nodemailer').then(({ createTransport }) => {
        transport = typeof options === 'string' ? createTransport(options) : createTransport(options);
        return transport;
      });
      return made;
    },
    close() {
      transport?.close();
    },
  };
}

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
