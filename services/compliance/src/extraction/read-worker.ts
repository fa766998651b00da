/**
 * The worker-thread side of reading a document: the PDF text layer, rasterising scanned pages,
 * normalising images with sharp (TIFF pages included) and OCR with tesseract.js on the English
 * data shipped in @tesseract.js-data/eng (nothing is downloaded). Runs in the piscina pool, so
 * the API's event loop never waits on a page. Every document is held to its `ReadLimits` before
 * anything is decoded: what its PDF streams inflate to, the pixels its images declare.
 */
import { createRequire } from 'node:module';
import { constants, setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker as OcrWorker, OEM } from 'tesseract.js';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { type ReadLimits, ReadRefused, type Refusal } from '../shared/read-limits.js';
import type { ReadPage, ReadResult, SupportedMime } from './model.js';
import { InflationBudgetExceeded, measurePdfStreams } from './pdf-streams.js';

export interface ReadTask {
  readonly bytes: Uint8Array;
  readonly mime: SupportedMime;
  readonly limits: ReadLimits;
}

/** A refusal travels back as a value: an error crossing the thread keeps only its message. */
export type ReadOutcome = { readonly read: ReadResult } | { readonly refused: Refusal };

// libvips keeps recent images and operations in a cache of its own; a reader thread handles one
// document at a time and should give the memory back as soon as it is done.
sharp.cache(false);
sharp.concurrency(1);

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
/** A page without text is rasterised at twice its size, and an image scaled for OCR, never to more pixels than this. */
const RENDER_MAX_PIXELS = 16_000_000;

let ocr: Promise<OcrWorker> | undefined;

/** One OCR engine per pool thread, created on first use and kept for the thread's life. */
function ocrEngine(): Promise<OcrWorker> {
  ocr ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true });
  return ocr;
}

function checkPixels(width: number, height: number, maxPixels: number): void {
  if (width * height > maxPixels) throw new ReadRefused({ limit: 'pixels', max: maxPixels, width, height });
}

/**
 * Grey, contrast-stretched PNG at a width tesseract reads well. The header is read first and an
 * image over `maxPixels` refused before a pixel is decoded; sharp holds the same bound while
 * decoding, should the header have understated it.
 */
async function normalise(image: Buffer | Uint8Array, maxPixels: number, page?: number): Promise<Buffer> {
  const which = page === undefined ? {} : { page };
  // The header alone: no limit applies to reading it, and the refusal names the dimensions.
  const {
    width = 0,
    height = 0,
    pageHeight,
  } = await sharp(image, { limitInputPixels: false, ...which }).metadata();
  checkPixels(width, pageHeight ?? height, maxPixels);
  const input = sharp(image, { limitInputPixels: maxPixels, ...which });
  let pipeline = input.rotate().greyscale().normalise();
  let scale = 1;
  if (width > 0 && width < OCR_MIN_WIDTH) scale = OCR_MIN_WIDTH / width;
  else if (width > OCR_MAX_WIDTH) scale = OCR_MAX_WIDTH / width;
  // A sliver (1 x 90,000 pixels) enlarged to a readable width would be billions of pixels.
  scale = Math.min(scale, Math.sqrt(RENDER_MAX_PIXELS / Math.max(1, width * (pageHeight ?? height))));
  if (width > 0 && Math.abs(scale - 1) > 1e-3)
    pipeline = pipeline.resize({ width: Math.max(1, Math.round(width * scale)) });
  return pipeline.flatten({ background: '#ffffff' }).png().toBuffer();
}

async function recognise(png: Buffer): Promise<ReadPage> {
  const engine = await ocrEngine();
  const { data } = await engine.recognize(png);
  return { text: data.text, method: 'ocr', ocrConfidence: data.confidence };
}

/** A page's text layer as unpdf's `extractText` joins it. */
async function pageText(page: { getTextContent(): Promise<{ items: readonly object[] }> }): Promise<string> {
  const content = await page.getTextContent();
  return content.items
    .map((item) => {
      const { str, hasEOL } = item as { str?: unknown; hasEOL?: unknown };
      return typeof str === 'string' ? str + (hasEOL === true ? '\n' : '') : '';
    })
    .join('');
}

async function readPdf(bytes: Uint8Array, limits: ReadLimits): Promise<ReadResult> {
  try {
    await measurePdfStreams(bytes, limits.maxInflatedBytes);
  } catch (err) {
    if (err instanceof InflationBudgetExceeded)
      throw new ReadRefused({ limit: 'inflatedBytes', max: err.maxBytes });
    throw err;
  }
  // pdf.js leaves out of a rendered page any image over maxImageSize pixels instead of decoding it.
  // Its warnings (an image left out, a damaged table repaired) would go to the console, not the log.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { maxImageSize: limits.maxPixels, verbosity: 0 });
  try {
    const totalPages = pdf.numPages;
    const pages: ReadPage[] = [];
    // Only the pages read are parsed: a file of a hundred thousand empty pages costs no more than its first ones.
    for (let i = 0; i < Math.min(totalPages, limits.maxPages); i++) {
      const page = await pdf.getPage(i + 1);
      const layer = await pageText(page);
      if (layer.replace(/\s/g, '').length >= MIN_TEXT_LAYER_CHARS) {
        pages.push({ text: layer, method: 'text', ocrConfidence: null });
        page.cleanup();
        continue;
      }
      // A page may declare any size (a MediaBox of 200 inches); its raster is held to a bound.
      const { width, height } = page.getViewport({ scale: 1 });
      const scale = Math.min(2, Math.sqrt(RENDER_MAX_PIXELS / Math.max(1, width * height)));
      const image = await renderPageAsImage(pdf, i + 1, {
        canvasImport: () => import('@napi-rs/canvas'),
        scale,
      });
      page.cleanup();
      pages.push(await recognise(await normalise(new Uint8Array(image), limits.maxPixels)));
    }
    return { pages, totalPages };
  } finally {
    await pdf.destroy();
  }
}

async function readImage(bytes: Uint8Array, mime: SupportedMime, limits: ReadLimits): Promise<ReadResult> {
  const {
    pages: count = 1,
    width = 0,
    height = 0,
    pageHeight,
  } = await sharp(bytes, {
    limitInputPixels: false,
  }).metadata();
  checkPixels(width, pageHeight ?? height, limits.maxPixels);
  const totalPages = mime === 'image/tiff' ? count : 1;
  const pages: ReadPage[] = [];
  for (let i = 0; i < Math.min(totalPages, limits.maxPages); i++) {
    pages.push(
      await recognise(await normalise(bytes, limits.maxPixels, mime === 'image/tiff' ? i : undefined)),
    );
  }
  return { pages, totalPages };
}

/** The pool's task: the text of a document, page by page, or why it was not read. */
export default async function readDocument(task: ReadTask): Promise<ReadOutcome> {
  try {
    const read =
      task.mime === 'application/pdf'
        ? await readPdf(task.bytes, task.limits)
        : await readImage(task.bytes, task.mime, task.limits);
    return { read };
  } catch (err) {
    if (err instanceof ReadRefused) return { refused: err.refusal };
    throw err;
  }
}
