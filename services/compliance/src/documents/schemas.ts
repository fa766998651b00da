import { validationError } from '@platform/kernel/errors';
import { Type } from '@platform/kernel/http';
import { DOCUMENT_TYPES, type DocumentType } from '../extraction/model.js';
import { Uuid } from '../shared/schemas.js';

export const DocumentTypeSchema = Type.Enum(DOCUMENT_TYPES);

export const DocumentSchema = Type.Object({
  id: Uuid,
  tenantId: Uuid,
  entityId: Type.Union([Uuid, Type.Null()]),
  documentType: Type.Union([Type.String(), Type.Null()]),
  source: Type.Union([Type.Literal('upload'), Type.Literal('vault')]),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  uploadedBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  latestJob: Type.Union([Type.Object({ jobId: Uuid, status: Type.String() }), Type.Null()]),
});

export const DocumentWithUrlSchema = Type.Object({
  ...DocumentSchema.properties,
  downloadUrl: Type.String({ description: 'signed, expiring; needs no bearer token' }),
  downloadUrlExpiresAt: Type.String({ format: 'date-time' }),
});

/** Multipart bodies are streamed, so they are described here rather than validated by a schema. */
export const MULTIPART = ['multipart/form-data'];

const FileField = Type.String({
  format: 'binary',
  description: 'PDF, JPG, PNG or TIFF, told by its content; at most UPLOAD_MAX_BYTES (10 MB)',
});

/** The forms of the upload routes, for their documents (`documentedBody`); the routes check the fields. */
export const UploadForm = Type.Object({
  file: FileField,
  entityId: Uuid,
  documentType: DocumentTypeSchema,
  triggerExtraction: Type.Optional(Type.Boolean({ default: true })),
});
export const ProcessForm = Type.Object({ file: FileField, documentType: Type.Optional(DocumentTypeSchema) });
export const VaultForm = Type.Object({
  file: FileField,
  entityId: Type.Optional(Uuid),
  documentType: Type.Optional(DocumentTypeSchema),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuidField(fields: Readonly<Record<string, string>>, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === '') return undefined;
  if (!UUID.test(value)) throw validationError(`${name} must be a UUID`, { field: name });
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
