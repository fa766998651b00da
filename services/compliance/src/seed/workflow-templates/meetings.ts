import { AGM_HELD, type SeededWorkflowTemplate } from './types.js';

export const annualGeneralMeeting: SeededWorkflowTemplate = {
  seedKey: 'companies-act-s96-agm',
  workflowName: 'Annual General Meeting',
  legalReference:
    'Companies Act, 2013, s.96 (within six months of the end of the financial year, at most 15 months after the last AGM), ss.101-103, 118',
  applicabilityRules: {
    entityTypes: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'SECTION_8'],
    excludes: ['OPC'],
    description: 'Every company except a One Person Company (s.96(1)) holds an AGM each financial year.',
  },
  timelineLogic: {
    triggerDate: 'financial_year_end',
    deadlineDays: 183,
    reminderDaysBefore: [60, 30, 21, 7, 1],
    completionEvent: AGM_HELD,
    penaltyDescription:
      's.99: the company and every officer in default are liable to a fine of up to ₹1,00,000, and ₹5,000 for every day the default continues; a member may apply to the Tribunal to call the meeting (s.97).',
  },
  phases: [
    {
      name: 'Accounts and board approval',
      order: 1,
      tasks: [
        {
          name: 'Audited financial statements and auditor’s report received',
          mandatory: true,
          daysBeforeDeadline: 45,
          advisory: 'Ask {{auditor.firmName}} for the signed audit report on the financial statements.',
        },
        {
          name: 'Board meeting approves the financial statements, board’s report and AGM notice',
          mandatory: true,
          daysBeforeDeadline: 35,
          advisory: 'The financial statements are signed under s.134(1), including by {{directors[0].name}}.',
        },
      ],
    },
    {
      name: 'Notice',
      order: 2,
      tasks: [
        {
          name: 'Notice sent at least 21 clear days before the meeting (s.101)',
          mandatory: true,
          daysBeforeDeadline: 22,
          advisory:
            'Send the notice with the financial statements to every member, director and the auditor; state the venue, by default the registered office at {{registeredOffice.address}}.',
        },
        { name: 'Explanatory statement for special business (s.102)', mandatory: false },
      ],
    },
    {
      name: 'Meeting',
      order: 3,
      tasks: [
        { name: 'Quorum verified (s.103)', mandatory: true },
        {
          name: 'Ordinary business passed: accounts adopted, dividend, directors retiring by rotation, auditor',
          mandatory: true,
        },
      ],
    },
    {
      name: 'Minutes',
      order: 4,
      tasks: [
        {
          name: 'Minutes entered in the minute book within 30 days and signed by the chairman (s.118)',
          mandatory: true,
          advisory: 'Keep the minute book at the registered office of {{cin}}.',
        },
      ],
    },
  ],
  validationRules: { requiresAuditedFinancials: true, requiresBoardApproval: true, requiresQuorum: true },
  advisoryPrompts: {
    professionalCertification: 'The company secretary (or a practising one) checks the notice against SS-2.',
  },
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: [] },
};

export const boardMeetings: SeededWorkflowTemplate = {
  seedKey: 'companies-act-s173-board-meeting',
  workflowName: 'Board meeting (quarterly)',
  legalReference:
    'Companies Act, 2013, s.173(1): at least four board meetings a year, not more than 120 days between two consecutive meetings; s.174 (quorum)',
  applicabilityRules: {
    entityTypes: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'SECTION_8'],
    excludes: ['OPC'],
    description:
      'Companies other than One Person Companies (which need one meeting in each half of a calendar year, s.173(5)).',
  },
  timelineLogic: {
    frequency: 'quarterly',
    deadlineDays: 0,
    maxGapDays: 120,
    reminderDaysBefore: [21, 7, 1],
    penaltyDescription:
      's.173(4): every officer whose duty it is to give notice of the meeting and who fails to do so is liable to a penalty of ₹25,000.',
  },
  phases: [
    {
      name: 'Notice and agenda',
      order: 1,
      tasks: [
        {
          name: 'Notice of at least 7 days sent to every director (s.173(3))',
          mandatory: true,
          daysBeforeDeadline: 8,
          advisory:
            'Send the notice to every director at the address registered with the company, {{directors[0].name}} included.',
        },
        { name: 'Agenda and draft resolutions circulated', mandatory: false, daysBeforeDeadline: 7 },
      ],
    },
    {
      name: 'Meeting',
      order: 2,
      tasks: [
        { name: 'Quorum: one third of the directors or two, whichever is higher (s.174)', mandatory: true },
        { name: 'Interested directors disclosed their interest and abstained (s.184)', mandatory: true },
      ],
    },
    {
      name: 'Minutes',
      order: 3,
      tasks: [{ name: 'Minutes signed within 30 days of the meeting (s.118, SS-1)', mandatory: true }],
    },
  ],
  validationRules: { requiresQuorum: true, interestedDirectorAbstains: true, maxGapDays: 120 },
  advisoryPrompts: {},
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: [] },
};
