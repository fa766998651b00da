import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { toNodemailer, transportOnFirstUse } from './compose.js';
import type { Mailer, OutgoingMail, SentMail } from './mailer.js';

/**
 * `2026-05-01T08-07-57.123Z-000042-<message id>.eml`: names sort by sending time, and the
 * sequence keeps messages sent in the same millisecond in order.
 */
export function mailFileName(sentAt: Date, sequence: number, messageId: string): string {
  const stamp = sentAt.toISOString().replaceAll(':', '-');
  const id = messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]/g, '_');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${id}.eml`;
}

/** Each message becomes an RFC 822 `.eml` file, openable in any mail client. */
export function openFileMailer(dir: string, from: string): Mailer {
  const folder = resolve(dir);
  const transport = transportOnFirstUse({ streamTransport: true, buffer: true, newline: 'windows' });
  let sequence = 0;
  return {
    kind: 'file',
    async send(mail: OutgoingMail): Promise<SentMail> {
      const info = await (await transport.get()).sendMail(toNodemailer(mail, from));
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not buffer the message');
      sequence += 1;
      const name = mailFileName(new Date(), sequence, info.messageId);
      const file = join(folder, name);
      await mkdir(folder, { recursive: true });
      // A reader listing the folder must never see half a message, hence the rename.
      await writeFile(join(folder, `.${name}.tmp`), info.message, { flag: 'wx' });
      await rename(join(folder, `.${name}.tmp`), file);
      return { messageId: info.messageId, file };
    },
    async close(): Promise<void> {
      transport.close();
    },
  };
}
