import { Timestamp, Type, Uuid } from '@platform/kernel/http';
import { EntityTypeSchema } from '../shared/schemas.js';
import type { TimelineLogic } from '../timeline/engine.js';
import type { ApplicabilityRules } from './applicability.js';
import type { TemplatePhase } from './model.js';

const Days = Type.Integer({ minimum: 0, maximum: 3650 });
const Text = (maxLength: number) => Type.String({ maxLength });
/** Event names: dotted lower-case words (`agm.completed`). */
const EventName = Type.String({ pattern: '^[a-z0-9_]+(\\.[a-z0-9_]+)*$', maxLength: 100 });

export const TaskSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 300 }),
    mandatory: Type.Boolean(),
    daysBeforeDeadline: Type.Optional(Days),
    advisory: Type.Optional(Text(4000)),
  },
  { additionalProperties: false },
);

export const PhaseSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    order: Type.Integer({ minimum: 1, maximum: 100 }),
    tasks: Type.Array(TaskSchema, { minItems: 1, maxItems: 100 }),
  },
  { additionalProperties: false },
);

const RuleEntityType = Type.Union([...EntityTypeSchema.anyOf, Type.Literal('ALL')]);

export const ApplicabilityRulesSchema = Type.Object(
  {
    entityTypes: Type.Array(RuleEntityType, { minItems: 1, maxItems: 11, uniqueItems: true }),
    excludes: Type.Optional(Type.Array(EntityTypeSchema, { maxItems: 10, uniqueItems: true })),
    listingRequired: Type.Optional(Type.Boolean()),
    description: Type.Optional(Text(2000)),
  },
  { additionalProperties: false },
);

export const TimelineLogicSchema = Type.Object(
  {
    triggerDate: Type.Optional(
      Type.String({ maxLength: 20, description: '`financial_year_end`, `MM-DD` or `YYYY-MM-DD`' }),
    ),
    triggerEvent: Type.Optional(EventName),
    deadlineDays: Type.Optional(Days),
    deadlineDaysAfterTrigger: Type.Optional(Days),
    deadlineDate: Type.Optional(Type.String({ maxLength: 20, description: '`MM-DD` or `YYYY-MM-DD`' })),
    frequency: Type.Optional(
      Type.Union([Type.Literal('quarterly'), Type.Literal('monthly'), Type.Literal('annual')]),
    ),
    maxGapDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    reminderDaysBefore: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 365 }), { maxItems: 20, uniqueItems: true }),
    ),
    penaltyDescription: Type.Optional(Text(4000)),
    q4DeadlineDays: Type.Optional(Days),
    completionEvent: Type.Optional(EventName),
  },
  { additionalProperties: false },
);

export const ValidationRulesSchema = Type.Object(
  {
    requiresAuditedFinancials: Type.Optional(Type.Boolean()),
    requiresBoardApproval: Type.Optional(Type.Boolean()),
    requiresQuorum: Type.Optional(Type.Boolean()),
    requiresDSC: Type.Optional(Type.Boolean()),
    requiresAuditorCertificate: Type.Optional(Type.Boolean()),
    requiresAuditorReview: Type.Optional(Type.Boolean()),
    requiresComplianceOfficerCertification: Type.Optional(Type.Boolean()),
    interestedDirectorAbstains: Type.Optional(Type.Boolean()),
    maxGapDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  },
  { additionalProperties: false },
);

export const AdvisoryPromptsSchema = Type.Object(
  { stampPaper: Type.Optional(Text(4000)), professionalCertification: Type.Optional(Text(4000)) },
  { additionalProperties: false },
);

export const CompletionCriteriaSchema = Type.Object(
  {
    allMandatoryTasksCompleted: Type.Optional(Type.Boolean()),
    filingConfirmation: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 20, uniqueItems: true }),
    ),
  },
  { additionalProperties: false },
);

/** The writable fields of a template; POST requires `workflowName`, PUT takes any subset. */
const writable = {
  country: Type.String({ minLength: 1, maxLength: 100 }),
  workflowName: Type.String({ minLength: 1, maxLength: 300 }),
  legalReference: Type.String({ maxLength: 1000 }),
  applicabilityRules: ApplicabilityRulesSchema,
  timelineLogic: TimelineLogicSchema,
  phases: Type.Array(PhaseSchema, { maxItems: 50 }),
  validationRules: ValidationRulesSchema,
  advisoryPrompts: AdvisoryPromptsSchema,
  completionCriteria: CompletionCriteriaSchema,
  isAdhoc: Type.Boolean(),
  isActive: Type.Boolean(),
};

export const CreateTemplateBody = Type.Object(
  {
    workflowName: writable.workflowName,
    tenantId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    country: Type.Optional(writable.country),
    legalReference: Type.Optional(writable.legalReference),
    applicabilityRules: Type.Optional(writable.applicabilityRules),
    timelineLogic: Type.Optional(writable.timelineLogic),
    phases: Type.Optional(writable.phases),
    validationRules: Type.Optional(writable.validationRules),
    advisoryPrompts: Type.Optional(writable.advisoryPrompts),
    completionCriteria: Type.Optional(writable.completionCriteria),
    isAdhoc: Type.Optional(writable.isAdhoc),
    isActive: Type.Optional(writable.isActive),
  },
  { additionalProperties: false },
);

export const UpdateTemplateBody = Type.Object(
  {
    country: Type.Optional(writable.country),
    workflowName: Type.Optional(writable.workflowName),
    legalReference: Type.Optional(writable.legalReference),
    applicabilityRules: Type.Optional(writable.applicabilityRules),
    timelineLogic: Type.Optional(writable.timelineLogic),
    phases: Type.Optional(writable.phases),
    validationRules: Type.Optional(writable.validationRules),
    advisoryPrompts: Type.Optional(writable.advisoryPrompts),
    completionCriteria: Type.Optional(writable.completionCriteria),
    isAdhoc: Type.Optional(writable.isAdhoc),
    isActive: Type.Optional(writable.isActive),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const TemplateSchema = Type.Object({
  id: Uuid,
  tenantId: Type.Union([Uuid, Type.Null()]),
  country: Type.String(),
  workflowName: Type.String(),
  legalReference: Type.Union([Type.String(), Type.Null()]),
  // Documented by the same schemas as the request; typed as the stored documents the model reads.
  applicabilityRules: Type.Unsafe<ApplicabilityRules>(ApplicabilityRulesSchema),
  timelineLogic: Type.Unsafe<TimelineLogic>(TimelineLogicSchema),
  phases: Type.Unsafe<TemplatePhase[]>(Type.Array(PhaseSchema)),
  validationRules: Type.Record(Type.String(), Type.Unknown()),
  advisoryPrompts: Type.Record(Type.String(), Type.Unknown()),
  completionCriteria: Type.Record(Type.String(), Type.Unknown()),
  isAdhoc: Type.Boolean(),
  isActive: Type.Boolean(),
  isArchived: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/** One rule of a template's applicability that the entity fails. */
export const ApplicabilityReasonSchema = Type.Object({
  rule: Type.Union(
    [
      Type.Literal('isActive'),
      Type.Literal('isArchived'),
      Type.Literal('applicabilityRules.entityTypes'),
      Type.Literal('applicabilityRules.excludes'),
      Type.Literal('applicabilityRules.listingRequired'),
    ],
    { description: 'the part of the template that excludes the entity' },
  ),
  field: Type.Union(
    [
      Type.Literal('entityType'),
      Type.Literal('isListed'),
      Type.Literal('isActive'),
      Type.Literal('isArchived'),
    ],
    {
      description:
        'what is compared: the entity’s entityType or isListed, or the template’s own isActive or isArchived',
    },
  ),
  operator: Type.Union([Type.Literal('in'), Type.Literal('notIn'), Type.Literal('equals')]),
  expected: Type.Union([Type.Boolean(), Type.Array(Type.String())], {
    description:
      'what the rule asks for: the entity types (in: one of them; notIn: none of them) or a value (equals)',
  }),
  actual: Type.Union([Type.Boolean(), Type.String()], {
    description: 'the value the entity has (the template’s own for isActive and isArchived)',
  }),
  message: Type.String({ description: 'the reason in words' }),
});

const TemplateApplicabilitySchema = Type.Object({
  id: Uuid,
  tenantId: Type.Union([Uuid, Type.Null()]),
  workflowName: Type.String(),
  legalReference: Type.Union([Type.String(), Type.Null()]),
  isAdhoc: Type.Boolean(),
  isActive: Type.Boolean(),
  isArchived: Type.Boolean(),
  applicabilityRules: Type.Unsafe<ApplicabilityRules>(ApplicabilityRulesSchema),
  reasons: Type.Array(ApplicabilityReasonSchema, { description: 'empty when the template applies' }),
});

export const ApplicabilityQuery = Type.Object(
  {
    entityId: Uuid,
    tenantId: Type.Optional(Uuid),
    includeArchived: Type.Optional(
      Type.Boolean({ description: 'list archived templates too (never applicable: reason isArchived)' }),
    ),
  },
  { additionalProperties: false },
);

export const ApplicabilityResponse = Type.Object({
  data: Type.Object({
    entity: Type.Object({
      id: Uuid,
      name: Type.String(),
      entityType: Type.String(),
      isListed: Type.Boolean(),
    }),
    applicable: Type.Array(TemplateApplicabilitySchema),
    notApplicable: Type.Array(TemplateApplicabilitySchema, {
      description: 'each with the rules that exclude the entity',
    }),
  }),
});
