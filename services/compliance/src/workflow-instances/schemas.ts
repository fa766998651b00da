import { Timestamp, Type, Uuid } from '@platform/kernel/http';
import { EntitySchema } from '../entities/routes.js';
import { TenantSchema } from '../tenants/routes.js';
import { TemplateSchema } from '../workflow-templates/schemas.js';

const Status = Type.Union([Type.Literal('DRAFT'), Type.Literal('IN_PROGRESS'), Type.Literal('COMPLETED')]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const TaskSchema = Type.Object({
  taskId: Type.String({ description: '`p<phase order>_t<position>`' }),
  name: Type.String(),
  mandatory: Type.Boolean(),
  daysBeforeDeadline: Type.Optional(Type.Integer()),
  advisory: Type.Optional(Type.String()),
  advisoryRendered: Type.Optional(
    Type.String({
      description: 'the advisory filled from the entity profile, HTML-escaped (instance detail only)',
    }),
  ),
  completed: Type.Boolean(),
  completedAt: Nullable(Timestamp),
  completedBy: Nullable(Type.String()),
});

const PhaseSchema = Type.Object({
  name: Type.String(),
  order: Type.Integer(),
  tasks: Type.Array(TaskSchema),
});

const instanceFields = {
  id: Uuid,
  tenantId: Uuid,
  templateId: Uuid,
  entityId: Uuid,
  status: Status,
  financialYear: Nullable(Type.String()),
  customLabel: Nullable(Type.String()),
  currentData: Type.Object({ phases: Type.Array(PhaseSchema) }),
  dueDate: Nullable(Type.String({ format: 'date' })),
  triggeredBy: Nullable(Uuid),
  certificateUrl: Nullable(Type.String()),
  completedAt: Nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const InstanceSchema = Type.Object(instanceFields);

/**
 * A row of the list: the instance with the names a list shows (its entity's and its
 * template's) and whether it is overdue, without the entity's profile or the template.
 */
export const InstanceListItemSchema = Type.Object({
  ...instanceFields,
  entityName: Type.String({ description: 'the name of the instance’s entity' }),
  workflowName: Type.String({ description: 'the workflowName of the instance’s template' }),
  overdue: Type.Boolean({
    description: 'not completed and dueDate before today (UTC); false without a dueDate',
  }),
});

export const InstanceDetailSchema = Type.Object({
  ...instanceFields,
  template: TemplateSchema,
  entity: EntitySchema,
  tenant: TenantSchema,
});

export const CreateInstanceBody = Type.Object(
  {
    tenantId: Type.Optional(Uuid),
    templateId: Uuid,
    entityId: Uuid,
    financialYear: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{4}$' })),
    customLabel: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

const DueDay = (description: string) => Type.String({ format: 'date', description });

export const InstanceListQuery = Type.Object({
  tenantId: Type.Optional(Uuid),
  status: Type.Optional(Status),
  entityId: Type.Optional(Uuid),
  templateId: Type.Optional(Uuid),
  dueFrom: Type.Optional(DueDay('instances due on or after this day (YYYY-MM-DD); none without a dueDate')),
  dueTo: Type.Optional(DueDay('instances due on or before this day (YYYY-MM-DD); none without a dueDate')),
  overdue: Type.Optional(
    Type.Boolean({
      description: 'true: not completed and due before today (UTC); false: every other instance',
    }),
  ),
});

export const TaskToggleBody = Type.Object(
  { taskId: Type.String({ minLength: 1, maxLength: 30 }), completed: Type.Boolean() },
  { additionalProperties: false },
);
