import { validationError } from '@platform/kernel/errors';
import {
  BEARER_SECURITY,
  type HttpApp,
  IdParams,
  PageQuery,
  pageOf,
  Type,
  Uuid,
} from '@platform/kernel/http';
import { formEntityChecker } from '../documents/entity-field.js';
import { DocumentSchema, DocumentWithUrlSchema, VaultForm } from '../documents/schemas.js';
import { getDocument, listTenantDocuments, recordDocument, withDownloadUrl } from '../documents/service.js';
import { authenticated, requireTenantScope, scopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { DocumentTypeSchema, documentTypeField, MULTIPART, receiveForm } from '../shared/multipart.js';
import { pagedResponse, paginationOf } from '../shared/schemas.js';

const VaultQuery = Type.Object({
  ...PageQuery,
  tenantId: Type.Optional(Uuid),
  entityId: Type.Optional(Uuid),
  documentType: Type.Optional(DocumentTypeSchema),
});

/** The tenant's document vault: every stored document, uploads for extraction included. */
export async function vaultRoutes(app: HttpApp, deps: ComplianceDeps): Promise<void> {
  const tags = ['vault'];

  app.get(
    '/documents/vault',
    {
      onRequest: authenticated,
      schema: {
        security: BEARER_SECURITY,
        tags,
        summary: 'All documents of the tenant, newest first',
        operationId: 'listVaultDocuments',
        querystring: VaultQuery,
        response: { 200: pagedResponse(DocumentSchema) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { documents, total } = await listTenantDocuments(
        scopeOf(request),
        deps,
        { entityId: request.query.entityId, documentType: request.query.documentType },
        page,
      );
      return { data: documents, pagination: paginationOf(page, total) };
    },
  );

  app.post(
    '/documents/vault/upload',
    {
      onRequest: authenticated,
      schema: {
        security: BEARER_SECURITY,
        tags,
        summary: 'Store a file in the vault (multipart, streamed; no extraction)',
        operationId: 'uploadVaultDocument',
        description:
          'multipart/form-data: `file` (PDF, JPG, PNG or TIFF by content, at most 10 MB), optionally `entityId` ' +
          '(uuid) and `documentType`. Other types 415, larger files 413; nothing is stored then.',
        consumes: MULTIPART,
        documentedBody: VaultForm,
        response: { 201: Type.Object({ message: Type.String(), data: DocumentWithUrlSchema }) },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const entity = formEntityChecker(scope, deps);
      const { file, fields } = await receiveForm(request, {
        blobs: deps.blobs,
        maxBytes: deps.config.UPLOAD_MAX_BYTES,
        maxPixels: deps.config.EXTRACTION_MAX_PIXELS,
        keyPrefix: () => `vault/${entity.checked()?.tenantId ?? scope.tenantId ?? 'unassigned'}`,
        beforeFile: entity.check,
      });
      if (!file) throw validationError('A file is required', { field: 'file' });
      let tenantId: string;
      try {
        await entity.check(fields);
        tenantId = entity.checked()?.tenantId ?? requireTenantScope(request);
      } catch (err) {
        await deps.blobs.delete(file.key);
        throw err;
      }
      const { row } = await recordDocument({ caller: scope.caller, tenantId }, deps, {
        entityId: entity.checked()?.entityId ?? null,
        documentType: documentTypeField(fields) ?? null,
        source: 'vault',
        file,
        extract: false,
      });
      return reply.status(201).send({ message: 'Document stored', data: await withDownloadUrl(deps, row) });
    },
  );

  app.get(
    '/documents/vault/:id',
    {
      onRequest: authenticated,
      schema: {
        security: BEARER_SECURITY,
        tags,
        summary: 'A vault document’s metadata and a signed download URL',
        operationId: 'getVaultDocument',
        params: IdParams,
        response: { 200: Type.Object({ data: DocumentWithUrlSchema }) },
      },
    },
    async (request) => ({ data: await getDocument(scopeOf(request), deps, request.params.id) }),
  );
}
