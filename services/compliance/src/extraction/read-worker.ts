/**
 * The worker-thread side of reading a document: the PDF text layer, rasterising scanned pages,
 * normalising images with sharp (TIFF pages included) and OCR with tesseract.js on the English
 * data shipped in @tesseract.js-data/eng (nothing is downloaded). Runs in the piscina pool, so
 * the API's event loop never waits on a page.
 */
import { createRequire } from 'node:module';
import { constants, setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker as OcrWorker, OEM } from 'tesseract.js';
import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { ReadPage, ReadResult, SupportedMime } from './model.js';

export interface ReadTask {
  readonly bytes: Uint8Array;
  readonly mime: SupportedMime;
  readonly maxPages: number;
}

// Reading yields to the API: on Linux a priority is per thread and inherited by the threads this
// one creates (the OCR engine's, the image library's), so requests keep the core first while a
// scan is read. Measured in bench (compliance-extraction): the entity read's p99 under OCR.
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // Not permitted here (some containers): reading runs at the normal priority.
}

// pdf.js calls ArrayBuffer#transferToFixedLength, which Node 20 lacks (Node 21+ has it); a copy
// does for this thread's own buffers.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number): ArrayBuffer {
      const copy = new ArrayBuffer(length ?? this.byteLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(copy.byteLength, this.byteLength)));
      return copy;
    },
  });
}

const require = createRequire(import.meta.url);
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** A page with less text than this in its text layer is taken for a scan. */
const MIN_TEXT_LAYER_CHARS = 16;
/** Narrow scans are enlarged to this width: tesseract reads small print badly. */
const OCR_MIN_WIDTH = 1600;
/** Larger scans are reduced to this width, which keeps OCR time bounded. */
const OCR_MAX_WIDTH = 3000;

let ocr: Promise<OcrWorker> | undefined;

/** One OCR engine per pool thread, created on first use and kept for the thread's life. */
function ocrEngine(): Promise<OcrWorker> {
  ocr ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true });
  return ocr;
}

/** Grey, contrast-stretched PNG at a width tesseract reads well. */
async function normalise(image: Buffer | Uint8Array, page?: number): Promise<Buffer> {
  const input = sharp(image, page === undefined ? {} : { page });
  const { width = 0 } = await input.metadata();
  let pipeline = input.rotate().greyscale().normalise();
  if (width > 0 && width < OCR_MIN_WIDTH) pipeline = pipeline.resize({ width: OCR_MIN_WIDTH });
  else if (width > OCR_MAX_WIDTH) pipeline = pipeline.resize({ width: OCR_MAX_WIDTH });
  return pipeline.flatten({ background: '#ffffff' }).png().toBuffer();
}

async function recognise(png: Buffer): Promise<ReadPage> {
  const engine = await ocrEngine();
  const { data } = await engine.recognize(png);
  return { text: data.text, method: 'ocr', ocrConfidence: data.confidence };
}

async function readPdf(bytes: Uint8Array, maxPages: number): Promise<ReadResult> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const pages: ReadPage[] = [];
    for (let i = 0; i < Math.min(totalPages, maxPages); i++) {
      const layer = text[i] ?? '';
      if (layer.replace(/\s/g, '').length >= MIN_TEXT_LAYER_CHARS) {
        pages.push({ text: layer, method: 'text', ocrConfidence: null });
        continue;
      }
      const image = await renderPageAsImage(pdf, i + 1, {
        canvasImport: () => import('@napi-rs/canvas'),
        scale: 2,
      });
      pages.push(await recognise(await normalise(new Uint8Array(image))));
    }
    return { pages, totalPages };
  } finally {
    await pdf.destroy();
  }
}

async function readImage(bytes: Uint8Array, mime: SupportedMime, maxPages: number): Promise<ReadResult> {
  const { pages: count = 1 } = await sharp(bytes).metadata();
  const totalPages = mime === 'image/tiff' ? count : 1;
  const pages: ReadPage[] = [];
  for (let i = 0; i < Math.min(totalPages, maxPages); i++) {
    pages.push(await recognise(await normalise(bytes, mime === 'image/tiff' ? i : undefined)));
  }
  return { pages, totalPages };
}

/** The pool's task: the text of a document, page by page. */
export default async function readDocument(task: ReadTask): Promise<ReadResult> {
  return task.mime === 'application/pdf'
    ? readPdf(task.bytes, task.maxPages)
    : readImage(task.bytes, task.mime, task.maxPages);
}
