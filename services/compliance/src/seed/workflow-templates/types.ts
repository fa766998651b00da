import type { TemplateFields } from '../../workflow-templates/store.js';

/** A global workflow template of the shipped library, under its stable seed key. */
export interface SeededWorkflowTemplate extends TemplateFields {
  readonly seedKey: string;
  readonly workflowName: string;
  readonly legalReference: string;
}

/** The event an annual general meeting's completion raises; the filings that follow it start on it. */
export const AGM_HELD = 'agm.held';

/** Companies under the Companies Act, 2013 (an OPC is one too, with exemptions of its own). */
export const COMPANIES = ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'SECTION_8', 'OPC'] as const;
