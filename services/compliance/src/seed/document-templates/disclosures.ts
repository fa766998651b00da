import type { SeededDocumentTemplate } from './types.js';

export const disclosures: readonly SeededDocumentTemplate[] = [
  {
    seedKey: 'disclosure-mbp-1',
    name: 'Form MBP-1 – Notice of Interest by a Director',
    category: 'DISCLOSURE',
    legalReference:
      'Section 184(1) of the Companies Act, 2013; Rule 9(1) of the Companies (Meetings of Board and its Powers) Rules, 2014',
    body: `<h3 style="text-align:center">FORM MBP-1</h3>
<p style="text-align:center">Notice of interest by director<br>[Pursuant to section 184(1) and rule 9(1)]</p>
<p>To<br>The Board of Directors<br>{{companyName}}<br>{{registeredOffice}}</p>
<p>Dear Sir(s),</p>
<p>I, {{directorName}}, son/daughter/spouse of {{directorParentName}}, resident of {{directorAddress}}, being a
director in the Company, hereby give notice of my interest or concern in the following company or companies, bodies
corporate, firms or other association of individuals:</p>
<table style="border-collapse:collapse;width:100%" border="1" cellpadding="4">
<thead><tr><th>Sl. No.</th><th>Names of the companies / bodies corporate / firms / association of individuals</th>
<th>Nature of interest or concern / change in interest or concern</th><th>Shareholding</th>
<th>Date on which interest or concern arose / changed</th></tr></thead>
<tbody><tr><td>1</td><td>{{interestedEntity}}</td><td>{{natureOfInterest}}</td><td>{{shareholding}}</td>
<td>{{interestDate}}</td></tr></tbody>
</table>
<p><br>Signature: ________________<br>Name: {{directorName}}<br>DIN: {{directorDin}}</p>
<p>Place: {{place}}<br>Date: {{disclosureDate}}</p>`,
    variables: [
      { name: 'companyName', label: 'Name of the company', type: 'text' },
      { name: 'registeredOffice', label: 'Registered office address', type: 'address' },
      { name: 'directorName', label: 'Name of the director', type: 'text' },
      { name: 'directorParentName', label: 'Father’s, mother’s or spouse’s name', type: 'text' },
      { name: 'directorAddress', label: 'Residential address', type: 'address' },
      { name: 'directorDin', label: 'DIN', type: 'text', example: '01234567' },
      { name: 'interestedEntity', label: 'Company, firm or body in which interested', type: 'text' },
      { name: 'natureOfInterest', label: 'Nature of interest or concern', type: 'text', example: 'Director' },
      { name: 'shareholding', label: 'Shareholding', type: 'text', example: '2.5%' },
      { name: 'interestDate', label: 'Date the interest arose or changed', type: 'date' },
      { name: 'place', label: 'Place', type: 'text' },
      { name: 'disclosureDate', label: 'Date', type: 'date' },
    ],
    metadata: {
      filingForm: 'None (given to the company, not filed with the Registrar)',
      filingDeadline:
        'At the first board meeting in which the director participates, at the first board meeting of every financial year, and at the first board meeting after any change',
      signatories: ['The director making the disclosure'],
      postSteps: [
        {
          order: 1,
          icon: 'pen',
          type: 'SIGNING',
          title: 'Director signs',
          description: 'The director signs the notice of interest.',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'send',
          type: 'DISTRIBUTION',
          title: 'Place before the Board',
          description: 'The disclosure is placed before the board meeting and noted in its minutes.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Keep for eight years',
          description:
            'The company keeps the disclosures for eight years from the end of the financial year (Rule 9(2)).',
          mandatory: true,
        },
        {
          order: 4,
          icon: 'bell',
          type: 'REMINDER',
          title: 'Renew at the first meeting of the next financial year',
          description: 'The disclosure is given afresh at the first board meeting of every financial year.',
          mandatory: false,
        },
      ],
    },
  },
  {
    seedKey: 'disclosure-dir-8',
    name: 'Form DIR-8 – Intimation by a Director of Non-disqualification',
    category: 'DISCLOSURE',
    legalReference:
      'Section 164(2) of the Companies Act, 2013; Rule 14(1) of the Companies (Appointment and Qualification of Directors) Rules, 2014',
    body: `<h3 style="text-align:center">FORM DIR-8</h3>
<p style="text-align:center">Intimation by Director<br>[Pursuant to section 164(2) and rule 14(1)]</p>
<p>To<br>The Board of Directors<br>{{companyName}}<br>{{registeredOffice}}</p>
<p>I, {{directorName}}, son/daughter/spouse of {{directorParentName}}, resident of {{directorAddress}}, director in
{{companyName}}, hereby give notice that I am/was a director in the following companies during the last three years:</p>
<p>{{directorshipsLastThreeYears}}</p>
<p>I further confirm that I have not incurred disqualification under Section 164(2) of the Companies Act, 2013 in any
of the above companies, in the previous financial year, and that I am, at present, not disqualified from being
appointed as a director under Section 164 of the Act.</p>
<p><br>Signature: ________________<br>Name: {{directorName}}<br>DIN: {{directorDin}}</p>
<p>Place: {{place}}<br>Date: {{intimationDate}}</p>`,
    variables: [
      { name: 'companyName', label: 'Name of the company', type: 'text' },
      { name: 'registeredOffice', label: 'Registered office address', type: 'address' },
      { name: 'directorName', label: 'Name of the director', type: 'text' },
      { name: 'directorParentName', label: 'Father’s, mother’s or spouse’s name', type: 'text' },
      { name: 'directorAddress', label: 'Residential address', type: 'address' },
      { name: 'directorDin', label: 'DIN', type: 'text' },
      {
        name: 'directorshipsLastThreeYears',
        label: 'Companies in which a director during the last three years (name, CIN, dates)',
        type: 'multiline',
      },
      { name: 'place', label: 'Place', type: 'text' },
      { name: 'intimationDate', label: 'Date', type: 'date' },
    ],
    metadata: {
      filingForm: 'None (given to the company; attached to DIR-12 on an appointment)',
      filingDeadline: 'Every financial year, before the appointment or re-appointment of the director',
      signatories: ['The director giving the intimation'],
      postSteps: [
        {
          order: 1,
          icon: 'pen',
          type: 'SIGNING',
          title: 'Director signs',
          description: 'The director signs the intimation.',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'send',
          type: 'DISTRIBUTION',
          title: 'Place before the Board',
          description:
            'The intimation is noted at the board meeting; the auditor may ask for it for the CARO report.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Keep with the statutory records',
          description: 'Keep with the records of the director’s appointment.',
          mandatory: true,
        },
      ],
    },
  },
  {
    seedKey: 'certificate-certified-true-copy',
    name: 'Certificate – Certified True Copy of a Board Resolution',
    category: 'CERTIFICATE',
    legalReference: 'Section 179 of the Companies Act, 2013; Secretarial Standard SS-1 (paragraph 7.7)',
    body: `<h2 style="text-align:center">{{companyName}}</h2>
<p style="text-align:center">CIN: {{cin}}<br>Registered office: {{registeredOffice}}</p>
<h3 style="text-align:center">CERTIFIED TRUE COPY OF THE RESOLUTION PASSED BY THE BOARD OF DIRECTORS AT ITS MEETING
HELD ON {{meetingDate}}</h3>
<p><strong>{{resolutionTitle}}</strong></p>
<div>{{resolutionText}}</div>
<p>I certify that the above is a true copy of the resolution passed by the Board of Directors of {{companyName}} at
its meeting duly convened and held on {{meetingDate}} at which the requisite quorum was present, and that the
resolution has not been modified or rescinded and remains in force.</p>
<p>For {{companyName}}</p>
<p><br>{{certifierName}}<br>{{certifierDesignation}}<br>DIN / Membership No.: {{certifierNumber}}</p>
<p>Place: {{place}}<br>Date: {{certificationDate}}</p>`,
    variables: [
      { name: 'companyName', label: 'Name of the company', type: 'text' },
      { name: 'cin', label: 'Corporate Identity Number', type: 'text' },
      { name: 'registeredOffice', label: 'Registered office address', type: 'address' },
      { name: 'meetingDate', label: 'Date of the board meeting', type: 'date' },
      { name: 'resolutionTitle', label: 'Title of the resolution', type: 'text' },
      {
        name: 'resolutionText',
        label: 'Text of the resolution as recorded in the minutes',
        type: 'multiline',
      },
      { name: 'certifierName', label: 'Certified by', type: 'text' },
      { name: 'certifierDesignation', label: 'Designation', type: 'text', example: 'Company Secretary' },
      { name: 'certifierNumber', label: 'DIN or membership number', type: 'text' },
      { name: 'place', label: 'Place', type: 'text' },
      { name: 'certificationDate', label: 'Date', type: 'date' },
    ],
    metadata: {
      filingForm: 'Attachment to the form that needs it (MGT-14, DIR-12, ADT-1, bank or lender)',
      signatories: ['Company Secretary, or a Director where there is none'],
      postSteps: [
        {
          order: 1,
          icon: 'stamp',
          type: 'CERTIFICATION',
          title: 'Certify',
          description:
            'The company secretary or a director signs the certification, with the company seal if the articles ask for one.',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'send',
          type: 'DISTRIBUTION',
          title: 'Send to whoever asked for it',
          description: 'Give it to the bank, lender, authority or attach it to the e-form.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Record the copy issued',
          description: 'Note to whom and when certified copies were issued.',
          mandatory: false,
        },
      ],
    },
  },
  {
    seedKey: 'sebi-lodr-regulation-30',
    name: 'SEBI LODR Regulation 30 – Disclosure of Outcome of Board Meeting',
    category: 'SEBI_DISCLOSURE',
    legalReference:
      'Regulation 30 read with Schedule III Part A of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015',
    body: `<p>Date: {{disclosureDate}}</p>
<table style="width:100%"><tr>
<td>To<br>BSE Limited<br>Phiroze Jeejeebhoy Towers, Dalal Street, Mumbai 400 001<br>Scrip Code: {{bseScripCode}}</td>
<td>To<br>National Stock Exchange of India Limited<br>Exchange Plaza, Bandra-Kurla Complex, Bandra (E), Mumbai 400 051<br>
Symbol: {{nseSymbol}}</td>
</tr></table>
<p><strong>Subject: Outcome of the Board Meeting held on {{meetingDate}} – disclosure under Regulation 30 of the SEBI
(Listing Obligations and Disclosure Requirements) Regulations, 2015</strong></p>
<p>Dear Sir / Madam,</p>
<p>Pursuant to Regulation 30 read with Part A of Schedule III of the SEBI (Listing Obligations and Disclosure
Requirements) Regulations, 2015, we inform you that the Board of Directors of {{companyName}} at its meeting held
today, {{meetingDate}}, which commenced at {{startTime}} and concluded at {{endTime}}, has inter alia:</p>
<div>{{decisions}}</div>
<p>The details required under the SEBI master circular on disclosure of material events are enclosed as
{{annexureReference}}.</p>
<p>This disclosure is also available on the website of the Company at {{websiteUrl}}.</p>
<p>Kindly take the same on record.</p>
<p>Yours faithfully,<br>For {{companyName}}</p>
<p><br>{{complianceOfficerName}}<br>Company Secretary and Compliance Officer<br>Membership No.: {{membershipNo}}</p>`,
    variables: [
      { name: 'companyName', label: 'Name of the listed entity', type: 'text' },
      { name: 'disclosureDate', label: 'Date of the disclosure', type: 'date' },
      { name: 'bseScripCode', label: 'BSE scrip code', type: 'text', example: '500325' },
      { name: 'nseSymbol', label: 'NSE symbol', type: 'text' },
      { name: 'meetingDate', label: 'Date of the board meeting', type: 'date' },
      { name: 'startTime', label: 'Time the meeting commenced', type: 'text' },
      { name: 'endTime', label: 'Time the meeting concluded', type: 'text' },
      { name: 'decisions', label: 'Decisions taken (material events)', type: 'multiline' },
      {
        name: 'annexureReference',
        label: 'Annexure reference',
        type: 'text',
        example: 'Annexure A',
        required: false,
      },
      { name: 'websiteUrl', label: 'Company website', type: 'text' },
      { name: 'complianceOfficerName', label: 'Compliance officer', type: 'text' },
      { name: 'membershipNo', label: 'ICSI membership number', type: 'text' },
    ],
    metadata: {
      filingForm: 'Stock exchange filing (NEAPS / BSE Listing Centre)',
      filingDeadline:
        'Within 30 minutes of the close of the board meeting for its outcome; other material events within 12 hours (from within the entity) or 24 hours (from outside)',
      signatories: ['Company Secretary and Compliance Officer'],
      postSteps: [
        {
          order: 1,
          icon: 'pen',
          type: 'SIGNING',
          title: 'Compliance officer signs',
          description:
            'The compliance officer signs the disclosure (digital signature for the exchange portals).',
          mandatory: true,
        },
        {
          order: 2,
          icon: 'upload',
          type: 'FILING',
          title: 'File with the stock exchanges',
          description: 'Upload on NSE NEAPS and the BSE Listing Centre within the time allowed.',
          mandatory: true,
        },
        {
          order: 3,
          icon: 'globe',
          type: 'DISTRIBUTION',
          title: 'Publish on the website',
          description:
            'Host the disclosure on the company’s website for at least five years (Regulation 30(8)).',
          mandatory: true,
        },
        {
          order: 4,
          icon: 'archive',
          type: 'STORAGE',
          title: 'Keep the exchange acknowledgements',
          description: 'Keep the acknowledgements with the board papers, then under the archival policy.',
          mandatory: true,
        },
      ],
    },
  },
];
