import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import {
  childrenOf,
  decodeBody,
  decodeBytes,
  decodeHeader,
  type MimeEntity,
  parseEntity,
  parseHeaderValue,
} from './mime.js';

export interface ReceivedAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export interface ReceivedMail {
  readonly messageId: string;
  readonly from: string;
  /** Bare addresses of the `To` header. */
  readonly to: string[];
  readonly subject: string;
  readonly date: string;
  /** The text/plain body, line endings as `\n`. */
  readonly text: string;
  readonly html?: string;
  readonly attachments: ReceivedAttachment[];
}

export interface MailboxEntry extends ReceivedMail {
  readonly file: string;
}

/** Every `.eml` in `dir`, oldest first; a missing folder is an empty mailbox. */
export async function readMailbox(dir: string): Promise<MailboxEntry[]> {
  const names = await readdir(dir).catch((err: unknown) => {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return [];
    throw err;
  });
  const files = names.filter((n) => n.endsWith('.eml') && !n.startsWith('.')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = join(dir, name);
      return { file, ...parseMail(await readFile(file)) };
    }),
  );
}

export function parseMail(raw: Buffer): ReceivedMail {
  // Senders end every message with a line break that is not part of the body.
  const root = parseEntity(raw.toString('latin1').replace(/\r?\n$/, ''));
  const header = (name: string) => decodeHeader(root.headers.get(name) ?? '');
  const found: { text?: string; html?: string; attachments: ReceivedAttachment[] } = { attachments: [] };
  collect(root, found);
  return {
    messageId: header('message-id'),
    from: header('from'),
    to: addressparser(header('to'), { flatten: true }).map((a) => a.address),
    subject: header('subject'),
    date: header('date'),
    text: found.text ?? '',
    ...(found.html !== undefined ? { html: found.html } : {}),
    attachments: found.attachments,
  };
}

function collect(
  entity: MimeEntity,
  found: { text?: string; html?: string; attachments: ReceivedAttachment[] },
) {
  const children = childrenOf(entity);
  if (children.length > 0) {
    for (const child of children) collect(child, found);
    return;
  }
  const type = parseHeaderValue(entity.headers.get('content-type') ?? 'text/plain');
  const disposition = parseHeaderValue(entity.headers.get('content-disposition'));
  const filename = disposition.params.get('filename') ?? type.params.get('name');
  if (disposition.value === 'attachment' || filename !== undefined) {
    found.attachments.push({
      filename: filename ?? '',
      contentType: type.value,
      content: decodeBody(entity),
    });
    return;
  }
  const body = () => decodeBytes(decodeBody(entity), type.params.get('charset')).replace(/\r\n/g, '\n');
  if (type.value === 'text/plain' && found.text === undefined) found.text = body();
  else if (type.value === 'text/html' && found.html === undefined) found.html = body();
}
