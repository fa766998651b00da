import { Timestamp, Type, Uuid } from '@platform/kernel/http';
import { DocumentTypeSchema, FileField } from '../shared/multipart.js';

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
  createdAt: Timestamp,
  latestJob: Type.Union([Type.Object({ jobId: Uuid, status: Type.String() }), Type.Null()]),
});

export const DocumentWithUrlSchema = Type.Object({
  ...DocumentSchema.properties,
  downloadUrl: Type.String({ description: 'signed, expiring; needs no bearer token' }),
  downloadUrlExpiresAt: Timestamp,
});

/** The forms of the upload routes, for their documents (`documentedBody`); the routes check the fields. */
export const UploadForm = Type.Object({
  file: FileField,
  entityId: Uuid,
  documentType: DocumentTypeSchema,
  triggerExtraction: Type.Optional(Type.Boolean({ default: true })),
});
export const VaultForm = Type.Object({
  file: FileField,
  entityId: Type.Optional(Uuid),
  documentType: Type.Optional(DocumentTypeSchema),
});
