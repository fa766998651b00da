import { validationError } from '@platform/kernel/errors';
import { BEARER_SECURITY, type HttpApp, Timestamp, Type, Uuid } from '@platform/kernel/http';
import type { onRequestAsyncHookHandler } from 'fastify';
import { authenticated, scopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import {
  DocumentTypeSchema,
  documentTypeField,
  FileField,
  MULTIPART,
  receiveBytes,
} from '../shared/multipart.js';
import { CATEGORIES } from './model.js';
import { fieldExtractorOf } from './model-extractor.js';
import { runPipeline } from './pipeline.js';
import { documentReaderOf } from './pool.js';
import { getJob } from './service.js';

const ProcessForm = Type.Object({ file: FileField, documentType: Type.Optional(DocumentTypeSchema) });

const FieldValue = Type.Union([Type.String(), Type.Number(), Type.Null()]);
const Flag = Type.Union([Type.Literal('mandatory_verification'), Type.Literal('optional_verification')]);

const JobSchema = Type.Object({
  jobId: Uuid,
  status: Type.Union([Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')]),
  documentId: Uuid,
  entityId: Type.Union([Uuid, Type.Null()]),
  documentType: Type.Union([Type.String(), Type.Null()]),
  category: Type.Union([Type.String(), Type.Null()]),
  method: Type.Union([Type.String(), Type.Null()]),
  extractedData: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  confidence: Type.Union([Type.Record(Type.String(), Type.Number()), Type.Null()]),
  verificationFlags: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
  processingTime: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
  completedAt: Type.Union([Timestamp, Type.Null()]),
});

const ProcessedSchema = Type.Object({
  category: Type.Enum(CATEGORIES),
  extractedFields: Type.Record(Type.String(), FieldValue),
  confidence: Type.Number({ description: 'mean of the found fields’ confidence, 0 to 1' }),
  fieldConfidence: Type.Record(Type.String(), Type.Number()),
  verificationFlags: Type.Record(Type.String(), Flag),
  method: Type.String(),
  pagesRead: Type.Integer(),
  totalPages: Type.Integer(),
  processingTime: Type.Integer(),
});

/** Job status and immediate processing; both spend the caller's extraction budget. */
export async function extractionRoutes(
  app: HttpApp,
  deps: ComplianceDeps,
  limitExtraction: onRequestAsyncHookHandler,
): Promise<void> {
  const tags = ['extraction'];

  app.get(
    '/idp/extract/:jobId',
    {
      onRequest: [authenticated, limitExtraction],
      schema: {
        security: BEARER_SECURITY,
        tags,
        summary: 'An extraction job: processing, completed with its fields, or failed with its error',
        operationId: 'getExtractionJob',
        params: Type.Object({ jobId: Uuid }),
        response: { 200: Type.Object({ data: JobSchema }) },
      },
    },
    async (request) => ({ data: await getJob(scopeOf(request), deps, request.params.jobId) }),
  );

  app.post(
    '/documents/process',
    {
      onRequest: [authenticated, limitExtraction],
      schema: {
        security: BEARER_SECURITY,
        tags,
        summary: 'Run the extraction pipeline on a file now and return what it found (nothing is stored)',
        description:
          'multipart/form-data: `file` (PDF, JPG, PNG or TIFF by content, at most 10 MB) and optionally ' +
          '`documentType` to read the fields of that type whatever the detected category.',
        consumes: MULTIPART,
        documentedBody: ProcessForm,
        response: { 200: Type.Object({ data: ProcessedSchema }) },
      },
    },
    async (request) => {
      const { file, fields } = await receiveBytes(
        request,
        deps.config.UPLOAD_MAX_BYTES,
        deps.config.EXTRACTION_MAX_PIXELS,
      );
      if (!file) throw validationError('A file is required', { field: 'file' });
      const declared = documentTypeField(fields);
      const result = await runPipeline(
        documentReaderOf(deps),
        file.bytes,
        file.mime,
        declared,
        fieldExtractorOf(deps),
      );
      const found = Object.entries(result.confidence).filter(([name]) => result.extractedData[name] !== null);
      const overall = found.length === 0 ? 0 : found.reduce((sum, [, c]) => sum + c, 0) / found.length;
      return {
        data: {
          category: result.category,
          extractedFields: result.extractedData,
          confidence: Math.round(overall * 100) / 100,
          fieldConfidence: result.confidence,
          verificationFlags: result.verificationFlags,
          method: result.method,
          pagesRead: result.pagesRead,
          totalPages: result.totalPages,
          processingTime: result.processingTime,
        },
      };
    },
  );
}
