import { join } from 'node:path';
import { openFileMailer } from './file-mailer.js';
import type { Mailer } from './mailer.js';
import { openSmtpMailer } from './smtp-mailer.js';

export interface MailConfig {
  readonly SMTP_URL?: string | undefined;
  readonly DATA_DIR: string;
  readonly MAIL_FROM: string;
}

/** SMTP when `SMTP_URL` is set, else `.eml` files under `DATA_DIR/mail`. */
export function openMailer(config: MailConfig): Mailer {
  if (config.SMTP_URL) return openSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return openFileMailer(join(config.DATA_DIR, 'mail'), config.MAIL_FROM);
}
