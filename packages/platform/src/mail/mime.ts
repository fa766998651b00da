/**
 * Just enough MIME to read back what the platform sends: headers with RFC 2047 words,
 * nested multiparts, quoted-printable and base64 bodies, and attachment names (RFC 2231).
 * Messages are handled as latin1 strings so every byte survives until its charset is known.
 */

export interface MimeEntity {
  readonly headers: ReadonlyMap<string, string>;
  /** Undecoded body, one char per byte. */
  readonly rawBody: string;
}

export interface HeaderValue {
  readonly value: string;
  readonly params: ReadonlyMap<string, string>;
}

export function parseEntity(raw: string): MimeEntity {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const rawBody = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, rawBody };
}

/** `text/plain; charset="utf-8"` → value and decoded parameters, RFC 2231 continuations joined. */
export function parseHeaderValue(header: string | undefined): HeaderValue {
  const [value = '', ...rest] = (header ?? '').match(/(?:[^;"]|"(?:[^"\\]|\\.)*")+/g) ?? [];
  const pieces = new Map<string, { index: number; text: string; encoded: boolean }[]>();
  for (const param of rest) {
    const match = /^\s*([\w.-]+?)(?:\*(\d+))?(\*)?\s*=\s*(?:"((?:[^"\\]|\\.)*)"|(\S*))\s*$/.exec(param);
    if (!match?.[1]) continue;
    const name = match[1].toLowerCase();
    const list = pieces.get(name) ?? [];
    list.push({
      index: Number(match[2] ?? 0),
      text: match[4] !== undefined ? match[4].replace(/\\(.)/g, '$1') : (match[5] ?? ''),
      encoded: match[3] === '*',
    });
    pieces.set(name, list);
  }
  const params = new Map<string, string>();
  for (const [name, list] of pieces) {
    list.sort((a, b) => a.index - b.index);
    const first = list[0];
    if (!first?.encoded) {
      params.set(name, decodeHeader(list.map((p) => p.text).join('')));
      continue;
    }
    const [, charset = 'utf-8', , encoded = ''] = /^([^']*)'([^']*)'(.*)$/.exec(first.text) ?? [];
    const joined =
      encoded +
      list
        .slice(1)
        .map((p) => p.text)
        .join('');
    params.set(name, decodeBytes(percentDecode(joined), charset));
  }
  return { value: value.trim().toLowerCase(), params };
}

/** Header text as the reader sees it: raw UTF-8 restored and `=?utf-8?Q?...?=` words decoded. */
export function decodeHeader(raw: string): string {
  const text = Buffer.from(raw, 'latin1').toString('utf8');
  return text
    .replace(/(=\?[^?]+\?[bqBQ]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g,
      (_word, charset: string, encoding: string, data: string) => {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : decodeQuotedPrintable(data.replaceAll('_', ' '));
        return decodeBytes(bytes, charset);
      },
    );
}

export function decodeQuotedPrintable(input: string): Buffer {
  const text = input.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

export function decodeBody(entity: MimeEntity): Buffer {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.rawBody.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.rawBody);
  return Buffer.from(entity.rawBody, 'latin1');
}

export function decodeBytes(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** The parts of a multipart entity, or nothing for a leaf. */
export function childrenOf(entity: MimeEntity): MimeEntity[] {
  const type = parseHeaderValue(entity.headers.get('content-type'));
  const boundary = type.params.get('boundary');
  if (!type.value.startsWith('multipart/') || !boundary) return [];
  const sections = entity.rawBody.split(`--${boundary}`);
  const children: MimeEntity[] = [];
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    children.push(parseEntity(section.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n$/, '')));
  }
  return children;
}

function percentDecode(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}
