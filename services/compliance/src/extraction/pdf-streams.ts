/**
 * What a PDF's streams decode to, measured before the PDF library sees the file. pdf.js keeps a
 * decoded stream whole in memory, so a page whose content stream is a megabyte of deflated
 * zeros becomes a gigabyte there; here every stream is inflated and counted, never kept, and the
 * count stops as soon as the document's budget is spent.
 */
import { constants, createInflate, inflateSync } from 'node:zlib';

export class InflationBudgetExceeded extends Error {
  constructor(readonly maxBytes: number) {
    super(`The document's compressed streams expand to more than ${maxBytes} bytes`);
    this.name = 'InflationBudgetExceeded';
  }
}

/** Filters that can expand their input; a stream's chain is decoded up to the first image codec. */
const EXPANDING = new Set([
  'FlateDecode',
  'Fl',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
]);

interface StreamSpan {
  readonly filters: readonly string[];
  readonly start: number;
  readonly end: number;
}

/** `stream` preceded by the end of its dictionary and followed by an end of line. */
const STREAM_KEYWORD = />>\s*stream(?:\r\n|\n|\r)/g;

function filtersOf(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary);
  if (!match?.[1]) return [];
  return [...match[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => m[1] ?? '');
}

/** Every stream of the file with its filters, found in the bytes (object streams hold no streams). */
function streamsOf(bytes: Uint8Array): StreamSpan[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const spans: StreamSpan[] = [];
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const keyword = match.index ?? 0;
    const start = keyword + match[0].length;
    const objectStart = text.lastIndexOf(' obj', keyword);
    const dictionary = text.slice(Math.max(objectStart, keyword - 4096, 0), keyword + 2);
    const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const length = declared ? Number(declared[1]) : Number.NaN;
    const endKeyword = text.indexOf('endstream', start);
    const end =
      Number.isSafeInteger(length) && start + length <= text.length
        ? start + length
        : endKeyword < 0
          ? text.length
          : endKeyword;
    spans.push({ filters: filtersOf(dictionary), start, end });
  }
  return spans;
}

/** Counts what deflated data inflates to, keeping none of it; stops past `limit`. */
function countInflated(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // A truncated stream is read as far as it goes, as pdf.js does.
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    let total = 0;
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      if (err) reject(err);
      else resolve(total);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) finish(new InflationBudgetExceeded(limit));
    });
    inflate.on('end', () => finish());
    // Corrupt data: pdf.js would stop there too, so what was inflated is what counts.
    inflate.on('error', () => finish());
    inflate.end(data);
  });
}

/** Inflates an intermediate stage of a filter chain, at most `limit` bytes of it. */
function inflateBounded(data: Uint8Array, limit: number): Uint8Array {
  try {
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limit + 1 });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)
      throw new InflationBudgetExceeded(limit);
    return new Uint8Array(0);
  }
}

/**
 * LZW as PDF writes it (EarlyChange 1). Counting needs only each code's length; the bytes are
 * rebuilt only when another filter follows (`keep`).
 */
function decodeLzw(data: Uint8Array, limit: number, keep: boolean): { length: number; bytes: Uint8Array } {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    lengths[i] = 1;
  }
  let size = 258;
  let bits = 9;
  let buffer = 0;
  let held = 0;
  let previous = -1;
  let total = 0;
  const out: number[] = [];
  const firstByte = (code: number) => {
    let c = code;
    while ((prefix[c] ?? -1) >= 0) c = prefix[c] ?? -1;
    return suffix[c] ?? 0;
  };
  const emit = (code: number) => {
    const length = lengths[code] ?? 0;
    const at = out.length;
    for (let i = 0; i < length; i++) out.push(0);
    let c = code;
    for (let i = length - 1; i >= 0; i--) {
      out[at + i] = suffix[c] ?? 0;
      c = prefix[c] ?? -1;
    }
  };
  for (const byte of data) {
    buffer = ((buffer << 8) | byte) & 0xffffff;
    held += 8;
    while (held >= bits) {
      const code = (buffer >>> (held - bits)) & ((1 << bits) - 1);
      held -= bits;
      if (code === 256) {
        size = 258;
        bits = 9;
        previous = -1;
        continue;
      }
      if (code === 257) return { length: total, bytes: Uint8Array.from(out) };
      if (code > size || (code === size && previous < 0))
        return { length: total, bytes: Uint8Array.from(out) };
      if (previous >= 0 && size < 4096) {
        // The new entry: the previous string and the first byte of this one (or of itself, KwKwK).
        prefix[size] = previous;
        suffix[size] = firstByte(code === size ? previous : code);
        lengths[size] = (lengths[previous] ?? 0) + 1;
        size += 1;
      }
      total += lengths[code] ?? 0;
      if (total > limit) throw new InflationBudgetExceeded(limit);
      if (keep) emit(code);
      previous = code;
      const next = size + 1;
      bits = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
    }
  }
  return { length: total, bytes: Uint8Array.from(out) };
}

function runLengthLength(data: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < data.length; ) {
    const n = data[i] ?? 128;
    if (n === 128) break;
    if (n < 128) {
      total += n + 1;
      i += n + 2;
    } else {
      total += 257 - n;
      i += 2;
    }
  }
  return total;
}

function decodeAsciiHex(data: Uint8Array): Uint8Array {
  const hex = Buffer.from(data)
    .toString('latin1')
    .replace(/>.*$/s, '')
    .replace(/[^0-9A-Fa-f]/g, '');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

function decodeAscii85(data: Uint8Array, limit: number): Uint8Array {
  const text = Buffer.from(data).toString('latin1').replace(/~>.*$/s, '').replace(/\s/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count - 1; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else {
      const digit = char.charCodeAt(0) - 33;
      if (digit < 0 || digit > 84) continue;
      group.push(digit);
      if (group.length === 5) flush(5);
    }
    if (out.length > limit) throw new InflationBudgetExceeded(limit);
  }
  if (group.length > 1) flush(group.length);
  return Uint8Array.from(out);
}

/** What one stream's chain of filters decodes to, up to the first image codec. */
async function decodedLength(data: Uint8Array, filters: readonly string[], limit: number): Promise<number> {
  const chain: string[] = [];
  for (const f of filters) {
    if (!EXPANDING.has(f)) break;
    chain.push(f);
  }
  let current = data;
  for (let i = 0; i < chain.length; i++) {
    const last = i === chain.length - 1;
    switch (chain[i]) {
      case 'FlateDecode':
      case 'Fl':
        if (last) return countInflated(current, limit);
        current = inflateBounded(current, limit);
        break;
      case 'LZWDecode':
      case 'LZW': {
        const decoded = decodeLzw(current, limit, !last);
        if (last) return decoded.length;
        current = decoded.bytes;
        break;
      }
      case 'RunLengthDecode':
      case 'RL':
        return runLengthLength(current);
      case 'ASCIIHexDecode':
      case 'AHx':
        current = decodeAsciiHex(current);
        break;
      default:
        current = decodeAscii85(current, limit);
    }
  }
  return current.length;
}

/**
 * The bytes every stream of the PDF decodes to, in total; throws `InflationBudgetExceeded` as
 * soon as they pass `maxBytes`. Encrypted streams inflate to nothing here (they are not
 * deflate data until decrypted) and are left to the reader's other bounds.
 */
export async function measurePdfStreams(bytes: Uint8Array, maxBytes: number): Promise<number> {
  let total = 0;
  for (const span of streamsOf(bytes)) {
    if (span.filters.length === 0) {
      total += span.end - span.start;
    } else {
      total += await decodedLength(bytes.subarray(span.start, span.end), span.filters, maxBytes - total);
    }
    if (total > maxBytes) throw new InflationBudgetExceeded(maxBytes);
  }
  return total;
}
