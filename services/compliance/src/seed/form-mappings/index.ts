import type { Db } from '@platform/kernel/db';
import { assertPatternsCompile, canonicalFormType } from '../../form-mappings/model.js';
import { insertSeededMappings } from '../../form-mappings/store.js';
import { MCA_FORM_MAPPINGS } from './mca-forms.js';

/**
 * Loads the global mappings of the MCA e-forms (DIR-3 KYC, INC-22, MGT-7, AOC-4, ADT-1), in one
 * statement. Idempotent: a mapping that exists (seeded before, or a global one of that form
 * type made through the API) is left as its administrators keep it.
 */
export async function loadFormMappings(db: Db): Promise<void> {
  for (const m of MCA_FORM_MAPPINGS) assertPatternsCompile(m.validationRules);
  await insertSeededMappings(
    db,
    MCA_FORM_MAPPINGS.map((m) => ({
      seedKey: m.seedKey,
      formType: canonicalFormType(m.formType),
      formVersion: m.formVersion,
      mcaUrl: m.mcaUrl,
      fieldMappings: m.fieldMappings,
      validationRules: m.validationRules,
      metadata: m.metadata,
      isActive: true,
    })),
  );
}
