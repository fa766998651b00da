import { validationError } from '@platform/kernel/errors';
import { BEARER_SECURITY, type HttpApp, PageQuery, pageOf, Type, Uuid } from '@platform/kernel/http';
import type { onRequestAsyncHookHandler } from 'fastify';
import { wakeExtractionWorker } from '../extraction/worker.js';
import { authenticated, scopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { documentTypeField, MULTIPART, receiveForm } from '../shared/multipart.js';
import { pagedResponse, paginationOf } from '../shared/schemas.js';
import { type CheckedEntity, formEntityChecker } from './entity-field.js';
import { DocumentSchema, DocumentWithUrlSchema, UploadForm } from './schemas.js';
import { booleanField, documentView, getDocument, listEntityDocuments, recordDocument } from './service.js';

const UploadAccepted = Type.Object({
  documentId: Uuid,
  jobId: Type.Union([Uuid, Type.Null()]),
  status: Type.Union([Type.Literal('processing'), Type.Literal('uploaded')]),
  message: Type.String(),
  data: DocumentSchema,
});

/**
 * Upload, a document and an entity's documents. Mounted in the document side's scope, which
 * holds the multipart parser; uploads spend the extraction budget (`limitExtraction`).
 */
export async function documentRoutes(
  app: HttpApp,
  deps: ComplianceDeps,
  limitExtraction: onRequestAsyncHookHandler,
): Promise<void> {
  const tags = ['documents'];

  app.post(
    '/documents/upload',
    {
      onRequest: [authenticated, limitExtraction],
      schema: {
        security: BEARER_SECURITY,
        tags,
        summary: 'Upload a document for extraction (multipart, streamed)',
        description:
          'multipart/form-data: `file` (PDF, JPG, PNG or TIFF by content, at most 10 MB), `entityId` (uuid), ' +
          '`documentType` (PAN_CARD, GST_CERTIFICATE, CERTIFICATE_OF_INCORPORATION, FINANCIAL_STATEMENT), ' +
          '`triggerExtraction` (true by default). 202 with a job when extraction is queued, 201 without. ' +
          'Other types 415 UNSUPPORTED_FILE_TYPE, larger files 413 FILE_TOO_LARGE; nothing is stored then.',
        consumes: MULTIPART,
        documentedBody: UploadForm,
        response: { 201: UploadAccepted, 202: UploadAccepted },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const entity = formEntityChecker(scope, deps);
      const checkFields = async (fields: Readonly<Record<string, string>>) => {
        await entity.check(fields);
        booleanField(fields.triggerExtraction, 'triggerExtraction', true);
      };
      const form = await receiveForm(request, {
        blobs: deps.blobs,
        maxBytes: deps.config.UPLOAD_MAX_BYTES,
        maxPixels: deps.config.EXTRACTION_MAX_PIXELS,
        keyPrefix: () => `documents/${entity.checked()?.tenantId ?? scope.tenantId ?? 'unassigned'}`,
        beforeFile: checkFields,
      });
      const { file, fields } = form;
      if (!file) throw validationError('A file is required', { field: 'file' });
      let checked: CheckedEntity;
      try {
        await checkFields(fields);
        const named = entity.checked();
        if (!named) throw validationError('entityId is required', { field: 'entityId' });
        if (!fields.documentType)
          throw validationError('documentType is required', { field: 'documentType' });
        checked = named;
      } catch (err) {
        await deps.blobs.delete(file.key);
        throw err;
      }
      const extract = booleanField(fields.triggerExtraction, 'triggerExtraction', true);
      const { row, jobId } = await recordDocument(
        { caller: scope.caller, tenantId: checked.tenantId },
        deps,
        {
          entityId: checked.entityId,
          documentType: documentTypeField(fields) ?? null,
          source: 'upload',
          file,
          extract,
        },
      );
      if (jobId) wakeExtractionWorker(deps);
      const body = {
        documentId: row.id,
        jobId,
        status: jobId ? ('processing' as const) : ('uploaded' as const),
        message: jobId
          ? 'Document uploaded; extraction is processing'
          : 'Document uploaded; extraction was not requested',
        data: documentView(row),
      };
      return reply.status(jobId ? 202 : 201).send(body);
    },
  );

  app.get(
    '/documents/:documentId',
    {
      onRequest: authenticated,
      schema: {
        security: BEARER_SECURITY,
        tags,
        summary: 'A document with a signed download URL',
        params: Type.Object({ documentId: Uuid }),
        response: { 200: Type.Object({ data: DocumentWithUrlSchema }) },
      },
    },
    async (request) => ({ data: await getDocument(scopeOf(request), deps, request.params.documentId) }),
  );

  app.get(
    '/entities/:entityId/documents',
    {
      onRequest: authenticated,
      schema: {
        security: BEARER_SECURITY,
        tags,
        summary: 'Documents of an entity, newest first',
        params: Type.Object({ entityId: Uuid }),
        querystring: Type.Object({ ...PageQuery }),
        response: { 200: pagedResponse(DocumentSchema) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { documents, total } = await listEntityDocuments(
        scopeOf(request),
        deps,
        request.params.entityId,
        page,
      );
      return { data: documents, pagination: paginationOf(page, total) };
    },
  );
}
