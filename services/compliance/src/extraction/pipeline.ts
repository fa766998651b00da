import {
  CATEGORY_OF_TYPE,
  type DocumentType,
  type Extraction,
  type ReadResult,
  type SupportedMime,
} from './model.js';
import { type FieldExtractor, ruleExtractor } from './model-extractor.js';
import type { DocumentReader } from './pool.js';

/**
 * How far the text itself can be trusted: 1 for a text layer, the OCR engine's mean word
 * confidence for a scanned page (never below 0.5: the validation of each field says the rest).
 */
export function readingQuality(read: ReadResult): number {
  if (read.pages.length === 0) return 0;
  const perPage = read.pages.map((p) =>
    p.ocrConfidence === null ? 1 : Math.min(1, Math.max(0.5, p.ocrConfidence / 100 + 0.05)),
  );
  return perPage.reduce((a, b) => a + b, 0) / perPage.length;
}

function methodOf(read: ReadResult): Extraction['method'] {
  const methods = new Set(read.pages.map((p) => p.method));
  if (methods.size === 1) return methods.has('ocr') ? 'ocr' : 'text';
  return methods.size === 0 ? 'text' : 'mixed';
}

/** Fields from text already read: the category detected, and the fields of the declared type or of that category. */
async function extractionOf(
  read: ReadResult,
  declared: DocumentType | undefined,
  startedAt: number,
  extractor: FieldExtractor = ruleExtractor,
): Promise<Extraction> {
  const text = read.pages.map((p) => p.text).join('\n');
  const { category, fields } = await extractor.extract(
    text,
    declared ? CATEGORY_OF_TYPE[declared] : undefined,
    readingQuality(read),
  );
  return {
    category,
    ...fields,
    method: methodOf(read),
    pagesRead: read.pages.length,
    totalPages: read.totalPages,
    processingTime: Math.max(0, Math.round(performance.now() - startedAt)),
  };
}

/** The whole pipeline for one file: read it in the pool, then find its category and fields. */
export async function runPipeline(
  reader: DocumentReader,
  bytes: Uint8Array,
  mime: SupportedMime,
  declared?: DocumentType,
  extractor: FieldExtractor = ruleExtractor,
): Promise<Extraction> {
  const startedAt = performance.now();
  const read = await reader.read(bytes, mime);
  return extractionOf(read, declared, startedAt, extractor);
}
