/** A demo catalogue of Indian professional training: realistic enough to click through. */

export const CATEGORIES = [
  ['Workplace Safety', 'workplace-safety'],
  ['GST & Taxation', 'gst-taxation'],
  ['Labour Law', 'labour-law'],
  ['Quality Management', 'quality-management'],
  ['Leadership', 'leadership'],
  ['Environment & Sustainability', 'environment-sustainability'],
  ['Corporate Compliance', 'corporate-compliance'],
  ['Digital Skills', 'digital-skills'],
] as const;

export const CITIES = [
  ['Mumbai', 'mumbai'],
  ['Delhi', 'delhi'],
  ['Bengaluru', 'bengaluru'],
  ['Chennai', 'chennai'],
  ['Hyderabad', 'hyderabad'],
  ['Pune', 'pune'],
  ['Ahmedabad', 'ahmedabad'],
  ['Kolkata', 'kolkata'],
  ['Jaipur', 'jaipur'],
  ['Coimbatore', 'coimbatore'],
] as const;

export const ASSOCIATIONS = [
  ['CII', 'cii'],
  ['FICCI', 'ficci'],
  ['NASSCOM', 'nasscom'],
  ['ASSOCHAM', 'assocham'],
  ['PHDCCI', 'phdcci'],
  ['National Safety Council', 'nsc'],
] as const;

export const DELIVERY_MODES = [
  ['Classroom', 'classroom'],
  ['Online', 'online'],
  ['Blended', 'blended'],
] as const;

export interface SeedCourse {
  readonly title: string;
  readonly category: string;
  readonly association: string;
  readonly mode: string;
  readonly days: number;
  readonly description: string;
  /** Defaults to published and active. */
  readonly state?: 'draft' | 'archived';
}

export const COURSES: readonly SeedCourse[] = [
  {
    title: 'Fire Safety and Emergency Evacuation',
    category: 'workplace-safety',
    association: 'nsc',
    mode: 'classroom',
    days: 2,
    description:
      'Fire classes, extinguisher drills, evacuation planning and fire warden duties under the National Building Code.',
  },
  {
    title: 'Working at Height: Scaffolding and Fall Protection',
    category: 'workplace-safety',
    association: 'nsc',
    mode: 'classroom',
    days: 2,
    description:
      'Harnesses, anchor points, scaffold inspection and rescue plans for construction and maintenance crews.',
  },
  {
    title: 'Electrical Safety and Lockout/Tagout',
    category: 'workplace-safety',
    association: 'cii',
    mode: 'blended',
    days: 1,
    description:
      'Isolation procedures, permit-to-work systems and arc-flash awareness for plant electricians and supervisors.',
  },
  {
    title: 'First Aid and CPR at Work',
    category: 'workplace-safety',
    association: 'nsc',
    mode: 'classroom',
    days: 1,
    description: 'Hands-on first aid, CPR and AED use, with a certificate for designated first aiders.',
  },
  {
    title: 'Chemical Handling and MSDS',
    category: 'workplace-safety',
    association: 'ficci',
    mode: 'online',
    days: 1,
    description: 'Reading safety data sheets, storage segregation, spill response and PPE selection.',
  },
  {
    title: 'GST Fundamentals for Finance Teams',
    category: 'gst-taxation',
    association: 'ficci',
    mode: 'online',
    days: 2,
    description:
      'Supply, place of supply, input tax credit and the monthly return cycle explained with worked invoices.',
  },
  {
    title: 'GST Returns and Reconciliation Workshop',
    category: 'gst-taxation',
    association: 'assocham',
    mode: 'blended',
    days: 2,
    description:
      'GSTR-1, GSTR-3B and GSTR-2B reconciliation, with common mismatches and how to correct them.',
  },
  {
    title: 'E-invoicing and E-way Bills',
    category: 'gst-taxation',
    association: 'cii',
    mode: 'online',
    days: 1,
    description:
      'IRN generation, QR codes, e-way bill rules for consignments and integration with accounting software.',
  },
  {
    title: 'TDS and TCS Compliance',
    category: 'gst-taxation',
    association: 'phdcci',
    mode: 'online',
    days: 1,
    description: 'Deduction rates, quarterly returns, Form 16A and the penalties for late filing.',
  },
  {
    title: 'GST Audits and Assessments',
    category: 'gst-taxation',
    association: 'assocham',
    mode: 'classroom',
    days: 2,
    description:
      'Preparing for departmental audits, replying to notices and building an audit-ready document trail.',
    state: 'draft',
  },
  {
    title: 'The New Labour Codes Explained',
    category: 'labour-law',
    association: 'ficci',
    mode: 'blended',
    days: 2,
    description:
      'Wages, industrial relations, social security and occupational safety codes: what changes for employers.',
  },
  {
    title: 'PF and ESI Compliance',
    category: 'labour-law',
    association: 'phdcci',
    mode: 'online',
    days: 1,
    description:
      'Registration, monthly contributions, ECR filing and handling inspections for provident fund and ESI.',
  },
  {
    title: 'Contract Labour Management',
    category: 'labour-law',
    association: 'cii',
    mode: 'classroom',
    days: 1,
    description: 'Principal employer duties, licences, registers and audits of contractors under the CLRA.',
  },
  {
    title: 'Prevention of Sexual Harassment (POSH)',
    category: 'labour-law',
    association: 'ficci',
    mode: 'online',
    days: 1,
    description:
      'Internal Committee duties, inquiry procedure, annual reports and awareness sessions for employees.',
  },
  {
    title: 'Shops and Establishments Compliance',
    category: 'labour-law',
    association: 'assocham',
    mode: 'online',
    days: 1,
    description: 'State-wise registration, working hours, leave and record keeping for offices and retail.',
    state: 'archived',
  },
  {
    title: 'ISO 9001:2015 Internal Auditor',
    category: 'quality-management',
    association: 'cii',
    mode: 'classroom',
    days: 3,
    description: 'Clause-by-clause requirements, audit planning, nonconformity reports and audit trails.',
  },
  {
    title: 'Lean Six Sigma Green Belt',
    category: 'quality-management',
    association: 'cii',
    mode: 'blended',
    days: 5,
    description:
      'DMAIC, process mapping, statistical tools and a live improvement project on your own process.',
  },
  {
    title: '5S and Kaizen on the Shop Floor',
    category: 'quality-management',
    association: 'phdcci',
    mode: 'classroom',
    days: 2,
    description:
      'Sort, set in order, shine, standardise and sustain, with kaizen events and visual management.',
  },
  {
    title: 'Root Cause Analysis and CAPA',
    category: 'quality-management',
    association: 'ficci',
    mode: 'online',
    days: 1,
    description: 'Five whys, fishbone diagrams and corrective and preventive actions that stay closed.',
  },
  {
    title: 'IATF 16949 Awareness for Auto Suppliers',
    category: 'quality-management',
    association: 'cii',
    mode: 'classroom',
    days: 2,
    description:
      'Automotive quality requirements, core tools (APQP, PPAP, FMEA, MSA, SPC) and customer-specific requirements.',
  },
  {
    title: 'First-time Managers Programme',
    category: 'leadership',
    association: 'nasscom',
    mode: 'blended',
    days: 3,
    description:
      'Delegation, feedback, one-to-ones and leading former peers, with coaching between sessions.',
  },
  {
    title: 'Leading Plant Teams',
    category: 'leadership',
    association: 'cii',
    mode: 'classroom',
    days: 2,
    description:
      'Shift leadership, daily management meetings, safety leadership and handling grievances on the floor.',
  },
  {
    title: 'Negotiation Skills for Procurement',
    category: 'leadership',
    association: 'ficci',
    mode: 'classroom',
    days: 2,
    description:
      'Preparation, BATNA, concessions and supplier negotiations with role plays drawn from Indian markets.',
  },
  {
    title: 'Strategic Thinking for Senior Managers',
    category: 'leadership',
    association: 'assocham',
    mode: 'classroom',
    days: 2,
    description: 'Industry analysis, scenario planning and turning strategy into quarterly priorities.',
  },
  {
    title: 'Managing Hybrid Teams',
    category: 'leadership',
    association: 'nasscom',
    mode: 'online',
    days: 1,
    description: 'Remote rituals, written communication and measuring outcomes rather than presence.',
    state: 'draft',
  },
  {
    title: 'Environmental Compliance for Factories',
    category: 'environment-sustainability',
    association: 'cii',
    mode: 'classroom',
    days: 2,
    description:
      'Consent to establish and operate, hazardous waste rules, and returns to the pollution control boards.',
  },
  {
    title: 'ESG and BRSR Reporting',
    category: 'environment-sustainability',
    association: 'ficci',
    mode: 'online',
    days: 2,
    description:
      'Business Responsibility and Sustainability Reporting: indicators, data collection and assurance.',
  },
  {
    title: 'Energy Management and Audits',
    category: 'environment-sustainability',
    association: 'cii',
    mode: 'blended',
    days: 2,
    description:
      'Energy audits, PAT scheme obligations and quick wins in compressed air, lighting and motors.',
  },
  {
    title: 'Extended Producer Responsibility for Plastics',
    category: 'environment-sustainability',
    association: 'phdcci',
    mode: 'online',
    days: 1,
    description: 'EPR registration, targets, certificates and annual returns on the central portal.',
  },
  {
    title: 'Company Secretarial Compliance Essentials',
    category: 'corporate-compliance',
    association: 'assocham',
    mode: 'online',
    days: 2,
    description: 'Board meetings, statutory registers, annual filings with the MCA and event-based forms.',
  },
  {
    title: 'Anti-bribery and Ethics Programme',
    category: 'corporate-compliance',
    association: 'ficci',
    mode: 'online',
    days: 1,
    description:
      'Prevention of Corruption Act, gifts and hospitality policies, and third-party due diligence.',
  },
  {
    title: 'Data Protection under the DPDP Act',
    category: 'corporate-compliance',
    association: 'nasscom',
    mode: 'online',
    days: 1,
    description:
      'Consent, notices, data principal rights, breach reporting and the duties of data fiduciaries.',
  },
  {
    title: 'Internal Financial Controls',
    category: 'corporate-compliance',
    association: 'assocham',
    mode: 'classroom',
    days: 2,
    description: 'Risk and control matrices, testing of controls and reporting under the Companies Act.',
    state: 'archived',
  },
  {
    title: 'Excel for Business Analysis',
    category: 'digital-skills',
    association: 'nasscom',
    mode: 'online',
    days: 2,
    description: 'Lookups, pivot tables, Power Query and dashboards for finance and operations teams.',
  },
  {
    title: 'Cyber Security Awareness for Employees',
    category: 'digital-skills',
    association: 'nasscom',
    mode: 'online',
    days: 1,
    description:
      'Phishing, passwords, device hygiene and reporting incidents, with simulated phishing exercises.',
  },
  {
    title: 'Digital Transformation for MSMEs',
    category: 'digital-skills',
    association: 'cii',
    mode: 'blended',
    days: 2,
    description:
      'Choosing ERP, digital payments, online marketplaces and automating paperwork in small firms.',
  },
];
