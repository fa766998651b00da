import { formatMoney, formatNumber } from '$lib/format';

/** How a tenant's and a subscription's states read, and their badges' tones. */
export const TENANT_STATES = {
  pending_payment: { label: 'Awaiting payment', tone: 'working' },
  active: { label: 'Active', tone: 'done' },
  suspended: { label: 'Suspended', tone: 'problem' },
} as const;

export const SUBSCRIPTION_STATES = {
  created: { label: 'Awaiting the first payment', tone: 'working' },
  active: { label: 'Active', tone: 'done' },
  halted: { label: 'Halted: payments failed', tone: 'problem' },
  cancelled: { label: 'Cancelled', tone: 'problem' },
} as const;

export const UNIT_KINDS: Record<string, string> = {
  garment: 'Garment unit',
  footwear: 'Footwear unit',
  other: 'Other production unit',
};

/** Rupees as Indians write them; another currency as its figure and code. */
export function amountOf(amount: number, currency: string): string {
  return currency === 'INR' ? formatMoney(amount) : `${formatNumber(amount)} ${currency}`;
}
