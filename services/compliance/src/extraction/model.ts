import type { DocumentType } from '../shared/document-types.js';

export {
  DOCUMENT_TYPES,
  type DocumentType,
  isSupportedMime,
  SUPPORTED_MIME_TYPES,
  type SupportedMime,
} from '../shared/document-types.js';

/** The categories the immediate-processing endpoint reports. */
export const CATEGORIES = [
  'INCORPORATION_CERT',
  'GST_CERTIFICATE',
  'PAN_CARD',
  'BOARD_RESOLUTION',
  'FINANCIAL_STATEMENT',
  'ANNUAL_RETURN',
  'DIRECTOR_KYC',
  'OTHER',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The category whose fields a document type carries. */
export const CATEGORY_OF_TYPE: Readonly<Record<DocumentType, Category>> = {
  PAN_CARD: 'PAN_CARD',
  GST_CERTIFICATE: 'GST_CERTIFICATE',
  CERTIFICATE_OF_INCORPORATION: 'INCORPORATION_CERT',
  FINANCIAL_STATEMENT: 'FINANCIAL_STATEMENT',
};

/** How a page's text was obtained. */
export type ReadMethod = 'text' | 'ocr';

export interface ReadPage {
  readonly text: string;
  readonly method: ReadMethod;
  /** Mean word confidence of the OCR engine, 0-100; null for a text layer. */
  readonly ocrConfidence: number | null;
}

/** What the reader (text layer, rasterising, OCR) makes of a file. */
export interface ReadResult {
  readonly pages: readonly ReadPage[];
  /** Pages in the file, which may be more than were read (EXTRACTION_MAX_PAGES). */
  readonly totalPages: number;
}

export type VerificationFlag = 'mandatory_verification' | 'optional_verification';

export type FieldValue = string | number | null;

/** The outcome of the pipeline for one document. */
export interface Extraction {
  readonly category: Category;
  /** Fields of the document's type; a field that was not found is null. */
  readonly extractedData: Record<string, FieldValue>;
  /** Per field, 0 to 1. */
  readonly confidence: Record<string, number>;
  readonly verificationFlags: Record<string, VerificationFlag>;
  /** `text` when every page had a text layer, `ocr` when none did, else `mixed`. */
  readonly method: ReadMethod | 'mixed';
  readonly pagesRead: number;
  readonly totalPages: number;
  /** Milliseconds from the bytes to the fields. */
  readonly processingTime: number;
}
