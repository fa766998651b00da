import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { DomainError, isDomainError, validationError } from '@platform/kernel/errors';
import { type HttpApp, isUuid, Type } from '@platform/kernel/http';
import type { BlobStore } from '@platform/kernel/storage';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_TYPES, type DocumentType, isSupportedMime, type SupportedMime } from './document-types.js';
import { declaredDimensions } from './image-header.js';
import { refusalError } from './read-limits.js';

/** file-type reads at most this many bytes to recognise a format. */
const SNIFF_BYTES = 4100;

const EXTENSION: Readonly<Record<SupportedMime, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/tiff': 'tif',
};

export interface ReceivedFile {
  readonly documentId: string;
  readonly key: string;
  readonly fileName: string;
  readonly mime: SupportedMime;
  readonly size: number;
  readonly sha256: string;
}

export const unsupportedType = (found: string | undefined) =>
  new DomainError('UNSUPPORTED_FILE_TYPE', 'Only PDF, JPG, PNG and TIFF files are accepted', {
    detectedType: found ?? 'unknown',
    accepted: ['application/pdf', 'image/jpeg', 'image/png', 'image/tiff'],
  });

export const fileTooLarge = (maxBytes: number) =>
  new DomainError('FILE_TOO_LARGE', `File is larger than ${maxBytes} bytes`, { maxBytes });

/** The multipart plugin's own errors, in the service's codes. */
function multipartError(err: unknown, maxBytes: number): unknown {
  if (isDomainError(err)) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return validationError((err as Error).message || 'Malformed multipart body', { multipart: code });
  }
  if (err instanceof Error && /multipart|boundary|part terminated/i.test(err.message)) {
    return validationError(`Malformed multipart body: ${err.message}`);
  }
  return err;
}

/** The first `n` bytes of a stream (fewer when it ends sooner), and an iterator over the rest. */
async function head(source: AsyncIterator<Buffer>, n: number): Promise<{ bytes: Buffer; ended: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < n) {
    const next = await source.next();
    if (next.done) return { bytes: Buffer.concat(chunks), ended: true };
    chunks.push(next.value);
    size += next.value.length;
  }
  return { bytes: Buffer.concat(chunks), ended: false };
}

/** One file, a few short fields: anything more is not an upload form. */
const PART_LIMITS = { files: 1, fields: 20, fieldSize: 2000, parts: 21 } as const;

/**
 * A file part opened for reading: its first bytes read, and its type decided by them; any type
 * but PDF, JPG, PNG and TIFF is refused (415) before more of it is read, and so is an image whose
 * header declares more than `maxPixels` (413): a few hundred bytes on the wire can claim a
 * gigapixel, which nothing downstream could decode.
 */
async function openSupportedFile(part: MultipartFile, maxPixels: number) {
  const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await head(source, SNIFF_BYTES);
  // Loaded on the first upload, not at every start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(first.bytes);
  if (!detected || !isSupportedMime(detected.mime)) {
    await source.return?.();
    throw unsupportedType(detected?.mime);
  }
  const declared = declaredDimensions(first.bytes, detected.mime);
  if (declared && declared.width * declared.height > maxPixels) {
    await source.return?.();
    throw refusalError({ limit: 'pixels', max: maxPixels, ...declared });
  }
  return { source, first, mime: detected.mime };
}

/** A file name safe to show and to offer back as a download name. */
function cleanFileName(name: string | undefined, mime: SupportedMime): string {
  const cleaned = (name ?? '')
    .replace(/[\p{Cc}\\/]/gu, '_')
    .trim()
    .slice(-200);
  return cleaned === '' ? `document.${EXTENSION[mime]}` : cleaned;
}

export interface ReceiveOptions {
  readonly blobs: BlobStore;
  readonly maxBytes: number;
  /** Largest image accepted, by the dimensions its header declares. */
  readonly maxPixels: number;
  /** Where the file of a document goes: one folder per tenant. */
  readonly keyPrefix: () => string;
  /** Checks the fields sent before the file, so that a refused request stores nothing. */
  readonly beforeFile?: (fields: Readonly<Record<string, string>>) => Promise<void>;
}

export interface ReceivedForm {
  readonly fields: Record<string, string>;
  readonly file: ReceivedFile | undefined;
}

/**
 * Reads a multipart form, streaming its one file into the blob store as it arrives: never
 * held whole in memory. The type is decided by the file's first bytes (PDF, JPG, PNG, TIFF,
 * else 415); past `maxBytes` the store aborts the write (413) and keeps nothing. A failure
 * after the file was stored removes it again.
 */
export async function receiveForm(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw validationError('Expected a multipart/form-data body with a file');
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    const parts = request.parts({ limits: { ...PART_LIMITS, fileSize: options.maxBytes + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      await options.beforeFile?.(fields);
      const { source, first, mime } = await openSupportedFile(part, options.maxPixels);
      const documentId = randomUUID();
      const key = `${options.keyPrefix()}/${documentId}.${EXTENSION[mime]}`;
      const body = Readable.from(
        (async function* () {
          yield first.bytes;
          if (first.ended) return;
          for (;;) {
            const next = await source.next();
            if (next.done) return;
            yield next.value;
          }
        })(),
      );
      const stored = await options.blobs.put(key, body, { contentType: mime, maxBytes: options.maxBytes });
      if (part.file.truncated) {
        await options.blobs.delete(key);
        throw fileTooLarge(options.maxBytes);
      }
      file = {
        documentId,
        key,
        fileName: cleanFileName(part.filename, mime),
        mime,
        size: stored.size,
        sha256: stored.sha256,
      };
    }
  } catch (err) {
    if (file) await options.blobs.delete(file.key).catch(() => undefined);
    throw multipartError(err, options.maxBytes);
  }
  return { fields, file };
}

export interface ReceivedBytes {
  readonly fields: Record<string, string>;
  readonly file:
    | { readonly bytes: Buffer; readonly mime: SupportedMime; readonly fileName: string }
    | undefined;
}

/**
 * Reads a multipart form whose file is processed at once and never stored (immediate
 * processing): the file is held in memory, at most `maxBytes` of it, and refused as soon as
 * its first bytes show a type other than PDF, JPG, PNG or TIFF.
 */
export async function receiveBytes(
  request: FastifyRequest,
  maxBytes: number,
  maxPixels: number,
): Promise<ReceivedBytes> {
  if (!request.isMultipart()) throw validationError('Expected a multipart/form-data body with a file');
  const fields: Record<string, string> = {};
  let file: ReceivedBytes['file'];
  try {
    const parts = request.parts({ limits: { ...PART_LIMITS, fileSize: maxBytes + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const { source, first, mime } = await openSupportedFile(part, maxPixels);
      const chunks = [first.bytes];
      let size = first.bytes.length;
      for (
        let next = first.ended ? undefined : await source.next();
        next && !next.done;
        next = await source.next()
      ) {
        size += next.value.length;
        if (size > maxBytes) {
          await source.return?.();
          throw fileTooLarge(maxBytes);
        }
        chunks.push(next.value);
      }
      if (size > maxBytes || part.file.truncated) throw fileTooLarge(maxBytes);
      file = {
        bytes: Buffer.concat(chunks, size),
        mime,
        fileName: cleanFileName(part.filename, mime),
      };
    }
  } catch (err) {
    throw multipartError(err, maxBytes);
  }
  return { fields, file };
}

/** Multipart bodies are streamed, so they are described here rather than validated by a schema. */
export const MULTIPART = ['multipart/form-data'];

export const FileField = Type.String({
  format: 'binary',
  description: 'PDF, JPG, PNG or TIFF, told by its content; at most UPLOAD_MAX_BYTES (10 MB)',
});

export const DocumentTypeSchema = Type.Enum(DOCUMENT_TYPES);

export function uuidField(fields: Readonly<Record<string, string>>, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === '') return undefined;
  if (!isUuid(value)) throw validationError(`${name} must be a UUID`, { field: name });
  return value;
}

export function documentTypeField(fields: Readonly<Record<string, string>>): DocumentType | undefined {
  const value = fields.documentType;
  if (value === undefined || value === '') return undefined;
  if (!(DOCUMENT_TYPES as readonly string[]).includes(value))
    throw validationError(`documentType must be one of ${DOCUMENT_TYPES.join(', ')}`, {
      field: 'documentType',
    });
  return value as DocumentType;
}

/**
 * The multipart parser, for the routes registered after it in the same scope (the document
 * side) only. Limits are set per request (`receiveForm`); these bound what a stray call reads.
 */
export async function registerMultipart(app: HttpApp, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1 } });
}
