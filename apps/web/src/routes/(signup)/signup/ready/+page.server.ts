import { factoryForgotPassword } from '$lib/server/factory-session';
import { failure } from '$lib/server/form';
import { waitInWords } from '$lib/server/service-errors';
import { readSignedUpTenant, requireSignedUp } from '$lib/server/signup';
import type { Actions, PageServerLoad } from './$types';
import { phaseOf } from './ready';

/**
 * The tenant's state on its way to a ready factory, as the portal holds it: paid (its
 * provider's webhook made it active), then provisioned (the factory made it and mailed the
 * administrator the set-password link). The browser's word that it paid is never taken.
 */
export const load: PageServerLoad = async (event) => {
  const user = requireSignedUp(event);
  const read = await readSignedUpTenant(event, user.tenantId);
  if (!read.tenant) return { tenant: null, phase: null, problem: read.problem };
  const { tenant } = read;
  return {
    tenant: {
      name: tenant.name,
      slug: tenant.slug,
      adminEmail: tenant.adminEmail,
      lastFailure: tenant.lastFailure,
    },
    phase: phaseOf(tenant),
    problem: null,
  };
};

export const actions: Actions = {
  /** "Send the link again": the factory's own forgot-password, to the administrator's address. */
  resend: async (event) => {
    const user = requireSignedUp(event);
    const read = await readSignedUpTenant(event, user.tenantId);
    if (!read.tenant)
      return failure(read.problem.status >= 500 ? 502 : read.problem.status, read.problem.message);
    const answer = await factoryForgotPassword(event, read.tenant.adminEmail);
    if (answer.kind === 'unreachable')
      return failure(502, 'The factory did not answer. Nothing was sent; please try again.');
    if (answer.kind === 'refused') {
      const { status, message, retryAfterSeconds } = answer.refusal;
      if (status === 429)
        return failure(
          429,
          `Too many mails were asked for. Wait ${waitInWords(retryAfterSeconds)}, then try again.`,
        );
      return failure(status, message);
    }
    return { resent: read.tenant.adminEmail };
  },
};
