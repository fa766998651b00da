import { AGM_HELD, COMPANIES, type SeededWorkflowTemplate } from './types.js';

/** Additional fees of the Companies (Registration Offices and Fees) Rules, 2014, as amended in 2018. */
const DAILY_LATE_FEE =
  'Filed late, the form carries an additional fee of ₹100 for every day of delay (Companies (Registration Offices and Fees) Rules, 2014).';
const MULTIPLE_LATE_FEE =
  'Filed late, the form carries an additional fee of 2 times the normal fee up to 30 days, 4 times up to 60, 6 times up to 90, 10 times up to 180, and 12 times beyond (Companies (Registration Offices and Fees) Rules, 2014)';

export const dir3Kyc: SeededWorkflowTemplate = {
  seedKey: 'dir-3-kyc-rule-12a',
  workflowName: 'DIR-3 KYC of directors',
  legalReference:
    'Companies (Appointment and Qualification of Directors) Rules, 2014, Rule 12A: every individual holding a DIN files DIR-3 KYC by 30 September',
  applicabilityRules: {
    entityTypes: [...COMPANIES, 'LLP'],
    description: 'Every director (and designated partner) holding a DIN as on 31 March.',
  },
  timelineLogic: {
    triggerDate: 'financial_year_end',
    deadlineDate: '09-30',
    reminderDaysBefore: [30, 15, 7, 1],
    penaltyDescription:
      'A DIN whose KYC is not filed is marked "Deactivated due to non-filing of DIR-3 KYC"; it is reactivated on filing with a fee of ₹5,000.',
  },
  phases: [
    {
      name: 'Collect',
      order: 1,
      tasks: [
        {
          name: 'Director’s PAN, Aadhaar, personal mobile and e-mail confirmed',
          mandatory: true,
          daysBeforeDeadline: 15,
          advisory:
            'Confirm the details of {{directors[0].name}} (DIN {{directors[0].din}}); both OTPs go to the director personally.',
        },
      ],
    },
    {
      name: 'File',
      order: 2,
      tasks: [
        {
          name: 'DIR-3 KYC web form (details unchanged) or e-form (first filing or changes) filed with the director’s DSC',
          mandatory: true,
        },
        { name: 'E-form certified by a practising CA, CS or CMA', mandatory: false },
      ],
    },
    {
      name: 'Confirm',
      order: 3,
      tasks: [{ name: 'SRN acknowledgement saved; DIN status shows "Approved"', mandatory: true }],
    },
  ],
  validationRules: { requiresDSC: true },
  advisoryPrompts: {
    professionalCertification: 'Only the e-form needs a practising professional’s certificate.',
  },
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['DIR-3 KYC'] },
};

export const annualReturn: SeededWorkflowTemplate = {
  seedKey: 'companies-act-s92-annual-return',
  workflowName: 'Annual return (MGT-7 / MGT-7A)',
  legalReference:
    'Companies Act, 2013, s.92(4): the annual return is filed within 60 days of the annual general meeting; Companies (Management and Administration) Rules, 2014, Rule 11',
  applicabilityRules: {
    entityTypes: [...COMPANIES],
    description: 'Every company; One Person Companies and small companies file MGT-7A.',
  },
  timelineLogic: {
    triggerEvent: AGM_HELD,
    deadlineDaysAfterTrigger: 60,
    reminderDaysBefore: [30, 15, 7, 1],
    penaltyDescription: `s.92(5): the company and every officer in default are liable to a penalty of ₹10,000 and ₹100 for each day of continuing default, up to ₹2,00,000 for the company and ₹50,000 for an officer. ${DAILY_LATE_FEE}`,
  },
  phases: [
    {
      name: 'Prepare',
      order: 1,
      tasks: [
        {
          name: 'Shareholding pattern, members and debenture holders as on the financial year end',
          mandatory: true,
          daysBeforeDeadline: 20,
        },
        {
          name: 'Directors, key managerial personnel, meetings held and remuneration compiled',
          mandatory: true,
          advisory:
            'Include {{directors[0].name}} (DIN {{directors[0].din}}) and every change during the year.',
        },
      ],
    },
    {
      name: 'Certify and file',
      order: 2,
      tasks: [
        { name: 'MGT-8 certificate of a practising company secretary, where required', mandatory: false },
        {
          name: 'Form signed with a director’s DSC and filed; SRN recorded',
          mandatory: true,
          advisory: 'File against CIN {{cin}}.',
        },
      ],
    },
  ],
  validationRules: { requiresDSC: true, requiresBoardApproval: false },
  advisoryPrompts: {
    professionalCertification:
      'A listed company, or one with paid-up capital of ₹10 crore or turnover of ₹50 crore or more, needs MGT-8 from a practising company secretary.',
  },
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['MGT-7'] },
};

export const financialStatementsFiling: SeededWorkflowTemplate = {
  seedKey: 'companies-act-s137-aoc-4',
  workflowName: 'Financial statements filing (AOC-4)',
  legalReference:
    'Companies Act, 2013, s.137(1): a copy of the adopted financial statements is filed within 30 days of the annual general meeting',
  applicabilityRules: {
    entityTypes: [...COMPANIES],
    description:
      'Every company; a One Person Company files within 180 days of the end of the financial year.',
  },
  timelineLogic: {
    triggerEvent: AGM_HELD,
    deadlineDaysAfterTrigger: 30,
    reminderDaysBefore: [15, 7, 1],
    penaltyDescription: `s.137(3): the company is liable to a penalty of ₹10,000 and ₹100 for each day of continuing default, up to ₹2,00,000; the managing director, the CFO or any director in charge, ₹10,000 and ₹100 a day, up to ₹50,000. ${DAILY_LATE_FEE}`,
  },
  phases: [
    {
      name: 'Prepare',
      order: 1,
      tasks: [
        { name: 'Adopted financial statements, auditor’s and board’s reports attached', mandatory: true },
        { name: 'Consolidated statements (AOC-4 CFS) where the company has subsidiaries', mandatory: false },
      ],
    },
    {
      name: 'Certify and file',
      order: 2,
      tasks: [
        {
          name: 'Form certified by a practising CA, CS or CMA',
          mandatory: true,
          advisory:
            'Ask {{auditor.firmName}} or the company secretary {{companySecretary.name}} to certify the form.',
        },
        { name: 'Filed with a director’s DSC; SRN recorded', mandatory: true },
      ],
    },
  ],
  validationRules: { requiresAuditedFinancials: true, requiresDSC: true },
  advisoryPrompts: {},
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['AOC-4'] },
};

export const auditorAppointment: SeededWorkflowTemplate = {
  seedKey: 'companies-act-s139-adt-1',
  workflowName: 'Auditor appointment (ADT-1)',
  legalReference:
    'Companies Act, 2013, s.139(1); Companies (Audit and Auditors) Rules, 2014, Rule 4(2): the company informs the Registrar within 15 days of the meeting that appointed the auditor',
  applicabilityRules: {
    entityTypes: [...COMPANIES],
    description: 'Every company appointing or re-appointing its statutory auditor at a general meeting.',
  },
  timelineLogic: {
    triggerEvent: AGM_HELD,
    deadlineDaysAfterTrigger: 15,
    reminderDaysBefore: [7, 3, 1],
    penaltyDescription: `s.147(1): the company is liable to a fine of ₹25,000 to ₹5,00,000, and every officer in default to ₹10,000 to ₹1,00,000. ${MULTIPLE_LATE_FEE}.`,
  },
  phases: [
    {
      name: 'Before the meeting',
      order: 1,
      tasks: [
        {
          name: 'Auditor’s written consent and certificate of eligibility (ss.139(1), 141) received',
          mandatory: true,
          advisory: 'From {{auditor.firmName}}, on its letterhead.',
        },
      ],
    },
    {
      name: 'Appoint and file',
      order: 2,
      tasks: [
        { name: 'Appointment resolution passed at the general meeting', mandatory: true },
        { name: 'ADT-1 filed with the resolution and consent; SRN recorded', mandatory: true },
        { name: 'Auditor told of the appointment in writing', mandatory: false },
      ],
    },
  ],
  validationRules: { requiresAuditorCertificate: true, requiresDSC: true },
  advisoryPrompts: {},
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['ADT-1'] },
};

export const returnOfDeposits: SeededWorkflowTemplate = {
  seedKey: 'deposit-rules-16-dpt-3',
  workflowName: 'Return of deposits (DPT-3)',
  legalReference:
    'Companies (Acceptance of Deposits) Rules, 2014, Rule 16: the return of deposits and of money not considered a deposit, as on 31 March, is filed by 30 June',
  applicabilityRules: {
    entityTypes: [...COMPANIES],
    description:
      'Every company other than a government company, with outstanding deposits or loans not considered deposits.',
  },
  timelineLogic: {
    triggerDate: 'financial_year_end',
    deadlineDate: '06-30',
    reminderDaysBefore: [30, 15, 7, 1],
    penaltyDescription: `Rule 21: the company and every officer in default are liable to a fine of up to ₹5,000, and ₹500 a day while the contravention continues. ${MULTIPLE_LATE_FEE}.`,
  },
  phases: [
    {
      name: 'Prepare',
      order: 1,
      tasks: [
        {
          name: 'Outstanding loans, advances and deposits as on 31 March classified',
          mandatory: true,
          daysBeforeDeadline: 20,
        },
        {
          name: 'Auditor’s certificate on the particulars obtained',
          mandatory: true,
          advisory: 'The statutory auditor, {{auditor.firmName}}, certifies the return.',
        },
      ],
    },
    {
      name: 'File',
      order: 2,
      tasks: [{ name: 'DPT-3 filed with a director’s DSC; SRN recorded', mandatory: true }],
    },
  ],
  validationRules: { requiresAuditorCertificate: true, requiresDSC: true },
  advisoryPrompts: {},
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['DPT-3'] },
};
