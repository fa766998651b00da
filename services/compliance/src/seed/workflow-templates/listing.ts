import type { SeededWorkflowTemplate } from './types.js';

export const quarterlyResults: SeededWorkflowTemplate = {
  seedKey: 'sebi-lodr-reg-33-results',
  workflowName: 'Quarterly financial results (SEBI LODR Reg. 33)',
  legalReference:
    'SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, Reg. 33(3): results within 45 days of the end of each quarter, the audited annual results within 60 days of the end of the financial year',
  applicabilityRules: {
    entityTypes: ['PUBLIC_LIMITED'],
    listingRequired: true,
    description: 'Companies whose specified securities are listed on a recognised stock exchange.',
  },
  timelineLogic: {
    frequency: 'quarterly',
    deadlineDays: 45,
    q4DeadlineDays: 60,
    reminderDaysBefore: [15, 7, 2],
    penaltyDescription:
      'SEBI’s standard operating procedure: the exchanges levy ₹5,000 a day of non-compliance; continued default leads to freezing of promoter holdings and suspension of trading.',
  },
  phases: [
    {
      name: 'Prepare',
      order: 1,
      tasks: [
        {
          name: 'Prior intimation of the board meeting to the exchanges, 2 working days ahead (Reg. 29)',
          mandatory: true,
          daysBeforeDeadline: 10,
        },
        { name: 'Limited review or audit report of the statutory auditor', mandatory: true },
        { name: 'Audit committee reviewed the results', mandatory: true },
      ],
    },
    {
      name: 'Approve and disclose',
      order: 2,
      tasks: [
        { name: 'Board approved the results', mandatory: true },
        {
          name: 'Results submitted to the exchanges within 30 minutes of the meeting’s end (Reg. 30)',
          mandatory: true,
          advisory: 'Signed by {{directors[0].name}} for the board; CIN {{cin}} on every page.',
        },
        { name: 'Extract published in newspapers within 48 hours (Reg. 47)', mandatory: true },
      ],
    },
  ],
  validationRules: {
    requiresAuditorReview: true,
    requiresBoardApproval: true,
    requiresComplianceOfficerCertification: true,
  },
  advisoryPrompts: {},
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['LODR-REG-33'] },
};
