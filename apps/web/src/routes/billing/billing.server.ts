/**
 * What the billing pages read of the portal: one tenant's subscription, plan, limits beside
 * what the factory says is used, invoices, payments and reminders (`GET /billing`), and what a
 * page shows when a read is refused (the wait of a 429, the portal's words).
 */
import type { RequestEvent } from '@sveltejs/kit';
import { portalApi } from '$lib/server/api';
import { readRefusal, waitInWords } from '$lib/server/service-errors';
import { readProblem } from '$lib/server/service-read';

type Caller = Pick<RequestEvent, 'locals' | 'cookies' | 'url' | 'getClientAddress'>;

export interface Problem {
  readonly status: number;
  readonly message: string;
  readonly correlationId?: string;
}

export function problemOf(status: number, body: unknown, headers: Headers): Problem {
  if (status === 429) {
    const { retryAfterSeconds } = readRefusal(body, { status, headers });
    return {
      status,
      message: `The portal is answering too many requests. Wait ${waitInWords(retryAfterSeconds)}, then try again.`,
    };
  }
  return readProblem(status, body, 'portal');
}

export type Billing = NonNullable<Awaited<ReturnType<typeof readBilling>>['billing']>;

/** `GET /billing` for the signed-in administrator's own tenant; a 404 is no subscription (null, no problem). */
export async function readBilling(event: Caller) {
  const { data, error, response } = await portalApi(event).GET('/api/v1/billing');
  if (data) return { billing: data.data, problem: null };
  if (response.status === 404) return { billing: null, problem: null };
  return { billing: null, problem: problemOf(response.status, error, response.headers) };
}

/** Which provider takes the payments: the sandbox ends a subscription at once, Razorpay at the cycle's end. */
export async function paymentProvider(event: Caller): Promise<'sandbox' | 'razorpay' | null> {
  const { data } = await portalApi(event).GET('/api/v1/billing/payment-settings');
  return data?.data.provider ?? null;
}

/** When a cancellation asked now takes effect: a running Razorpay subscription serves out its paid cycle. */
export function cancellationTakesEffect(
  provider: 'sandbox' | 'razorpay' | null,
  subscription: Billing['subscription'],
): 'now' | 'cycle_end' {
  return provider === 'razorpay' && subscription.status === 'active' ? 'cycle_end' : 'now';
}
