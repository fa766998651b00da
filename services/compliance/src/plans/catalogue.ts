/** Subscription plans and the entity-type taxonomy: fixed data of the product, served by GET /plans. */

export type PlanCode = 'FREE' | 'STARTER' | 'PROFESSIONAL' | 'ENTERPRISE';

export interface PlanLimits {
  readonly entities: number;
  readonly users: number;
  readonly workflows: number;
}

export interface Plan {
  readonly id: PlanCode;
  readonly name: string;
  /** Indian rupees a month, exact to the rupee. */
  readonly monthlyPrice: number;
  readonly currency: 'INR';
  readonly limits: PlanLimits;
  readonly features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'FREE',
    name: 'Free',
    monthlyPrice: 0,
    currency: 'INR',
    limits: { entities: 1, users: 2, workflows: 5 },
    features: ['Statutory workflow templates', 'Task tracking', 'Deadline calendar feed'],
  },
  {
    id: 'STARTER',
    name: 'Starter',
    monthlyPrice: 999,
    currency: 'INR',
    limits: { entities: 5, users: 5, workflows: 50 },
    features: [
      'Statutory workflow templates',
      'Task tracking',
      'Deadline calendar feed',
      'E-mail reminders',
      'Compliance certificates (PDF)',
    ],
  },
  {
    id: 'PROFESSIONAL',
    name: 'Professional',
    monthlyPrice: 4999,
    currency: 'INR',
    limits: { entities: 25, users: 25, workflows: 500 },
    features: [
      'Statutory workflow templates',
      'Task tracking',
      'Deadline calendar feed',
      'E-mail reminders',
      'Compliance certificates (PDF)',
      'Custom workflow templates',
      'Audit trail',
      'Real-time events',
    ],
  },
  {
    id: 'ENTERPRISE',
    name: 'Enterprise',
    monthlyPrice: 19999,
    currency: 'INR',
    limits: { entities: 1000, users: 1000, workflows: 100000 },
    features: [
      'Statutory workflow templates',
      'Task tracking',
      'Deadline calendar feed',
      'E-mail reminders',
      'Compliance certificates (PDF)',
      'Custom workflow templates',
      'Audit trail',
      'Real-time events',
      'ERP integration',
      'Priority support',
    ],
  },
];

export function planOf(code: string): Plan {
  return PLANS.find((p) => p.id === code) ?? (PLANS[0] as Plan);
}

export const ENTITY_TYPES = [
  { value: 'SOLE_PROPRIETORSHIP', label: 'Sole Proprietorship' },
  { value: 'PARTNERSHIP', label: 'Partnership Firm' },
  { value: 'LLP', label: 'Limited Liability Partnership' },
  { value: 'PRIVATE_LIMITED', label: 'Private Limited Company' },
  { value: 'PUBLIC_LIMITED', label: 'Public Limited Company' },
  { value: 'OPC', label: 'One Person Company' },
  { value: 'SECTION_8', label: 'Section 8 Company (non-profit)' },
  { value: 'TRUST', label: 'Trust' },
  { value: 'SOCIETY', label: 'Society' },
  { value: 'HUF', label: 'Hindu Undivided Family' },
] as const;
