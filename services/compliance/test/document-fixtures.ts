import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
GlobalFonts.registerFromPath(FONT, 'DejaVu Sans');

/** Text lines of the four document types, as their real counterparts word them. */
export const PAN_CARD = [
  'INCOME TAX DEPARTMENT',
  'GOVT. OF INDIA',
  'Permanent Account Number Card',
  'ABCPK1234F',
  'Name: RAVI KUMAR',
  "Father's Name: SURESH KUMAR",
  'Date of Birth: 15/08/1985',
];

export const GST_CERTIFICATE = (gstin = '27AAPFU0939F1ZV') => [
  'Government of India',
  'Form GST REG-06',
  'Registration Certificate',
  `Registration Number: ${gstin}`,
  '1. Legal Name: UNIQUE TRADERS PRIVATE LIMITED',
  '2. Trade Name, if any: UNIQUE TRADERS',
  '3. Constitution of Business: Private Limited Company',
  '4. Address of Principal Place of Business: 12 MG Road, Pune, Maharashtra, 411001',
  '5. Date of Liability: 01/07/2017',
];

export const INCORPORATION_CERTIFICATE = [
  'GOVERNMENT OF INDIA',
  'MINISTRY OF CORPORATE AFFAIRS',
  'Registrar of Companies, Maharashtra',
  'Certificate of Incorporation',
  'I hereby certify that ACME TECHNOLOGIES PRIVATE LIMITED is incorporated',
  'on this 12th day of March 2020 under the Companies Act, 2013.',
  'The Corporate Identity Number of the company is U72900MH2020PTC123456.',
];

export const FINANCIAL_STATEMENT = [
  'ACME TECHNOLOGIES PRIVATE LIMITED',
  'Balance Sheet as at 31 March 2024',
  'Statement of Profit and Loss for the year ended 31 March 2024',
  'Revenue from Operations 12,50,00,000',
  'Paid-up Share Capital 1,00,00,000',
  'Net Worth 4,75,50,000',
  'Total Borrowings 2,20,00,000',
];

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A PDF with a text layer holding `lines`. */
export function textPdf(lines: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const done = collect(doc);
  doc.font(FONT).fontSize(12);
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

/** A PNG of `lines` in black on white, as a scanner would give it. */
export async function textPng(lines: readonly string[]): Promise<Buffer> {
  const width = 1400;
  const canvas = createCanvas(width, 80 + lines.length * 56);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000000';
  g.font = '30px "DejaVu Sans"';
  lines.forEach((line, i) => {
    g.fillText(line, 40, 60 + i * 56);
  });
  return canvas.encode('png');
}

/** The same as a TIFF (sharp converts the PNG). */
export async function textTiff(lines: readonly string[]): Promise<Buffer> {
  return sharp(await textPng(lines))
    .tiff()
    .toBuffer();
}

/** A PDF whose page is only an image of `lines`: no text layer, as from a scanner. */
export async function scannedPdf(lines: readonly string[]): Promise<Buffer> {
  const png = await textPng(lines);
  const doc = new PDFDocument({ size: 'A4', margin: 20 });
  const done = collect(doc);
  doc.image(png, 20, 20, { width: 555 });
  doc.end();
  return done;
}

export interface FilePart {
  readonly filename: string;
  readonly contentType?: string;
  readonly bytes: Buffer;
  readonly field?: string;
}

/**
 * A multipart/form-data body: fields in order, then the file (or the file first when asked),
 * then the `after` fields.
 */
export function multipart(
  fields: Readonly<Record<string, string>>,
  file?: FilePart,
  options: { fileFirst?: boolean; after?: Readonly<Record<string, string>> } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const partsOf = (values: Readonly<Record<string, string>>) =>
    Object.entries(values).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  const fieldParts = partsOf(fields);
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
            `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]
    : [];
  if (options.fileFirst) parts.push(...fileParts, ...fieldParts);
  else parts.push(...fieldParts, ...fileParts);
  parts.push(...partsOf(options.after ?? {}));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Polls until `check` gives a value. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A PDF of the given objects (numbered from 1; the first is the catalog), with its cross-reference table. */
function pdfOf(objects: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const bytes = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(offset);
    offset += bytes.length;
    parts.push(bytes);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

function streamObject(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * zlib data of `bytes` zeros, built without deflating them all: one 16 MB block of zeros,
 * deflated once and flushed to a byte boundary, is repeated, then closed with an empty final
 * block and the Adler-32 of the whole (for n zeros: a = 1, b = n mod 65521).
 */
export function deflatedZeros(bytes: number): Buffer {
  const block = 16 * 1024 * 1024;
  const segment = deflateRawSync(Buffer.alloc(block), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const count = Math.max(1, Math.round(bytes / block));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((count * block) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: count }, () => segment),
    deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
}

/**
 * A decompression bomb: a one-page PDF of about a megabyte whose page content stream inflates
 * to `inflatedBytes` (a gigabyte) of zeros, which a PDF reader keeps whole in memory.
 */
export function bombPdf(inflatedBytes = 1024 ** 3): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << >> >>',
    streamObject('/Filter /FlateDecode', deflatedZeros(inflatedBytes)),
  ]);
}

/**
 * A scanned-looking PDF whose one page declares 200 x 200 inches and holds a 30000 x 30000 image
 * of a few hundred bytes: rasterised as it claims, the page alone would be 800 megapixels.
 */
export function hugePagePdf(): Buffer {
  const side = 14_400;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${side} ${side}] /Contents 4 0 R /Resources << /XObject << /Im0 5 0 R >> >> >>`,
    streamObject('', Buffer.from(`q ${side} 0 0 ${side} 0 0 cm /Im0 Do Q`, 'latin1')),
    streamObject(
      '/Type /XObject /Subtype /Image /Width 30000 /Height 30000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
      deflateSync(Buffer.alloc(65536)),
    ),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG header claiming `width` x `height` grey pixels (900 megapixels by default), with a
 * tiny IDAT of deflated zeros: a few hundred bytes on disk.
 */
export function hugePng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG header claiming `width` x `height` (the format's largest by default), and no image data to speak of. */
export function hugeJpeg(width = 65_000, height = 65_000): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const jfif = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, Buffer.from([0xff, 0xd9])]);
}

/**
 * A little-endian TIFF whose one page claims `width` x `height` grey pixels, its directory after
 * a block of padding so that no header sniffing sees the dimensions: the reader must.
 */
export function hugeTiff(width = 30_000, height = 30_000): Buffer {
  const padding = 8192;
  const entries: [number, number, number, number][] = [
    [256, 4, 1, width], // ImageWidth, LONG
    [257, 4, 1, height], // ImageLength
    [258, 3, 1, 8], // BitsPerSample, SHORT
    [259, 3, 1, 1], // Compression: none
    [262, 3, 1, 1], // PhotometricInterpretation: black is zero
    [273, 4, 1, 8], // StripOffsets: the padding
    [277, 3, 1, 1], // SamplesPerPixel
    [278, 4, 1, height], // RowsPerStrip
    [279, 4, 1, padding], // StripByteCounts
  ];
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 2 + i * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(count, at + 4);
    if (type === 3) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0, 0, 0, 0]);
  header.writeUInt32LE(8 + padding, 4);
  return Buffer.concat([header, Buffer.alloc(padding), ifd]);
}
