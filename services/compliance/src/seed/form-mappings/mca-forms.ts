import type { FieldMapping, FormMappingMetadata, ValidationRules } from '../../form-mappings/model.js';

export interface SeededFormMapping {
  readonly seedKey: string;
  readonly formType: string;
  readonly formVersion: string;
  readonly mcaUrl: string;
  readonly fieldMappings: readonly FieldMapping[];
  readonly validationRules: ValidationRules;
  readonly metadata: FormMappingMetadata;
}

/** Structural patterns of Indian identifiers, shared by the forms that carry them. */
const PATTERNS = {
  cin: '^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$',
  pan: '^[A-Z]{5}[0-9]{4}[A-Z]$',
  din: '^[0-9]{8}$',
  pincode: '^[1-9][0-9]{5}$',
  email: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  mobile: '^(\\+91[ -]?)?[6-9][0-9]{9}$',
  isoDate: '^[0-9]{4}-[0-9]{2}-[0-9]{2}',
  frn: '^[0-9]{6}[A-Z]$|^[A-Z][0-9]{5}[A-Z]?[0-9]{0,5}$',
} as const;

const MCA_E_FILING = 'https://www.mca.gov.in/content/mca/global/en/mca/e-filing';
const ddmmyyyy = { type: 'date', format: 'DD/MM/YYYY' } as const;

const company: Readonly<Record<'cin' | 'name' | 'pan', FieldMapping>> = {
  cin: { profilePath: 'cin', selectors: ['#CIN', 'input[name="cin"]'], required: true, label: 'CIN' },
  name: {
    profilePath: 'companyName',
    selectors: ['#companyName', 'input[name="companyName"]'],
    required: true,
    label: 'Name of the company',
  },
  pan: {
    profilePath: 'pan',
    selectors: ['#companyPAN', 'input[name="pan"]'],
    required: false,
    label: 'PAN of the company',
  },
};

export const MCA_FORM_MAPPINGS: readonly SeededFormMapping[] = [
  {
    seedKey: 'mca-dir-3-kyc',
    formType: 'DIR-3-KYC',
    formVersion: 'V3 web form (2023)',
    mcaUrl: `${MCA_E_FILING}/dir-3-kyc.html`,
    fieldMappings: [
      {
        profilePath: 'directors[0].din',
        selectors: ['#DIN', 'input[name="din"]'],
        required: true,
        label: 'DIN',
      },
      {
        profilePath: 'directors[0].name',
        selectors: ['#directorName', 'input[name="fullName"]'],
        required: true,
        label: 'Name',
      },
      {
        profilePath: 'directors[0].pan',
        selectors: ['#PAN', 'input[name="pan"]'],
        required: true,
        label: 'Income-tax PAN',
      },
      {
        profilePath: 'directors[0].dateOfBirth',
        selectors: ['#dateOfBirth', 'input[name="dob"]'],
        required: true,
        transform: ddmmyyyy,
        label: 'Date of birth',
      },
      {
        profilePath: 'directors[0].email',
        selectors: ['#emailId', 'input[name="email"]'],
        required: true,
        label: 'Personal e-mail',
      },
      {
        profilePath: 'directors[0].mobile',
        selectors: ['#mobileNo', 'input[name="mobile"]'],
        required: true,
        label: 'Personal mobile',
      },
      {
        profilePath: 'directors[0].fatherName',
        selectors: ['#fatherName', 'input[name="fatherName"]'],
        required: false,
        label: 'Father’s name',
      },
      {
        profilePath: 'directors[0].address.pincode',
        selectors: ['#permPincode', 'input[name="pincode"]'],
        required: false,
        label: 'Pin code',
      },
    ],
    validationRules: {
      'directors[0].din': { pattern: PATTERNS.din, message: 'DIN is 8 digits' },
      'directors[0].pan': { pattern: PATTERNS.pan, message: 'PAN is 5 letters, 4 digits and a letter' },
      'directors[0].dateOfBirth': { pattern: PATTERNS.isoDate },
      'directors[0].email': { pattern: PATTERNS.email },
      'directors[0].mobile': { pattern: PATTERNS.mobile, message: 'An Indian mobile number' },
      'directors[0].address.pincode': { pattern: PATTERNS.pincode },
    },
    metadata: {
      description:
        'Annual KYC of every individual holding a DIN, by 30 September of the financial year following the one in which the DIN was allotted (Rule 12A of the Companies (Appointment and Qualification of Directors) Rules, 2014); the web form where details are unchanged since the last filing.',
      requiredDocuments: ['PAN_CARD', 'DIRECTOR_KYC', 'ADDRESS_PROOF'],
    },
  },
  {
    seedKey: 'mca-inc-22',
    formType: 'INC-22',
    formVersion: 'V3 (2023)',
    mcaUrl: `${MCA_E_FILING}/inc-22.html`,
    fieldMappings: [
      company.cin,
      company.name,
      {
        profilePath: 'registeredOffice.address',
        selectors: ['#regOfficeAddressLine1', 'textarea[name="addressLine1"]'],
        required: true,
        label: 'Address of the registered office',
      },
      {
        profilePath: 'registeredOffice.city',
        selectors: ['#regOfficeCity', 'input[name="city"]'],
        required: true,
        label: 'City',
      },
      {
        profilePath: 'registeredOffice.state',
        selectors: ['#regOfficeState', 'select[name="state"]'],
        required: true,
        label: 'State / UT',
      },
      {
        profilePath: 'registeredOffice.pincode',
        selectors: ['#regOfficePincode', 'input[name="pincode"]'],
        required: true,
        label: 'Pin code',
      },
      {
        profilePath: 'email',
        selectors: ['#companyEmail', 'input[name="email"]'],
        required: false,
        label: 'E-mail of the company',
      },
    ],
    validationRules: {
      cin: { pattern: PATTERNS.cin, message: 'CIN: L/U, 5 digits, state code, year, type and 6 digits' },
      'registeredOffice.pincode': { pattern: PATTERNS.pincode, message: 'Pin code is 6 digits' },
      email: { pattern: PATTERNS.email },
    },
    metadata: {
      description:
        'Notice of the situation, or change of situation, of the registered office within 30 days (Section 12 of the Companies Act, 2013 and Rule 25 of the Companies (Incorporation) Rules, 2014).',
      requiredDocuments: ['PROOF_OF_REGISTERED_OFFICE', 'UTILITY_BILL', 'NOC_FROM_OWNER', 'BOARD_RESOLUTION'],
    },
  },
  {
    seedKey: 'mca-mgt-7',
    formType: 'MGT-7',
    formVersion: 'V3 (2023)',
    mcaUrl: `${MCA_E_FILING}/mgt-7.html`,
    fieldMappings: [
      company.cin,
      company.name,
      company.pan,
      {
        profilePath: 'registeredOffice.address',
        selectors: ['#regOfficeAddress', 'textarea[name="registeredOfficeAddress"]'],
        required: true,
        label: 'Registered office',
      },
      {
        profilePath: 'registeredOffice.pincode',
        selectors: ['#regOfficePincode', 'input[name="pincode"]'],
        required: true,
        label: 'Pin code',
      },
      {
        profilePath: 'authorizedCapital',
        selectors: ['#authorisedCapital', 'input[name="authorisedCapital"]'],
        required: true,
        label: 'Authorised capital',
      },
      {
        profilePath: 'paidUpCapital',
        selectors: ['#paidUpCapital', 'input[name="paidUpCapital"]'],
        required: true,
        label: 'Paid-up capital',
      },
      {
        profilePath: 'directors[0].din',
        selectors: ['#signatoryDIN', 'input[name="signatoryDin"]'],
        required: true,
        label: 'DIN of the signing director',
      },
      {
        profilePath: 'directors[0].name',
        selectors: ['#signatoryName'],
        required: false,
        label: 'Name of the signing director',
      },
    ],
    validationRules: {
      cin: { pattern: PATTERNS.cin },
      pan: { pattern: PATTERNS.pan },
      'registeredOffice.pincode': { pattern: PATTERNS.pincode },
      authorizedCapital: { pattern: '^[0-9]+(\\.[0-9]{1,2})?$' },
      paidUpCapital: { pattern: '^[0-9]+(\\.[0-9]{1,2})?$' },
      'directors[0].din': { pattern: PATTERNS.din },
    },
    metadata: {
      description:
        'Annual return within 60 days of the annual general meeting (Section 92(4) of the Companies Act, 2013); MGT-7A for small companies and one person companies.',
      requiredDocuments: ['LIST_OF_SHAREHOLDERS', 'LIST_OF_DEBENTURE_HOLDERS', 'MGT_8_CERTIFICATE'],
    },
  },
  {
    seedKey: 'mca-aoc-4',
    formType: 'AOC-4',
    formVersion: 'V3 (2024)',
    mcaUrl: `${MCA_E_FILING}/aoc-4.html`,
    fieldMappings: [
      company.cin,
      company.name,
      company.pan,
      {
        profilePath: 'registeredOffice.address',
        selectors: ['#regOfficeAddress', 'textarea[name="registeredOfficeAddress"]'],
        required: true,
        label: 'Registered office',
      },
      {
        profilePath: 'financials.financialYearEnd',
        selectors: ['#fyEndDate', 'input[name="fyTo"]'],
        required: true,
        transform: ddmmyyyy,
        label: 'Financial year end',
      },
      {
        profilePath: 'financials.agmDate',
        selectors: ['#agmDate', 'input[name="agmDate"]'],
        required: true,
        transform: ddmmyyyy,
        label: 'Date of the AGM',
      },
      {
        profilePath: 'auditor.frn',
        selectors: ['#auditorFRN', 'input[name="frn"]'],
        required: true,
        label: 'Auditor’s firm registration number',
      },
      {
        profilePath: 'directors[0].din',
        selectors: ['#signatoryDIN', 'input[name="signatoryDin"]'],
        required: true,
        label: 'DIN of the signing director',
      },
    ],
    validationRules: {
      cin: { pattern: PATTERNS.cin },
      pan: { pattern: PATTERNS.pan },
      'financials.financialYearEnd': { pattern: PATTERNS.isoDate },
      'financials.agmDate': { pattern: PATTERNS.isoDate },
      'auditor.frn': { pattern: PATTERNS.frn },
      'directors[0].din': { pattern: PATTERNS.din },
    },
    metadata: {
      description:
        'Financial statements filed within 30 days of the annual general meeting (Section 137 of the Companies Act, 2013); AOC-4 CFS for consolidated statements.',
      requiredDocuments: ['FINANCIAL_STATEMENT', 'AUDITORS_REPORT', 'BOARD_REPORT'],
    },
  },
  {
    seedKey: 'mca-adt-1',
    formType: 'ADT-1',
    formVersion: 'V3 (2023)',
    mcaUrl: `${MCA_E_FILING}/adt-1.html`,
    fieldMappings: [
      company.cin,
      company.name,
      {
        profilePath: 'auditor.name',
        selectors: ['#auditorName', 'input[name="auditorName"]'],
        required: true,
        label: 'Name of the auditor',
      },
      {
        profilePath: 'auditor.frn',
        selectors: ['#auditorFRN', 'input[name="frn"]'],
        required: true,
        label: 'Firm registration number',
      },
      {
        profilePath: 'auditor.pan',
        selectors: ['#auditorPAN', 'input[name="auditorPan"]'],
        required: true,
        label: 'PAN of the auditor',
      },
      {
        profilePath: 'auditor.appointmentDate',
        selectors: ['#dateOfAppointment'],
        required: true,
        transform: ddmmyyyy,
        label: 'Date of appointment',
      },
      {
        profilePath: 'auditor.email',
        selectors: ['#auditorEmail', 'input[name="auditorEmail"]'],
        required: false,
        label: 'E-mail of the auditor',
      },
    ],
    validationRules: {
      cin: { pattern: PATTERNS.cin },
      'auditor.frn': { pattern: PATTERNS.frn },
      'auditor.pan': { pattern: PATTERNS.pan },
      'auditor.appointmentDate': { pattern: PATTERNS.isoDate },
      'auditor.email': { pattern: PATTERNS.email },
    },
    metadata: {
      description:
        'Notice of the appointment of an auditor, filed by the company within 15 days of the meeting that appointed it (Section 139 and Rule 4(2) of the Companies (Audit and Auditors) Rules, 2014).',
      requiredDocuments: ['BOARD_RESOLUTION', 'AUDITOR_CONSENT_LETTER', 'AUDITOR_ELIGIBILITY_CERTIFICATE'],
    },
  },
];
