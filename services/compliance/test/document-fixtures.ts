import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
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
