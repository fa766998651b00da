import { randomUUID } from 'node:crypto';
import { fail, redirect } from '@sveltejs/kit';
import type { paths } from '$api/portal';
import { isUnitKind } from '$lib/components/signup/plans';
import { checkRequired, failure, refusal, text } from '$lib/server/form';
import { checkSolution, spend, unspend } from '$lib/server/proof-of-work';
import { CHALLENGE_MISSING, challengeToken } from '$lib/server/public';
import { readRefusal, waitInWords } from '$lib/server/service-errors';
import { identityClient, saveSession } from '$lib/server/session';
import { checkSlug, readCatalogue, SLUG_PATTERN, SLUG_RULE, visitorPortal } from '$lib/server/signup';
import type { Actions, PageServerLoad } from './$types';
import { forgetSpent, rememberSpent, spentBySameForm } from './resubmit.server';

type SignupBody = paths['/api/v1/tenants/signup']['post']['requestBody']['content']['application/json'];

const PAYMENT = '/signup/payment';
const MIN_PASSWORD = 8;
const KEY = /^[A-Za-z0-9-]{16,200}$/;
const CHALLENGE_REFUSED =
  'The robot check expired or was already used. Tick “I’m not a robot” again, then sign up.';
const EMAIL_TAKEN =
  'An account with this e-mail address already exists. Sign in with it, or use another address.';
const SLUG_TAKEN = 'This address is taken. Choose another.';

/**
 * The plans and apps, the plan asked for in the address (`?plan=`, from /pricing), and a fresh
 * idempotency key for this form: the portal answers a second submit carrying the same key with
 * the first one's result, so a double submit makes one tenant.
 */
export const load: PageServerLoad = async (event) => {
  const catalogue = await readCatalogue(event);
  const asked = event.url.searchParams.get('plan') ?? '';
  const plan = catalogue.plans.some((p) => p.slug === asked) ? asked : '';
  return { ...catalogue, plan, idempotencyKey: randomUUID() };
};

/** The fields as typed (the password never goes back to the page). */
function valuesOf(form: FormData) {
  return {
    organizationName: text(form, 'organizationName'),
    slug: text(form, 'slug').toLowerCase(),
    name: text(form, 'name'),
    email: text(form, 'email'),
    unitKind: text(form, 'unitKind'),
    plan: text(form, 'plan'),
    app: text(form, 'app'),
    idempotencyKey: text(form, 'idempotencyKey'),
  };
}

type Values = ReturnType<typeof valuesOf>;

/** The portal's own words for a field, said the way a person can follow them. */
function reword(field: string, said: string): string | undefined {
  if (field === 'slug') return SLUG_RULE;
  if (field === 'unitKind') return 'Choose the kind of unit';
  if (field === 'plan') return 'Choose a plan';
  if (field === 'email' && /format/.test(said)) return 'Enter an e-mail address like name@example.com';
  return undefined;
}

/** The portal answers a signup it is still making for the same key with 409: asked again shortly, it answers the result. */
function challengeRefused(values: Values) {
  return fail(403, {
    values,
    errors: { challengeToken: CHALLENGE_REFUSED },
    message: CHALLENGE_REFUSED,
    renewChallenge: true,
  });
}

const STILL_MAKING = /already being processed/i;
const RETRIES = 10;
const RETRY_MS = 500;

async function postSignup(event: Parameters<Actions[string]>[0], body: SignupBody, key: string) {
  const api = visitorPortal(event);
  for (let attempt = 0; ; attempt++) {
    const answer = await api.POST('/api/v1/tenants/signup', { body, headers: { 'idempotency-key': key } });
    const refused = answer.data ? undefined : readRefusal(answer.error, answer.response);
    const busy = refused?.status === 409 && !refused.details?.field && STILL_MAKING.test(refused.message);
    if (!busy || attempt >= RETRIES) return answer;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

export const actions: Actions = {
  /** "Check availability" without JavaScript: the same form again, with the portal's answer beside the address. */
  check: async (event) => {
    const values = valuesOf(await event.request.formData());
    if (!values.slug && !values.organizationName)
      return fail(400, {
        values,
        errors: { slug: 'Enter the address you want, or your organisation’s name first' },
        message: undefined,
      });
    const check = await checkSlug(
      event,
      values.slug ? { slug: values.slug } : { organizationName: values.organizationName },
    );
    const slug = check.slug || values.slug;
    return {
      values: { ...values, slug },
      errors: check.available === false || check.available === null ? { slug: check.message } : {},
      slugFree: check.available ? check.message : undefined,
      message: undefined,
    };
  },

  signup: async (event) => {
    const form = await event.request.formData();
    const values = valuesOf(form);
    const password = form.get('password');
    const errors = checkRequired(
      { ...values, password: typeof password === 'string' ? password : '' },
      {
        organizationName: 'your organisation’s name',
        slug: 'the address you want',
        name: 'your name',
        email: 'your e-mail address',
        password: 'a password',
        unitKind: 'the kind of unit',
        plan: 'a plan',
      },
    );
    if (errors.unitKind) errors.unitKind = 'Choose the kind of unit';
    if (errors.plan) errors.plan = 'Choose a plan';
    if (values.unitKind && !isUnitKind(values.unitKind)) errors.unitKind = 'Choose the kind of unit';
    if (values.slug && (values.slug.length < 3 || values.slug.length > 40 || !SLUG_PATTERN.test(values.slug)))
      errors.slug = SLUG_RULE;
    if (typeof password === 'string' && password && password.length < MIN_PASSWORD)
      errors.password = `Use at least ${MIN_PASSWORD} characters`;
    const key = KEY.test(values.idempotencyKey) ? values.idempotencyKey : '';
    if (!key) return failure(400, 'This form is out of date. Reload the page and fill it in again.', values);
    const token = challengeToken(form);
    if (!token) errors.challengeToken = CHALLENGE_MISSING;
    const solved = token ? checkSolution(token) : undefined;
    // The same form sent again (a double submit) goes on to the portal, which answers it with the
    // first one's result. Otherwise a well-formed address is asked again whatever else is wrong
    // (the check is public), so a taken one is said beside it before any robot check is spent.
    const repeat = solved !== undefined && spentBySameForm(solved, key);
    if (!repeat && !errors.slug) {
      const check = await checkSlug(event, { slug: values.slug });
      if (check.available === false) errors.slug = check.message;
    }
    if (Object.keys(errors).length > 0 || typeof password !== 'string') {
      return fail(400, {
        values,
        errors,
        message: 'Please correct the fields marked below.',
      });
    }
    if (!solved) return challengeRefused(values);
    if (!repeat) {
      if (!spend(solved)) return challengeRefused(values);
      rememberSpent(solved, key);
    }
    const body: SignupBody = {
      organizationName: values.organizationName,
      slug: values.slug,
      name: values.name,
      email: values.email,
      password,
      unitKind: values.unitKind as SignupBody['unitKind'],
      plan: values.plan,
      app: values.app || 'factory',
    };
    const { data, error, response } = await postSignup(event, body, key);
    if (!data) {
      const refused = readRefusal(error, response);
      if (response.status === 409 && refused.details?.field) {
        // The portal looked the address or the e-mail up: the check stays spent, so each
        // further guess at who has an account costs a new one.
        const slugTaken = refused.details.field === 'slug' || refused.details.field === 'organizationName';
        return fail(409, {
          values,
          errors: slugTaken ? { slug: SLUG_TAKEN } : { email: EMAIL_TAKEN },
          message: slugTaken ? 'This address is taken.' : 'This e-mail address already has an account.',
          duplicate: !slugTaken,
          renewChallenge: true,
        });
      }
      // Nothing was made: the same solution may be sent again with the form corrected.
      unspend(solved);
      forgetSpent(solved);
      if (response.status === 429) {
        return failure(
          429,
          `Too many sign-ups were sent from your network. Wait ${waitInWords(refused.retryAfterSeconds)}, then try again.`,
          values,
        );
      }
      return refusal(error, response, values, reword);
    }
    const signedIn = await identityClient(event).signInWithPassword({ email: values.email, password });
    if (signedIn.error || !signedIn.data.session) {
      // The organisation exists; only the sign-in did not happen now.
      return { signedUp: { organisation: data.data.tenant.name, email: data.data.user.email }, values };
    }
    saveSession(event.cookies, event.url, signedIn.data.session);
    redirect(303, PAYMENT);
  },
};
