import {
  buildOpenApiDocuments,
  committedOpenApiDocument,
  type OpenApiDocument,
  validateOpenApiDocument,
} from '@platform/kernel/testing';
import { portalService } from '../src/app.js';

describe('OpenAPI document', () => {
  let documents: OpenApiDocument[];
  beforeAll(async () => {
    documents = await buildOpenApiDocuments(portalService);
  });

  it('is valid OpenAPI', async () => {
    for (const document of documents) await validateOpenApiDocument(document);
  });

  it('is the committed copy under docs/openapi', () => {
    for (const document of documents) {
      expect(
        committedOpenApiDocument(document),
        `docs/openapi/${document.name}.json differs from what the code produces: run npm run docs:openapi`,
      ).toBe(document.text);
    }
  });
});
