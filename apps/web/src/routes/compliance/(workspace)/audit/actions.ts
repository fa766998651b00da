/**
 * The actions compliance records in its audit trail (its services' `recordAudit` calls, and the
 * events its audit consumer records as `EVENT_<TYPE>`), in words. An action not named here reads
 * as its code in sentence case.
 */
export const ACTION_WORDS = {
  TENANT_SIGNED_UP: 'Organisation signed up',
  TENANT_CREATED: 'Organisation created',
  USER_CREATED: 'Person added',
  USER_INVITED: 'Person invited',
  USER_ROLE_CHANGED: 'Role changed',
  USER_REMOVED: 'Person removed',
  ENTITY_CREATED: 'Entity created',
  ENTITY_PROFILE_UPDATED: 'Entity profile changed',
  WORKFLOW_TEMPLATE_CREATED: 'Workflow template created',
  WORKFLOW_TEMPLATE_UPDATED: 'Workflow template changed',
  WORKFLOW_TEMPLATE_ARCHIVED: 'Workflow template archived',
  WORKFLOW_INSTANCE_CREATED: 'Workflow started',
  WORKFLOW_INSTANCE_CHAINED: 'Workflow started by another’s completion',
  WORKFLOW_TASK_COMPLETED: 'Task completed',
  WORKFLOW_TASK_REOPENED: 'Task reopened',
  WORKFLOW_CERTIFICATE_ISSUED: 'Compliance certificate issued',
  EVENT_WORKFLOW_COMPLETED: 'Workflow completed',
  DOCUMENT_UPLOADED: 'Document uploaded',
  EVENT_EXTRACTION_COMPLETED: 'Document read',
  EVENT_EXTRACTION_FAILED: 'Document could not be read',
  DOCUMENT_TEMPLATE_CREATED: 'Document template created',
  DOCUMENT_TEMPLATE_UPDATED: 'Document template changed',
  FORM_MAPPING_CREATED: 'Filing form mapping created',
  FORM_MAPPING_UPDATED: 'Filing form mapping changed',
  FORM_MAPPING_TOGGLED: 'Filing form mapping switched on or off',
  MCA_FILING_CONTEXT_CREATED: 'MCA filing prepared',
  ERP_METRIC_RECORDED: 'ERP figure recorded',
  ERP_METRIC_REJECTED: 'ERP figure rejected',
} as const satisfies Record<string, string>;

export type KnownAction = keyof typeof ACTION_WORDS;
export const ACTIONS = Object.keys(ACTION_WORDS) as KnownAction[];

/** `ENTITY_CREATED` → `Entity created`; an unknown `SOMETHING_DONE` → `Something done`. */
export function actionInWords(action: string): string {
  const known = (ACTION_WORDS as Record<string, string>)[action];
  if (known) return known;
  const words = action
    .replace(/^EVENT_/, '')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
