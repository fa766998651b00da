import { toNodemailer, transportOnFirstUse } from './compose.js';
import type { Mailer, OutgoingMail, SentMail } from './mailer.js';

/** Options such as pooling or TLS go in the URL (`smtps://user:pass@host:465?pool=true`). */
export function openSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = transportOnFirstUse(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail): Promise<SentMail> {
      const info = await (await transport.get()).sendMail(toNodemailer(mail, from));
      return { messageId: info.messageId };
    },
    async close(): Promise<void> {
      transport.close();
    },
  };
}
