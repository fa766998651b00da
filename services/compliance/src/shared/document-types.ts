/** The document types the upload endpoint accepts (`documentType`). */
export const DOCUMENT_TYPES = [
  'PAN_CARD',
  'GST_CERTIFICATE',
  'CERTIFICATE_OF_INCORPORATION',
  'FINANCIAL_STATEMENT',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** File types decided by magic bytes; nothing else is stored. */
export const SUPPORTED_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/tiff'] as const;
export type SupportedMime = (typeof SUPPORTED_MIME_TYPES)[number];

export function isSupportedMime(mime: string): mime is SupportedMime {
  return (SUPPORTED_MIME_TYPES as readonly string[]).includes(mime);
}
