import { DomainError } from '@platform/kernel/errors';

/** What reading one document may cost; the reader refuses a document beyond any of them. */
export interface ReadLimits {
  /** Pages read at most; later pages are counted, not read. */
  readonly maxPages: number;
  /** Width times height of an image, a TIFF page, or an image inside a PDF. */
  readonly maxPixels: number;
  /** What a PDF's compressed streams may expand to, all of them together. */
  readonly maxInflatedBytes: number;
}

/** Why a document was not read: a bound it would pass. */
export type Refusal =
  | { readonly limit: 'inflatedBytes'; readonly max: number }
  | { readonly limit: 'pixels'; readonly max: number; readonly width: number; readonly height: number }
  | { readonly limit: 'memory'; readonly max: number }
  | { readonly limit: 'time'; readonly max: number };

/** The message a client sees (and an extraction job records) for a refusal. */
function refusalMessage(refusal: Refusal): string {
  switch (refusal.limit) {
    case 'inflatedBytes':
      return `The document decompresses to more than ${refusal.max} bytes; it is not read`;
    case 'pixels':
      return `The image is ${refusal.width} x ${refusal.height} pixels, more than ${refusal.max}; it is not read`;
    case 'memory':
      return `Reading the document needed more than ${refusal.max} MB of memory; it was stopped`;
    case 'time':
      return `Reading the document took longer than ${refusal.max} ms; it was stopped`;
  }
}

/**
 * A refusal as the API answers it: 413 FILE_TOO_LARGE when the document is too big inside
 * (decompressed bytes, pixels, the memory reading it takes), as an upload too big on the wire
 * is; 422 UNPROCESSABLE when reading it took too long.
 */
export function refusalError(refusal: Refusal): DomainError {
  const code = refusal.limit === 'time' ? 'UNPROCESSABLE' : 'FILE_TOO_LARGE';
  return new DomainError(code, refusalMessage(refusal), { ...refusal });
}

/** The error of a document the reader could not make sense of (damaged, not what it claims to be). */
export function unreadableError(reason: string): DomainError {
  return new DomainError('UNPROCESSABLE', `The document could not be read: ${reason}`);
}

export class ReadRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusalMessage(refusal));
    this.name = 'ReadRefused';
  }
}
