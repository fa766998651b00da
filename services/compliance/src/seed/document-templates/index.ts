import type { Db } from '@platform/kernel/db';
import { normaliseMetadata, normaliseVariables, storableBody } from '../../document-templates/service.js';
import { upsertSeededDocumentTemplates } from '../../document-templates/store.js';
import { boardResolutions } from './board-resolutions.js';
import { disclosures } from './disclosures.js';
import { meetingsAndLetters } from './meetings-and-letters.js';
import type { SeededDocumentTemplate } from './types.js';

/** The global library: board resolutions, notice, letter, disclosures, certificate, minutes, SEBI. */
const DOCUMENT_TEMPLATE_LIBRARY: readonly SeededDocumentTemplate[] = [
  ...boardResolutions,
  ...meetingsAndLetters,
  ...disclosures,
];

/**
 * Loads the library as global templates, in one statement. Idempotent: each template is
 * found by its seed key and updated only when it differs, so a start or a second seed run
 * adds nothing. Bodies go through the same sanitising as templates written through the API.
 */
export async function loadDocumentTemplates(db: Db): Promise<void> {
  await upsertSeededDocumentTemplates(
    db,
    DOCUMENT_TEMPLATE_LIBRARY.map((t) => ({
      seedKey: t.seedKey,
      name: t.name,
      category: t.category,
      legalReference: t.legalReference,
      body: storableBody(t.body),
      variables: normaliseVariables(t.variables),
      metadata: normaliseMetadata(t.metadata),
    })),
  );
}
