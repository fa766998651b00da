export {
  type MailboxEntry,
  parseMail,
  type ReceivedAttachment,
  type ReceivedMail,
  readMailbox,
} from './mailbox.js';
export type { MailAttachment, Mailer, OutgoingMail, SentMail } from './mailer.js';
export { type MailConfig, openMailer } from './open.js';
