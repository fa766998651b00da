import { type Static, Type } from '@platform/kernel/http';

const DOCUMENT_CATEGORIES = [
  'BOARD_RESOLUTION',
  'NOTICE',
  'LETTER',
  'DISCLOSURE',
  'CERTIFICATE',
  'MINUTES',
  'SEBI_DISCLOSURE',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

const POST_STEP_TYPES = [
  'SIGNING',
  'CERTIFICATION',
  'STAMP_PAPER',
  'FILING',
  'STORAGE',
  'DISTRIBUTION',
  'REMINDER',
] as const;

export const DocumentCategorySchema = Type.Enum(DOCUMENT_CATEGORIES);
const PostStepTypeSchema = Type.Enum(POST_STEP_TYPES);

const ShortText = Type.String({ minLength: 1, maxLength: 200 });
const LongText = Type.String({ maxLength: 2000 });

/** A variable name as a placeholder writes it: `companyName`, `meeting_date`. */
const VariableName = Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_-]*$', maxLength: 100 });

export const TemplateVariableSchema = Type.Object(
  {
    name: VariableName,
    label: Type.Optional(ShortText),
    type: Type.Optional(Type.Enum(['text', 'date', 'number', 'currency', 'email', 'address', 'multiline'])),
    /** Default true: the document cannot be generated without it. */
    required: Type.Optional(Type.Boolean()),
    description: Type.Optional(LongText),
    example: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type TemplateVariable = Static<typeof TemplateVariableSchema>;

/** Variables as sent: a definition, or just its name. */
export const VariablesInput = Type.Array(Type.Union([VariableName, TemplateVariableSchema]), {
  maxItems: 200,
});

const PostStepSchema = Type.Object(
  {
    order: Type.Integer({ minimum: 1, maximum: 1000 }),
    icon: Type.Optional(Type.String({ maxLength: 50 })),
    title: ShortText,
    description: Type.Optional(LongText),
    type: PostStepTypeSchema,
    mandatory: Type.Optional(Type.Boolean()),
    stampDenomination: Type.Optional(ShortText),
  },
  { additionalProperties: false },
);
export type PostStep = Static<typeof PostStepSchema>;

/** The fields clients send and read, typed; further keys of the template's own are kept as they are. */
export const TemplateMetadataSchema = Type.Object(
  {
    filingForm: Type.Optional(Type.String({ maxLength: 100 })),
    filingDeadline: Type.Optional(Type.String({ maxLength: 500 })),
    signatories: Type.Optional(Type.Array(ShortText, { maxItems: 50 })),
    postSteps: Type.Optional(Type.Array(PostStepSchema, { maxItems: 50 })),
  },
  { additionalProperties: true, maxProperties: 40 },
);
export type TemplateMetadata = Static<typeof TemplateMetadataSchema>;

/** A body is at most this long, before and after sanitising. */
export const MAX_BODY_LENGTH = 200_000;
