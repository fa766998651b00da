import { fail, redirect } from '@sveltejs/kit';
import { portalApi } from '$lib/server/api';
import { readRefusal, waitInWords } from '$lib/server/service-errors';
import { portalProblem, readCatalogue, readSignedUpTenant, requireSignedUp } from '$lib/server/signup';
import type { Actions, PageServerLoad } from './$types';

const READY = '/signup/ready';

/**
 * What is being bought (the tenant's plan and its price) and how it is paid: the sandbox's own
 * test checkout, or Razorpay Checkout with the subscription the sign-up made. A tenant that is
 * already active has nothing to pay here and goes on to getting ready.
 */
export const load: PageServerLoad = async (event) => {
  const user = requireSignedUp(event);
  const [read, catalogue, settings] = await Promise.all([
    readSignedUpTenant(event, user.tenantId),
    readCatalogue(event),
    portalApi(event).GET('/api/v1/billing/payment-settings'),
  ]);
  if (!read.tenant)
    return {
      tenant: null,
      plan: null,
      payment: null,
      problem: read.problem,
      email: user.email,
      name: user.name,
    };
  const tenant = read.tenant;
  if (tenant.status === 'active') redirect(303, READY);
  const plan = catalogue.plans.find((p) => p.slug === tenant.plan) ?? null;
  const payment = settings.data
    ? { provider: settings.data.data.provider, keyId: settings.data.data.keyId }
    : null;
  return {
    tenant,
    plan,
    payment,
    problem: settings.data ? null : portalProblem(settings.error, settings.response),
    email: user.email,
    name: user.name,
  };
};

/** The sandbox's checkout: the outcome the customer chose, delivered by the portal as signed provider events. */
async function checkout(event: Parameters<Actions[string]>[0], outcome: 'success' | 'failure') {
  requireSignedUp(event);
  const { data, error, response } = await portalApi(event).POST('/api/v1/sandbox/checkout', {
    body: { outcome },
  });
  if (!data) {
    const refused = readRefusal(error, response);
    if (response.status === 429)
      return fail(429, {
        message: `Too many attempts. Wait ${waitInWords(refused.retryAfterSeconds)}, then try again.`,
      });
    // Already paid (409 once active): getting ready says where it stands.
    if (response.status === 409) redirect(303, READY);
    if (response.status === 404)
      return fail(404, {
        message: 'The test checkout is closed: this platform takes real payments. Reload the page to pay.',
      });
    return fail(response.status >= 500 ? 502 : response.status, {
      message:
        response.status >= 500
          ? 'The payment service did not answer. Nothing was charged; please try again.'
          : refused.message,
    });
  }
  // A success is confirmed by the provider's event, which getting ready waits for; a failure is
  // said on this page, from what the provider reported.
  redirect(303, outcome === 'success' ? READY : '/signup/payment');
}

export const actions: Actions = {
  pay: (event) => checkout(event, 'success'),
  fail: (event) => checkout(event, 'failure'),
};
