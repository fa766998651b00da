import { redirect } from '@sveltejs/kit';
import { portalApi } from '$lib/server/api';
import { failure, invalid, refusal, text } from '$lib/server/form';
import { guardActions, signedIn } from '$lib/server/guard';
import { cancellationTakesEffect, paymentProvider, readBilling } from '../billing.server';
import type { Actions, PageServerLoad } from './$types';

const REASON_MAX = 500;

/**
 * The confirmation step of a cancellation: what cancelling does with this subscription and this
 * provider (the sandbox ends it at once, Razorpay at the end of the paid cycle), before anything
 * is asked of the portal. A subscription already cancelled goes back to the billing page.
 */
export const load: PageServerLoad = async (event) => {
  const user = signedIn(event);
  if (!user.tenantId) redirect(303, '/billing');
  const [{ billing, problem }, provider] = await Promise.all([readBilling(event), paymentProvider(event)]);
  if (!billing) return { billing: null, problem, effective: 'now' as const };
  if (billing.subscription.status === 'cancelled' || billing.subscription.cancelledAt !== null)
    redirect(303, '/billing');
  return {
    billing: {
      name: billing.tenant.name,
      plan: billing.plan.name,
      app: billing.tenant.app,
      nextBillingDate: billing.subscription.nextBillingDate,
    },
    problem,
    effective: cancellationTakesEffect(provider, billing.subscription),
  };
};

export const actions = guardActions('portal', {
  /** `POST /billing/cancel`; the portal's answer says when it takes effect, and the billing page says so. */
  confirm: async (event) => {
    const form = await event.request.formData();
    const reason = text(form, 'reason');
    if (reason.length > REASON_MAX)
      return invalid({ reason: `Use at most ${REASON_MAX} characters` }, { reason });
    const { data, error, response } = await portalApi(event).POST('/api/v1/billing/cancel', {
      body: reason ? { reason } : {},
    });
    if (data) redirect(303, `/billing?cancelled=${data.data.effective}`);
    if (response.status === 409)
      return failure(409, 'This subscription is already cancelled. The billing page shows since when.', {
        reason,
      });
    return refusal(error, response, { reason });
  },
} satisfies Actions);
