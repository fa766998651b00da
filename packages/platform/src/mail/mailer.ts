export interface MailAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType?: string;
}

export interface OutgoingMail {
  readonly to: string | readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
}

export interface SentMail {
  readonly messageId: string;
  /** Where the message was written, when mail goes to files instead of a server. */
  readonly file?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): Promise<void>;
}
