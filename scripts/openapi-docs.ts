/**
 * Writes every listener's OpenAPI document to docs/openapi/<listener>.json, the form the web
 * application's clients are generated from: `npm run docs:openapi`. Each service is built in this
 * process as the tests build it, without listening; each service's openapi test fails when its
 * committed copy differs from what the code produces.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocuments, OPENAPI_DOCS_DIR, validateOpenApiDocument } from '@platform/kernel/testing';
import { launcherModules } from './services.js';

mkdirSync(OPENAPI_DOCS_DIR, { recursive: true });
for (const module of launcherModules) {
  for (const document of await buildOpenApiDocuments(module)) {
    await validateOpenApiDocument(document);
    writeFileSync(document.file, document.text);
    console.log(`docs/openapi/${document.name}.json`);
  }
}
