import type { MailboxEntry } from '@platform/kernel/mail';

/** The `/verify` link of a mail, as a URL. */
export function linkOf(mail: MailboxEntry | undefined): URL {
  const match = /https?:\/\/\S+\/verify\?\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no verification link in ${JSON.stringify(mail?.text)}`);
  return new URL(match[0]);
}

/** The token_hash the link carries. */
export function tokenOf(mail: MailboxEntry | undefined): string {
  const token = linkOf(mail).searchParams.get('token');
  if (!token) throw new Error('link without a token');
  return token;
}

/** The newest mail to `address`. */
export async function lastMailTo(
  mailbox: () => Promise<MailboxEntry[]>,
  address: string,
): Promise<MailboxEntry | undefined> {
  return (await mailbox()).filter((mail) => mail.to.includes(address)).at(-1);
}
