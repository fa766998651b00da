import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { ServiceModule } from '../runtime/service.js';
import { startTestService } from './service.js';

/** Where the generated documents are committed: `docs/openapi/<listener>.json` at the repository root. */
export const OPENAPI_DOCS_DIR = fileURLToPath(new URL('../../../../docs/openapi/', import.meta.url));

export interface OpenApiDocument {
  /** The listener's name (compliance builds two: compliance and workflow). */
  readonly name: string;
  /** The committed form: pretty JSON, every object's keys sorted, one trailing newline. */
  readonly text: string;
  /** Path of the committed copy. */
  readonly file: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keys sorted at every depth, so the file changes only when the API does, not when routes move. */
function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] as Json)]),
  );
}

/**
 * Builds the service as the tests do (no port, a throw-away database) and returns each
 * listener's OpenAPI document in its committed form. Nothing in it depends on the machine: the
 * documents carry no servers, ports or dates.
 */
export async function buildOpenApiDocuments(module: ServiceModule): Promise<OpenApiDocument[]> {
  const service = await startTestService(module);
  try {
    return service.listeners.map((listener) => {
      const document = (listener.app as unknown as { swagger(): Json }).swagger();
      return {
        name: listener.name,
        text: `${JSON.stringify(sortKeys(document), null, 2)}\n`,
        file: `${OPENAPI_DOCS_DIR}${listener.name}.json`,
      };
    });
  } finally {
    await service.close();
  }
}

/** Rejects, with every problem the validator finds, unless the document is valid OpenAPI. */
export async function validateOpenApiDocument(document: OpenApiDocument): Promise<void> {
  // The validator resolves references in place: it gets a copy of its own.
  await SwaggerParser.validate(JSON.parse(document.text));
}

/** The committed copy of the document, or `undefined` when there is none yet. */
export function committedOpenApiDocument(document: OpenApiDocument): string | undefined {
  try {
    return readFileSync(document.file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
