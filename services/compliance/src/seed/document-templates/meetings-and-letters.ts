import type { SeededDocumentTemplate } from './types.js';

const companyVariables = [
  { name: 'companyName', label: 'Name of the company', type: 'text' },
  { name: 'cin', label: 'Corporate Identity Number', type: 'text', example: 'U72900MH2020PTC123456' },
  { name: 'registeredOffice', label: 'Registered office address', type: 'address' },
] as const;

export const meetingsAndLetters: readonly SeededDocumentTemplate[] = [
  {
    seedKey: 'notice-annual-general-meeting',
    name: 'Notice of Annual General Meeting',
    category: 'NOTICE',
    legalReference:
      'Sections 96, 101 and 102 of the Companies Act, 2013; Rule 18 of the Companies (Management and Administration) Rules, 2014; Secretarial Standard SS-2',
    body: `<h2 style="text-align:center">{{companyName}}</h2>
<p style="text-align:center">CIN: {{cin}}<br>Registered office: {{registeredOffice}}<br>E-mail: {{companyEmail}}</p>
<h3 style="text-align:center">NOTICE OF THE {{agmNumber}} ANNUAL GENERAL MEETING</h3>
<p>NOTICE is hereby given that the {{agmNumber}} Annual General Meeting of the Members of {{companyName}} will be held
on {{meetingDay}}, {{meetingDate}} at {{meetingTime}} at {{meetingVenue}} to transact the following business:</p>
<h4>ORDINARY BUSINESS</h4>
<ol>
<li>To receive, consider and adopt the audited financial statements of the Company for the financial year ended
{{financialYearEnd}}, together with the Reports of the Board of Directors and the Auditors thereon.</li>
<li>To declare a dividend of {{dividendPerShare}} per equity share for the financial year ended {{financialYearEnd}}.</li>
<li>To appoint a Director in place of {{retiringDirectorName}} (DIN: {{retiringDirectorDin}}), who retires by rotation
under Section 152(6) of the Companies Act, 2013 and, being eligible, offers himself/herself for re-appointment.</li>
<li>To appoint {{auditorFirmName}}, Chartered Accountants (Firm Registration No. {{auditorFrn}}), as Statutory Auditors
of the Company under Section 139 of the Act, to hold office from the conclusion of this meeting until the conclusion of
the {{auditorTermEndAgm}} Annual General Meeting, and to fix their remuneration.</li>
</ol>
<p>By order of the Board<br>For {{companyName}}</p>
<p><br>{{signatoryName}}<br>{{signatoryDesignation}}</p>
<p>Place: {{place}}<br>Date: {{noticeDate}}</p>
<h4>NOTES</h4>
<ol>
<li>A member entitled to attend and vote at the meeting is entitled to appoint a proxy to attend and vote instead of
himself/herself, and the proxy need not be a member. Proxies, to be effective, must be received at the registered
office not less than 48 hours before the commencement of the meeting (Section 105).</li>
<li>The Register of Members and the Share Transfer Books will remain closed from {{bookClosureFrom}} to
{{bookClosureTo}} (both days inclusive) for the purpose of the dividend.</li>
<li>The notice is sent at least twenty-one clear days before the meeting (Section 101(1)) to every member, director and
the auditors of the Company. An explanatory statement under Section 102 is annexed for any special business.</li>
</ol>`,
    variables: [
      ...companyVariables,
      { name: 'companyEmail', label: 'Company e-mail address', type: 'email' },
      { name: 'agmNumber', label: 'Ordinal of the meeting', type: 'text', example: 'Fifth' },
      { name: 'meetingDay', label: 'Day of the week', type: 'text' },
      { name: 'meetingDate', label: 'Date of the meeting', type: 'date' },
      { name: 'meetingTime', label: 'Time of the meeting', type: 'text', example: '11:00 a.m.' },
      { name: 'meetingVenue', label: 'Venue', type: 'address' },
      { name: 'financialYearEnd', label: 'Financial year ended', type: 'date', example: '31 March 2025' },
      { name: 'dividendPerShare', label: 'Dividend per share', type: 'currency', example: '₹2.00' },
      { name: 'retiringDirectorName', label: 'Director retiring by rotation', type: 'text' },
      { name: 'retiringDirectorDin', label: 'DIN of the retiring director', type: 'text' },
      { name: 'auditorFirmName', label: 'Audit firm', type: 'text' },
      { name: 'auditorFrn', label: 'Firm registration number', type: 'text' },
      {
        name: 'auditorTermEndAgm',
        label: 'AGM at which the auditor’s term ends',
        type: 'text',
        example: 'Tenth',
      },
      { name: 'bookClosureFrom', label: 'Book closure from', type: 'date' },
      { name: 'bookClosureTo', label: 'Book closure to', type: 'date' },
      { name: 'signatoryName', label: 'Signed by', type: 'text' },
      { name: 'signatoryDesignation', label: 'Designation', type: 'text', example: 'Company Secretary' },
      { name: 'place', label: 'Place', type: 'text' },
      { name: 'noticeDate', label: 'Date of the notice', type: 'date' },
    ],
    metadata: {
      filingForm: 'None for the notice; MGT-14 for special resolutions, AOC-4 and MGT-7 after the meeting',
      filingDeadline: 'Sent at least 21 clear days before the meeting (Section 101(1))',
      signatories: ['Company Secretary or a Director, by order of the Board'],
      postSteps: [
        {
          order: 1,
          icon: 'pen',
          type: 'SIGNING',
          title: 'Sign the notice',
          description: 'The company secretary or a director signs the notice by order of the Board.',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'send',
          type: 'DISTRIBUTION',
          title: 'Send 21 clear days ahead',
          description:
            'Send to every member, director and the auditors by post or e-mail (Rule 18), and publish it on the website where there is one.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'bell',
          type: 'REMINDER',
          title: 'File AOC-4 and MGT-7 after the meeting',
          description: 'AOC-4 within 30 days and MGT-7 within 60 days of the annual general meeting.',
          mandatory: true,
        },
        {
          order: 4,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Keep the proof of dispatch',
          description: 'Keep the notice with the proof of dispatch for the minutes of the meeting.',
          mandatory: true,
        },
      ],
    },
  },
  {
    seedKey: 'letter-auditor-consent',
    name: 'Letter – Consent and Eligibility Certificate of the Auditor',
    category: 'LETTER',
    legalReference:
      'Sections 139(1) and 141 of the Companies Act, 2013; Rule 4(1) of the Companies (Audit and Auditors) Rules, 2014',
    body: `<p>{{auditorFirmName}}<br>Chartered Accountants<br>{{auditorAddress}}</p>
<p>Date: {{letterDate}}</p>
<p>To<br>The Board of Directors<br>{{companyName}}<br>{{registeredOffice}}</p>
<p><strong>Subject: Consent to act as Statutory Auditors and certificate of eligibility under Section 141</strong></p>
<p>Dear Sirs,</p>
<p>We, {{auditorFirmName}}, Chartered Accountants (Firm Registration No. {{auditorFrn}}), hereby give our consent to act
as the Statutory Auditors of {{companyName}} (CIN: {{cin}}) for the period {{auditPeriod}}, if appointed.</p>
<p>Pursuant to Section 139(1) of the Companies Act, 2013 and Rule 4(1) of the Companies (Audit and Auditors) Rules,
2014, we certify that:</p>
<ol>
<li>we are eligible for appointment and are not disqualified for appointment under the Companies Act, 2013, the
Chartered Accountants Act, 1949 and the rules or regulations made thereunder;</li>
<li>the proposed appointment is as per the term provided under the Act and within the limits laid down by or under
the authority of the Act;</li>
<li>the criteria provided in Section 141 of the Act are satisfied; and</li>
<li>there are no proceedings pending against the firm or any of its partners with respect to professional matters of
conduct.</li>
</ol>
<p>Yours faithfully,<br>For {{auditorFirmName}}<br>Chartered Accountants</p>
<p><br>{{partnerName}}<br>Partner, Membership No. {{partnerMembershipNo}}</p>`,
    variables: [
      ...companyVariables,
      { name: 'auditorFirmName', label: 'Audit firm', type: 'text' },
      { name: 'auditorAddress', label: 'Address of the firm', type: 'address' },
      { name: 'auditorFrn', label: 'Firm registration number', type: 'text' },
      {
        name: 'auditPeriod',
        label: 'Period of the appointment',
        type: 'text',
        example: 'FY 2025-26 to FY 2029-30',
      },
      { name: 'letterDate', label: 'Date of the letter', type: 'date' },
      { name: 'partnerName', label: 'Signing partner', type: 'text' },
      { name: 'partnerMembershipNo', label: 'Membership number of the partner', type: 'text' },
    ],
    metadata: {
      filingForm: 'ADT-1 (attachment)',
      filingDeadline: 'Obtained before the appointment; attached to ADT-1 within 15 days of it',
      signatories: ['Partner of the audit firm'],
      postSteps: [
        {
          order: 1,
          icon: 'pen',
          type: 'SIGNING',
          title: 'Signed by the auditor',
          description: 'A partner signs on the firm’s letterhead with membership number.',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'upload',
          type: 'FILING',
          title: 'Attach to ADT-1',
          description: 'The consent and certificate are attachments of Form ADT-1.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Keep with the appointment papers',
          description: 'Keep the original with the board resolution appointing the auditor.',
          mandatory: true,
        },
      ],
    },
  },
  {
    seedKey: 'minutes-board-meeting',
    name: 'Minutes of a Meeting of the Board of Directors',
    category: 'MINUTES',
    legalReference:
      'Section 118 of the Companies Act, 2013; Rule 25 of the Companies (Management and Administration) Rules, 2014; Secretarial Standard SS-1',
    body: `<h2 style="text-align:center">{{companyName}}</h2>
<p style="text-align:center">CIN: {{cin}}</p>
<h3 style="text-align:center">MINUTES OF THE {{meetingNumber}} MEETING OF THE BOARD OF DIRECTORS HELD ON {{meetingDate}}
AT {{meetingTime}} AT {{meetingPlace}}</h3>
<p><strong>Directors present:</strong> {{directorsPresent}}</p>
<p><strong>In attendance:</strong> {{inAttendance}}</p>
<p><strong>Leave of absence:</strong> {{leaveOfAbsence}}</p>
<ol>
<li><strong>Chairperson.</strong> {{chairpersonName}} took the chair and, the requisite quorum under Section 174 being
present throughout, called the meeting to order.</li>
<li><strong>Minutes of the previous meeting.</strong> The minutes of the meeting held on {{previousMeetingDate}}, as
circulated, were noted and signed by the Chairperson.</li>
<li><strong>Disclosures of interest.</strong> The Board noted the disclosures of interest received under Section 184
in Form MBP-1 and the intimations under Section 164(2) in Form DIR-8.</li>
<li><strong>Business transacted.</strong> {{businessTransacted}}</li>
<li><strong>Vote of thanks.</strong> There being no other business, the meeting concluded at {{conclusionTime}} with a
vote of thanks to the Chair.</li>
</ol>
<p><br><br>{{chairpersonName}}<br>Chairperson</p>
<p>Date of signing: {{signingDate}}<br>Place: {{place}}</p>`,
    variables: [
      ...companyVariables.slice(0, 2),
      { name: 'meetingNumber', label: 'Ordinal of the meeting', type: 'text', example: '3rd (2025-26)' },
      { name: 'meetingDate', label: 'Date of the meeting', type: 'date' },
      { name: 'meetingTime', label: 'Time of the meeting', type: 'text' },
      { name: 'meetingPlace', label: 'Place of the meeting', type: 'address' },
      { name: 'directorsPresent', label: 'Directors present', type: 'multiline' },
      { name: 'inAttendance', label: 'In attendance', type: 'multiline', required: false },
      { name: 'leaveOfAbsence', label: 'Leave of absence granted to', type: 'text', required: false },
      { name: 'chairpersonName', label: 'Chairperson', type: 'text' },
      { name: 'previousMeetingDate', label: 'Date of the previous meeting', type: 'date' },
      { name: 'businessTransacted', label: 'Business transacted and decisions', type: 'multiline' },
      { name: 'conclusionTime', label: 'Time the meeting concluded', type: 'text' },
      { name: 'signingDate', label: 'Date of signing', type: 'date' },
      { name: 'place', label: 'Place of signing', type: 'text' },
    ],
    metadata: {
      filingForm: 'None (kept at the registered office)',
      filingDeadline:
        'Entered in the minute book within 30 days of the meeting (Rule 25); draft circulated within 15 days and signed by the Chairperson by the next meeting (SS-1)',
      signatories: ['Chairperson of the meeting or of the next meeting'],
      postSteps: [
        {
          order: 1,
          icon: 'send',
          type: 'DISTRIBUTION',
          title: 'Circulate the draft',
          description:
            'Circulate the draft minutes to all directors within 15 days for their comments (SS-1).',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'pen',
          type: 'SIGNING',
          title: 'Chairperson signs and initials every page',
          description: 'Each page is initialled and the last page signed and dated by the Chairperson.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Keep in the minute book permanently',
          description:
            'Minutes are kept permanently at the registered office, in the custody of the company secretary.',
          mandatory: true,
        },
      ],
    },
  },
];
