import { fail, type RequestEvent, redirect } from '@sveltejs/kit';
import type { paths } from '$api/compliance';
import { complianceApi } from '$lib/server/api';
import { checkRequired, failure, invalid, refusal, text } from '$lib/server/form';
import { keptValue } from '$lib/server/page-cache';
import { checkSolution, spend, unspend } from '$lib/server/proof-of-work';
import { CHALLENGE_MISSING, challengeToken } from '$lib/server/public';
import { readRefusal, waitInWords } from '$lib/server/service-errors';
import { type ReadProblem, readProblem } from '$lib/server/service-read';
import { identityClient, saveSession } from '$lib/server/session';
import type { Actions, PageServerLoad } from './$types';

type SignupBody = paths['/api/v1/tenants/signup']['post']['requestBody']['content']['application/json'];

/** Where a practice lands once it has signed up and signed in. */
const WORKSPACE = '/compliance';
const MIN_PASSWORD = 8;

const CHALLENGE_REFUSED =
  'The robot check expired or was already used. Tick “I’m not a robot” again, then sign up.';

/**
 * Compliance as a visitor calls it: without the token of whoever is signed in in this browser
 * (sign-up is public, and its answer is the new practice's), with the visitor's address.
 */
function visitorCompliance(event: RequestEvent) {
  return complianceApi({
    locals: { ...event.locals, accessToken: null },
    getClientAddress: event.getClientAddress,
  });
}

/** A read of the plans that failed, thrown out of `keptValue` so that it is not kept. */
class PlansUnread extends Error {
  constructor(readonly problem: ReadProblem) {
    super(problem.message);
  }
}

/** The plans and legal forms, read once for every page rendered in a few seconds (they are the product's fixed data). */
export const load: PageServerLoad = async (event) => {
  try {
    const plans = await keptValue('compliance-plans', async () => {
      const { data, error, response } = await visitorCompliance(event).GET('/api/v1/plans');
      if (!data) throw new PlansUnread(readProblem(response.status, error, 'compliance'));
      return data.data;
    });
    return { plans: plans.plans, entityTypes: plans.entityTypes, problem: null };
  } catch (err) {
    if (!(err instanceof PlansUnread)) throw err;
    return { plans: [], entityTypes: [], problem: err.problem };
  }
};

/** The service's patterns, said the way a person can follow them. */
function reword(field: string, said: string): string | undefined {
  if (!said.includes('pattern'))
    return field === 'entityType' ? 'Choose your legal form from the list' : undefined;
  if (field === 'gstin') return 'Enter the 15-character GSTIN in capitals, for example 27AAPFU0939F1ZV';
  if (field === 'pan') return 'Enter the 10-character PAN in capitals, for example AAPFU0939F';
  if (field === 'phone') return 'Use 6 to 20 digits, spaces and + - ( ), for example +91 98765 43210';
  return undefined;
}

export const actions: Actions = {
  default: async (event) => {
    const form = await event.request.formData();
    const values = {
      organizationName: text(form, 'organizationName'),
      entityType: text(form, 'entityType'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      gstin: text(form, 'gstin').toUpperCase().replaceAll(' ', ''),
      pan: text(form, 'pan').toUpperCase().replaceAll(' ', ''),
    };
    const password = form.get('password');
    const errors = checkRequired(
      { ...values, password: typeof password === 'string' ? password : '' },
      {
        organizationName: 'the name of your practice',
        entityType: 'its legal form',
        email: 'your e-mail address',
        password: 'a password',
      },
    );
    if (typeof password === 'string' && password && password.length < MIN_PASSWORD)
      errors.password = `Use at least ${MIN_PASSWORD} characters`;
    // The robot check is looked at last, and only spent once the form is complete: a field to
    // correct never costs a new check.
    const token = challengeToken(form);
    if (!token) errors.challengeToken = CHALLENGE_MISSING;
    if (Object.keys(errors).length > 0 || typeof password !== 'string') return invalid(errors, values);

    const solved = checkSolution(token);
    if (!solved || !spend(solved)) {
      return fail(403, {
        values,
        errors: { challengeToken: CHALLENGE_REFUSED },
        message: CHALLENGE_REFUSED,
        renewChallenge: true,
      });
    }

    const body: SignupBody = {
      organizationName: values.organizationName,
      entityType: values.entityType as SignupBody['entityType'],
      email: values.email,
      password,
      ...(values.phone ? { phone: values.phone } : {}),
      ...(values.gstin ? { gstin: values.gstin } : {}),
      ...(values.pan ? { pan: values.pan } : {}),
    };
    const { data, error, response } = await visitorCompliance(event).POST('/api/v1/tenants/signup', { body });
    if (!data) {
      if (response.status === 409) {
        // The address was looked up: the check stays spent, so each further guess costs a new one.
        return fail(409, {
          values,
          errors: {
            email:
              'An account with this e-mail address already exists. Sign in with it, or use another address.',
          },
          message: 'This e-mail address already has an account.',
          duplicate: true,
          renewChallenge: true,
        });
      }
      // Nothing was created: the same solution may be sent again with the form corrected.
      unspend(solved);
      if (response.status === 429) {
        const wait = waitInWords(readRefusal(error, response).retryAfterSeconds);
        return failure(
          429,
          `Too many sign-ups were sent from your network. Wait ${wait}, then try again.`,
          values,
        );
      }
      return refusal(error, response, values, reword);
    }

    const signedIn = await identityClient(event).signInWithPassword({ email: values.email, password });
    if (signedIn.error || !signedIn.data.session) {
      // The practice exists; only the sign-in did not happen now.
      return { signedUp: { organisation: data.data.tenant.name, email: data.data.user.email } };
    }
    saveSession(event.cookies, event.url, signedIn.data.session);
    redirect(303, WORKSPACE);
  },
};
