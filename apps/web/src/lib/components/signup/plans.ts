/**
 * How the factory's plans read: prices in whole rupees as people in India write them
 * (₹2,999, ₹29,990) and each limit in words, -1 being "Unlimited".
 */
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const number = new Intl.NumberFormat('en-IN');

/** A plan's price: whole units of its currency (rupees), without the paise its prices never have. */
export function formatPrice(amount: number, currency = 'INR'): string {
  if (currency === 'INR') return wholeRupees.format(amount);
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  );
}

export interface PlanLimits {
  maxUsers: number;
  maxWorkers: number;
  maxJobSteps: number;
  maxArticleAttributes: number;
}

/** What a plan allows, in the order the pages list it. */
export const LIMIT_LABELS: readonly { key: keyof PlanLimits; label: string }[] = [
  { key: 'maxUsers', label: 'People who sign in' },
  { key: 'maxWorkers', label: 'Workers' },
  { key: 'maxJobSteps', label: 'Production steps' },
  { key: 'maxArticleAttributes', label: 'Article attributes' },
];

/** A limit as a person reads it: -1 (any negative) is no limit at all. */
export function limitInWords(value: number): string {
  return value < 0 ? 'Unlimited' : number.format(value);
}

/** The kinds of unit a factory is set up for: each starts with its own production steps. */
export const UNIT_KINDS = [
  {
    value: 'garment',
    label: 'Garment unit',
    steps: 'Cutting, Stitching, Checking, Ironing, Packing',
  },
  {
    value: 'footwear',
    label: 'Footwear unit',
    steps: 'Cutting, Closing, Lasting, Sole attaching, Finishing, Packing',
  },
  {
    value: 'other',
    label: 'Something else',
    steps: 'Preparation, Production, Quality check, Packing',
  },
] as const;

export type UnitKind = (typeof UNIT_KINDS)[number]['value'];

export function isUnitKind(value: unknown): value is UnitKind {
  return UNIT_KINDS.some((kind) => kind.value === value);
}
