import { validationError } from '@platform/kernel/errors';
import { type Static, Type } from '@platform/kernel/http';

/** A profile path as placeholders write it: `cin`, `registeredOffice.pincode`, `directors[0].din`. */
export const ProfilePath = Type.String({
  pattern: '^[A-Za-z_][\\w-]*(\\.[A-Za-z_][\\w-]*|\\[\\d+\\])*$',
  maxLength: 200,
});

const FieldTransformSchema = Type.Object(
  {
    type: Type.Enum(['date', 'uppercase', 'lowercase']),
    /** For dates: `DD`, `MM` and `YYYY` in any order with any separators, e.g. `DD/MM/YYYY`. */
    format: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type FieldTransform = Static<typeof FieldTransformSchema>;

export const FieldMappingSchema = Type.Object(
  {
    profilePath: ProfilePath,
    /** CSS selectors of the form's field, the first that matches wins. */
    selectors: Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { minItems: 1, maxItems: 10 }),
    required: Type.Optional(Type.Boolean()),
    transform: Type.Optional(FieldTransformSchema),
    label: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type FieldMapping = Static<typeof FieldMappingSchema>;

export const ValidationRulesSchema = Type.Record(
  Type.String({ maxLength: 200 }),
  Type.Object(
    {
      pattern: Type.String({ minLength: 1, maxLength: 500 }),
      message: Type.Optional(Type.String({ maxLength: 300 })),
    },
    { additionalProperties: false },
  ),
  { maxProperties: 200 },
);
export type ValidationRules = Static<typeof ValidationRulesSchema>;

export const FormMappingMetadataSchema = Type.Object(
  {
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    requiredDocuments: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }),
    ),
  },
  { additionalProperties: true, maxProperties: 40 },
);
export type FormMappingMetadata = Static<typeof FormMappingMetadataSchema>;

/** As sent; stored in its canonical form (see canonicalFormType). */
export const FormTypeSchema = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}$' });

/**
 * The form type as stored and compared: upper case, blanks and underscores as one hyphen, so
 * that `DIR-3 KYC`, `dir-3-kyc` and `DIR_3_KYC` name one form, in a path or in a workflow
 * template's `filingConfirmation`.
 */
export function canonicalFormType(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
}

/** 400 naming the first path whose pattern is not a regular expression. */
export function assertPatternsCompile(rules: ValidationRules): void {
  for (const [path, rule] of Object.entries(rules)) {
    try {
      new RegExp(rule.pattern, 'u');
    } catch {
      throw validationError(`validationRules.${path}.pattern is not a valid regular expression`, {
        field: `validationRules.${path}.pattern`,
      });
    }
  }
}
