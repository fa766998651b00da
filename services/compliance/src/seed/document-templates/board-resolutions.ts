import type { SeededDocumentTemplate } from './types.js';

const heading = `<h2 style="text-align:center">{{companyName}}</h2>
<p style="text-align:center">CIN: {{cin}}<br>Registered office: {{registeredOffice}}</p>`;

const passedAt = `<p><strong>CERTIFIED TRUE COPY OF THE RESOLUTION PASSED BY THE BOARD OF DIRECTORS OF {{companyName}} AT ITS
MEETING HELD ON {{meetingDate}} AT {{meetingPlace}}</strong></p>`;

const signedFor = `<p>For and on behalf of the Board of Directors of {{companyName}}</p>
<p><br><br>{{signatoryName}}<br>{{signatoryDesignation}}<br>DIN / Membership No.: {{signatoryDin}}</p>
<p>Place: {{place}}<br>Date: {{signingDate}}</p>`;

const meetingVariables = [
  { name: 'companyName', label: 'Name of the company', type: 'text' },
  { name: 'cin', label: 'Corporate Identity Number', type: 'text', example: 'U72900MH2020PTC123456' },
  { name: 'registeredOffice', label: 'Registered office address', type: 'address' },
  { name: 'meetingDate', label: 'Date of the board meeting', type: 'date' },
  { name: 'meetingPlace', label: 'Place of the board meeting', type: 'text' },
  { name: 'signatoryName', label: 'Name of the signatory', type: 'text' },
  { name: 'signatoryDesignation', label: 'Designation of the signatory', type: 'text', example: 'Director' },
  { name: 'signatoryDin', label: 'DIN or membership number of the signatory', type: 'text' },
  { name: 'place', label: 'Place of signing', type: 'text' },
  { name: 'signingDate', label: 'Date of signing', type: 'date' },
] as const;

export const boardResolutions: readonly SeededDocumentTemplate[] = [
  {
    seedKey: 'board-resolution-first-auditor',
    name: 'Board Resolution – Appointment of First Statutory Auditor',
    category: 'BOARD_RESOLUTION',
    legalReference:
      'Section 139(6) of the Companies Act, 2013; Rule 4 of the Companies (Audit and Auditors) Rules, 2014',
    body: `${heading}${passedAt}
<p><strong>Appointment of the first statutory auditor of the Company</strong></p>
<p>"RESOLVED THAT pursuant to the provisions of Section 139(6) and other applicable provisions, if any, of the
Companies Act, 2013 read with the Companies (Audit and Auditors) Rules, 2014 (including any statutory modification
or re-enactment thereof for the time being in force), {{auditorFirmName}}, Chartered Accountants (Firm Registration
No. {{auditorFrn}}), who have confirmed their eligibility under Section 141 of the Act and given their written consent,
be and are hereby appointed as the first Statutory Auditors of the Company, to hold office from the conclusion of this
meeting until the conclusion of the first Annual General Meeting of the Company, at such remuneration as may be
mutually agreed between the Board of Directors and the Auditors.</p>
<p>RESOLVED FURTHER THAT any Director or the Company Secretary of the Company be and is hereby authorised to sign and
file Form ADT-1 with the Registrar of Companies and to do all such acts, deeds and things as may be necessary to give
effect to this resolution."</p>
${signedFor}`,
    variables: [
      ...meetingVariables,
      { name: 'auditorFirmName', label: 'Name of the audit firm', type: 'text' },
      { name: 'auditorFrn', label: 'Firm registration number (ICAI)', type: 'text', example: '123456W' },
    ],
    metadata: {
      filingForm: 'ADT-1',
      filingDeadline:
        'Within 15 days of the appointment (Rule 4(2) of the Companies (Audit and Auditors) Rules, 2014)',
      signatories: ['Chairperson of the meeting', 'Director or Company Secretary (certified copy)'],
      postSteps: [
        {
          order: 1,
          icon: 'pen',
          type: 'SIGNING',
          title: 'Sign the certified copy',
          description: 'A director or the company secretary signs the certified true copy of the resolution.',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'send',
          type: 'DISTRIBUTION',
          title: 'Inform the auditor',
          description: 'Send the auditor an intimation of the appointment with a copy of the resolution.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'upload',
          type: 'FILING',
          title: 'File Form ADT-1',
          description:
            'File ADT-1 on the MCA portal with the resolution, the auditor’s consent and eligibility certificate.',
          mandatory: true,
        },
        {
          order: 4,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Keep with the minutes',
          description: 'Keep the signed resolution and the ADT-1 challan with the board minutes.',
          mandatory: true,
        },
      ],
    },
  },
  {
    seedKey: 'board-resolution-bank-account',
    name: 'Board Resolution – Opening of a Bank Account',
    category: 'BOARD_RESOLUTION',
    legalReference: 'Section 179 of the Companies Act, 2013',
    body: `${heading}${passedAt}
<p><strong>Opening of a current account with {{bankName}}</strong></p>
<p>"RESOLVED THAT a current account in the name of the Company be opened with {{bankName}}, {{bankBranch}} branch
(the "Bank"), and that the Bank be and is hereby authorised to honour cheques, bills of exchange, promissory notes and
other instruments and to act on instructions, including electronic instructions, given on behalf of the Company in
the operation of the said account.</p>
<p>RESOLVED FURTHER THAT the said account be operated by {{authorisedSignatories}} ({{operationMode}}), and that the
Bank be furnished with a copy of this resolution certified by a Director or the Company Secretary, together with the
specimen signatures of the authorised signatories.</p>
<p>RESOLVED FURTHER THAT the Board of Directors be informed of any change in the authorised signatories by a further
resolution, and that the Bank may rely on this resolution until it receives written notice of its revocation."</p>
${signedFor}`,
    variables: [
      ...meetingVariables,
      { name: 'bankName', label: 'Name of the bank', type: 'text' },
      { name: 'bankBranch', label: 'Branch', type: 'text' },
      {
        name: 'authorisedSignatories',
        label: 'Authorised signatories (names and designations)',
        type: 'multiline',
      },
      { name: 'operationMode', label: 'Mode of operation', type: 'text', example: 'any two jointly' },
    ],
    metadata: {
      filingForm: 'None (not filed with the Registrar)',
      signatories: ['Chairperson of the meeting', 'Director or Company Secretary (certified copy)'],
      postSteps: [
        {
          order: 1,
          icon: 'stamp',
          type: 'CERTIFICATION',
          title: 'Certify the copy for the bank',
          description:
            'A director or the company secretary certifies the copy as true, under the company’s name.',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'send',
          type: 'DISTRIBUTION',
          title: 'Hand over to the bank',
          description: 'Give the bank the certified copy with the specimen signatures and KYC documents.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Keep with the minutes',
          description: 'Keep a copy with the board minutes and the bank’s acknowledgement.',
          mandatory: false,
        },
      ],
    },
  },
  {
    seedKey: 'board-resolution-borrowing',
    name: 'Board Resolution – Borrowing of Monies',
    category: 'BOARD_RESOLUTION',
    legalReference: 'Sections 179(3)(d) and 180(1)(c) of the Companies Act, 2013',
    body: `${heading}${passedAt}
<p><strong>Borrowing of monies up to {{borrowingAmount}}</strong></p>
<p>"RESOLVED THAT pursuant to Section 179(3)(d) and other applicable provisions, if any, of the Companies Act, 2013
and the rules made thereunder, and subject to the limits approved by the members of the Company under Section
180(1)(c) of the Act, the consent of the Board be and is hereby accorded to borrow from {{lenderName}} a sum not
exceeding {{borrowingAmount}} ({{borrowingAmountInWords}}) by way of {{facilityType}}, on such terms and conditions,
including as to interest and security, as are set out in the sanction letter dated {{sanctionLetterDate}}.</p>
<p>RESOLVED FURTHER THAT the aggregate of the monies so borrowed together with the monies already borrowed by the
Company (apart from temporary loans obtained from the Company's bankers in the ordinary course of business) shall not
at any time exceed the limit approved by the members under Section 180(1)(c) of the Act.</p>
<p>RESOLVED FURTHER THAT {{authorisedPerson}} be and is hereby authorised to negotiate, sign and execute the loan
agreement and all other documents, to create such charge as may be required and to file the necessary forms with the
Registrar of Companies."</p>
${signedFor}`,
    variables: [
      ...meetingVariables,
      { name: 'lenderName', label: 'Lender', type: 'text' },
      { name: 'borrowingAmount', label: 'Amount', type: 'currency', example: '₹5,00,00,000' },
      {
        name: 'borrowingAmountInWords',
        label: 'Amount in words',
        type: 'text',
        example: 'Rupees Five Crore only',
      },
      { name: 'facilityType', label: 'Facility', type: 'text', example: 'a term loan' },
      { name: 'sanctionLetterDate', label: 'Date of the sanction letter', type: 'date' },
      { name: 'authorisedPerson', label: 'Person authorised to execute', type: 'text' },
    ],
    metadata: {
      filingForm: 'MGT-14',
      filingDeadline:
        'Within 30 days of the resolution (Section 117); private companies are exempt for resolutions under Section 179(3) (notification G.S.R. 464(E) of 5 June 2015). A charge created is filed in CHG-1 within 30 days.',
      signatories: ['Chairperson of the meeting', 'Director or Company Secretary (certified copy)'],
      postSteps: [
        {
          order: 1,
          icon: 'pen',
          type: 'SIGNING',
          title: 'Sign the certified copy',
          description: 'A director or the company secretary signs the certified true copy for the lender.',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'stamp',
          type: 'STAMP_PAPER',
          title: 'Execute the loan agreement on stamp paper',
          description:
            'The loan agreement is executed on non-judicial stamp paper (or e-stamped) for the duty the State Stamp Act of the place of execution levies on the amount secured.',
          mandatory: true,
          stampDenomination: 'As per the State Stamp Act on the loan amount (₹500 minimum in most States)',
        },
        {
          order: 3,
          icon: 'upload',
          type: 'FILING',
          title: 'File Form MGT-14 (public companies)',
          description:
            'File MGT-14 with the certified resolution within 30 days; CHG-1 for any charge created.',
          mandatory: false,
        },
        {
          order: 4,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Keep with the minutes and the register of charges',
          description:
            'Keep the resolution, the sanction letter and the executed agreement with the minutes.',
          mandatory: true,
        },
      ],
    },
  },
  {
    seedKey: 'board-resolution-additional-director',
    name: 'Board Resolution – Appointment of an Additional Director',
    category: 'BOARD_RESOLUTION',
    legalReference: 'Section 161(1) of the Companies Act, 2013',
    body: `${heading}${passedAt}
<p><strong>Appointment of {{directorName}} as an Additional Director</strong></p>
<p>"RESOLVED THAT pursuant to Section 161(1) and other applicable provisions, if any, of the Companies Act, 2013 and
the Articles of Association of the Company, {{directorName}} (DIN: {{directorDin}}), who has given consent in Form
DIR-2 and intimation in Form DIR-8 that he/she is not disqualified under Section 164 of the Act, be and is hereby
appointed as an Additional Director of the Company with effect from {{appointmentDate}}, to hold office up to the
date of the next Annual General Meeting of the Company.</p>
<p>RESOLVED FURTHER THAT any Director or the Company Secretary of the Company be and is hereby authorised to file Form
DIR-12 with the Registrar of Companies, to make the necessary entries in the Register of Directors and Key Managerial
Personnel, and to do all acts necessary to give effect to this resolution."</p>
${signedFor}`,
    variables: [
      ...meetingVariables,
      { name: 'directorName', label: 'Name of the appointee', type: 'text' },
      { name: 'directorDin', label: 'DIN of the appointee', type: 'text', example: '01234567' },
      { name: 'appointmentDate', label: 'Date the appointment takes effect', type: 'date' },
    ],
    metadata: {
      filingForm: 'DIR-12',
      filingDeadline: 'Within 30 days of the appointment (Section 170(2) read with Rule 18)',
      signatories: ['Chairperson of the meeting', 'Director or Company Secretary (certified copy)'],
      postSteps: [
        {
          order: 1,
          icon: 'pen',
          type: 'SIGNING',
          title: 'Sign the certified copy',
          description: 'A director or the company secretary signs the certified true copy.',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'upload',
          type: 'FILING',
          title: 'File Form DIR-12',
          description: 'File DIR-12 with the resolution, the appointee’s DIR-2 consent and DIR-8 intimation.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'bell',
          type: 'REMINDER',
          title: 'Regularise at the next AGM',
          description: 'The additional director holds office only up to the next annual general meeting.',
          mandatory: false,
        },
        {
          order: 4,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Update the register of directors',
          description:
            'Enter the appointment in the register under Section 170 and keep the papers with the minutes.',
          mandatory: true,
        },
      ],
    },
  },
];
