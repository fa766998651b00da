/** Where a signed-up organisation stands on its way to a ready factory. */
export type Phase = 'awaiting-payment' | 'setting-up' | 'ready' | 'suspended';

export function phaseOf(tenant: { status: string; provisionedAt: string | null }): Phase {
  if (tenant.status === 'pending_payment') return 'awaiting-payment';
  if (tenant.status === 'suspended') return 'suspended';
  return tenant.provisionedAt ? 'ready' : 'setting-up';
}

/** How often the page asks again, with JavaScript (ms) and without (the refresh, s). */
export const POLL_MS = 2000;
export const REFRESH_SECONDS = 3;
