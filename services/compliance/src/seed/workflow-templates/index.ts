import {
  annualReturn,
  auditorAppointment,
  dir3Kyc,
  financialStatementsFiling,
  returnOfDeposits,
} from './filings.js';
import { quarterlyResults } from './listing.js';
import { annualGeneralMeeting, boardMeetings } from './meetings.js';
import type { SeededWorkflowTemplate } from './types.js';

/** The eight global templates every tenant sees, one for each trigger pattern at least. */
export const WORKFLOW_TEMPLATE_LIBRARY: readonly SeededWorkflowTemplate[] = [
  annualGeneralMeeting,
  boardMeetings,
  dir3Kyc,
  annualReturn,
  financialStatementsFiling,
  auditorAppointment,
  returnOfDeposits,
  quarterlyResults,
];
