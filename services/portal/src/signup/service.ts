import { createHash, randomUUID } from 'node:crypto';
import { isProduct, type Product } from '@platform/kernel/auth';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '@platform/kernel/db';
import { conflict, DomainError, isDomainError, validationError } from '@platform/kernel/errors';
import { recordAudit } from '../audit/store.js';
import { findActiveApp, findActivePlan } from '../catalogue/store.js';
import type { PortalDeps } from '../shared/deps.js';
import { runSaga, SagaFailed, type SagaStep } from '../shared/saga.js';
import { isReservedSlug, isValidSlug, slugOf } from './slug.js';
import {
  assignApp,
  completeSignup,
  deleteTenant,
  findSignup,
  forgetOldSignups,
  insertPendingTenant,
  releaseSignup,
  reserveSignup,
  slugTaken,
  storeProviderIds,
  tenantTaken,
  unassignApp,
} from './store.js';

export interface SignupInput {
  readonly organizationName: string;
  /** The administrator's own name, when given. */
  readonly name?: string | undefined;
  readonly email: string;
  readonly password: string;
  readonly app: string;
  readonly plan: string;
  /** The address chosen; derived from the organisation's name when left out. */
  readonly slug?: string | undefined;
  readonly unitKind?: UnitKind | undefined;
  readonly idempotencyKey?: string | undefined;
}

export const UNIT_KINDS = ['garment', 'footwear', 'other'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export interface SignupResult {
  readonly tenant: {
    readonly id: string;
    readonly name: string;
    readonly slug: string;
    readonly status: 'pending_payment';
    readonly plan: string;
    readonly app: string;
    readonly unitKind: UnitKind;
  };
  readonly user: { readonly id: string; readonly email: string };
  readonly subscription: { readonly id: string; readonly customerId: string; readonly status: string };
}

const duplicateEmail = () => conflict('An account with this e-mail already exists', { field: 'email' });
const duplicateSlug = (slug: string) => conflict('This address is taken', { field: 'slug', slug });
const reservedSlug = (slug: string) =>
  conflict('This address is reserved', { field: 'slug', slug, reason: 'reserved' });

/** What makes two signups "the same": the password is left out, so it is never stored in any form. */
function fingerprintOf(email: string, slug: string, app: string, plan: string, unitKind: UnitKind): string {
  return createHash('sha256')
    .update(JSON.stringify([email, slug, app, plan, unitKind]))
    .digest('hex');
}

interface SignupContext {
  readonly tenantId: string;
  readonly email: string;
  readonly slug: string;
  readonly name: string;
  readonly adminName: string | null;
  /** The product bought: the administrator is granted it. */
  readonly app: Product;
  readonly plan: string;
  readonly unitKind: UnitKind;
  readonly providerPlanId: string;
  readonly password: string;
  readonly idempotencyKey: string | null;
  readonly fingerprint: string;
  userId?: string;
  customerId?: string;
  subscription?: { id: string; status: string };
  result?: SignupResult;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`signup: ${what} missing from an earlier step`);
  return value;
}

/**
 * The six steps of a signup, each with its compensation. A failure anywhere undoes what came
 * before it (subscription cancelled, customer discarded, assignment and tenant deleted,
 * identity user deleted, e-mail released), so nothing of a failed signup is left behind.
 */
function signupSteps(deps: PortalDeps): SagaStep<SignupContext>[] {
  return [
    {
      name: 'reserve',
      async run(c) {
        if (!(await reserveSignup(deps.db, c))) throw conflict('This signup is already being processed');
      },
      compensate: (c) => releaseSignup(deps.db, c.email),
    },
    {
      name: 'identity-user',
      async run(c) {
        try {
          const user = await deps.identity.createUser({
            email: c.email,
            password: c.password,
            tenantId: c.tenantId,
            role: 'admin',
            apps: [c.app],
            name: c.name,
          });
          c.userId = user.id;
        } catch (err) {
          // Someone already has this address at the identity provider: the same answer as a tenant's.
          if (isDomainError(err) && err.code === 'CONFLICT') throw duplicateEmail();
          await removeLostUser(deps, c);
          throw err;
        }
      },
      compensate: (c) => (c.userId ? deps.identity.deleteUser(c.userId) : Promise.resolve()),
    },
    {
      name: 'tenant',
      async run(c) {
        try {
          await insertPendingTenant(deps.db, {
            id: c.tenantId,
            name: c.name,
            slug: c.slug,
            adminEmail: c.email,
            adminName: c.adminName,
            adminUserId: required(c.userId, 'user'),
            plan: c.plan,
            app: c.app,
            unitKind: c.unitKind,
            provider: deps.payments.name,
          });
        } catch (err) {
          if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
          const taken = await tenantTaken(deps.db, c.slug, c.email);
          throw taken?.slug_taken ? duplicateSlug(c.slug) : duplicateEmail();
        }
      },
      compensate: (c) => deleteTenant(deps.db, c.tenantId),
    },
    {
      name: 'app-assignment',
      run: (c) =>
        deps.db.transaction((tx) =>
          assignApp(tx, { tenantId: c.tenantId, userId: required(c.userId, 'user'), app: c.app }),
        ),
      compensate: (c) => deps.db.transaction((tx) => unassignApp(tx, c.tenantId)),
    },
    {
      // No compensation of its own: the identity user it changed is deleted by theirs.
      name: 'app-metadata',
      run: (c) =>
        deps.identity.updateAppMetadata(required(c.userId, 'user'), {
          role: 'admin',
          tenantId: c.tenantId,
          apps: [c.app],
          plan: c.plan,
        }),
    },
    {
      name: 'provider-customer',
      async run(c) {
        const customer = await deps.payments.createCustomer({
          tenantId: c.tenantId,
          name: c.name,
          email: c.email,
        });
        c.customerId = customer.id;
      },
      compensate: (c) => (c.customerId ? deps.payments.discardCustomer(c.customerId) : Promise.resolve()),
    },
    {
      name: 'provider-subscription',
      async run(c) {
        const subscription = await deps.payments.createSubscription({
          tenantId: c.tenantId,
          customerId: required(c.customerId, 'customer'),
          planId: c.providerPlanId,
          totalCount: deps.config.SUBSCRIPTION_TOTAL_COUNT,
        });
        c.subscription = { id: subscription.id, status: subscription.status };
      },
      compensate: (c) =>
        c.subscription ? deps.payments.cancelSubscription(c.subscription.id) : Promise.resolve(),
    },
    {
      // One transaction: the ids, the audit entry and the answer kept for retries commit together.
      name: 'store-provider-ids',
      async run(c) {
        const subscription = required(c.subscription, 'subscription');
        const customerId = required(c.customerId, 'customer');
        const userId = required(c.userId, 'user');
        const result: SignupResult = {
          tenant: {
            id: c.tenantId,
            name: c.name,
            slug: c.slug,
            status: 'pending_payment',
            plan: c.plan,
            app: c.app,
            unitKind: c.unitKind,
          },
          user: { id: userId, email: c.email },
          subscription: { id: subscription.id, customerId, status: subscription.status },
        };
        await deps.db.transaction(async (tx) => {
          await storeProviderIds(tx, c.tenantId, { customerId, subscriptionId: subscription.id });
          await recordAudit(tx, {
            tenantId: c.tenantId,
            action: 'tenant.signed_up',
            entityType: 'tenant',
            entityId: c.tenantId,
            userId,
            userEmail: c.email,
            source: 'portal',
            details: {
              slug: c.slug,
              plan: c.plan,
              app: c.app,
              unitKind: c.unitKind,
              subscriptionId: subscription.id,
            },
          });
          await completeSignup(tx, c.email, c.tenantId, result);
        });
        c.result = result;
      },
    },
  ];
}

/**
 * A create call that timed out (or lost its answer) may still have created the user: one that
 * carries this signup's tenant id is ours, and is deleted so that a retry is not refused as a
 * duplicate. Best effort: the identity provider may still be unreachable.
 */
async function removeLostUser(deps: PortalDeps, c: SignupContext): Promise<void> {
  try {
    const user = await deps.identity.findUserByEmail(c.email);
    if (user && user.userMetadata.tenantId === c.tenantId) await deps.identity.deleteUser(user.id);
  } catch (err) {
    deps.logger.warn({ err, tenantId: c.tenantId }, 'could not check for a user created by a failed call');
  }
}

/** Answers a signup that is the same as one already received: its first answer, or 409. */
async function earlierAnswer(
  deps: PortalDeps,
  c: Pick<SignupContext, 'email' | 'idempotencyKey' | 'fingerprint' | 'slug'>,
): Promise<SignupResult | undefined> {
  const earlier = await findSignup(deps.db, c);
  if (!earlier) return undefined;
  const same = earlier.fingerprint === c.fingerprint && earlier.email === c.email;
  if (c.idempotencyKey !== null && earlier.idempotency_key === c.idempotencyKey && !same)
    throw conflict('This Idempotency-Key was used for another signup');
  if (!same) throw duplicateEmail();
  if (earlier.state === 'pending') throw conflict('This signup is already being processed; retry shortly');
  return earlier.response as SignupResult;
}

/**
 * Self-signup. A retry of a completed signup (same Idempotency-Key, or the same e-mail,
 * organisation, app and plan within SIGNUP_REPLAY_WINDOW_MS) answers the first result and
 * creates nothing; any other signup with a taken e-mail or slug is 409.
 */
export async function signup(
  deps: PortalDeps,
  input: SignupInput,
): Promise<{ result: SignupResult; replayed: boolean }> {
  const email = input.email.trim().toLowerCase();
  const name = input.organizationName.trim();
  const slug = input.slug ?? slugOf(name);
  if (slug === '')
    throw validationError('organizationName needs at least one letter or digit', {
      field: 'organizationName',
    });
  const unitKind = input.unitKind ?? 'other';
  const app = await findActiveApp(deps.db, input.app);
  // An app is sold only as a product one identity serves: its administrator is granted it.
  const product = app && isProduct(app.slug) ? app.slug : undefined;
  if (!product) throw validationError(`Unknown app "${input.app}"`, { field: 'app' });
  const plan = await findActivePlan(deps.db, input.plan);
  if (!plan) throw validationError(`Unknown or inactive plan "${input.plan}"`, { field: 'plan' });
  if (!plan.provider_plan_id)
    throw validationError(`Plan "${plan.slug}" cannot be bought yet: it has no provider plan id`, {
      field: 'plan',
    });

  const base = {
    email,
    slug,
    idempotencyKey: input.idempotencyKey ?? null,
    fingerprint: fingerprintOf(email, slug, product, plan.slug, unitKind),
  };
  await forgetOldSignups(deps.db, deps.config.SIGNUP_REPLAY_WINDOW_MS);
  const replay = await earlierAnswer(deps, base);
  if (replay) return { result: replay, replayed: true };
  if (isReservedSlug(slug)) throw reservedSlug(slug);
  const taken = await tenantTaken(deps.db, slug, email);
  if (taken?.email_taken) throw duplicateEmail();
  if (taken?.slug_taken) throw duplicateSlug(slug);

  const context: SignupContext = {
    ...base,
    tenantId: randomUUID(),
    name,
    adminName: input.name?.trim() || null,
    app: product,
    plan: plan.slug,
    unitKind,
    providerPlanId: plan.provider_plan_id,
    password: input.password,
  };
  try {
    await runSaga('signup', signupSteps(deps), context, deps.logger);
  } catch (err) {
    if (!(err instanceof SagaFailed)) throw err;
    if (err.step === 'reserve') {
      // Lost a race with an identical request: answer as a retry would.
      const again = await earlierAnswer(deps, base);
      if (again) return { result: again, replayed: true };
    }
    if (isDomainError(err.cause)) throw err.cause;
    deps.logger.error({ err: err.cause, step: err.step }, 'signup failed and was undone');
    throw new DomainError(
      'INTERNAL_ERROR',
      `Signup failed (${err.step}) and was undone; nothing was created`,
      {
        step: err.step,
      },
    );
  }
  return { result: required(context.result, 'result'), replayed: false };
}

export type SlugVerdict = null | 'taken' | 'invalid' | 'reserved';

/**
 * Whether a slug can be had, for the signup form: a chosen one (`slug`, lower-cased and
 * trimmed) or the one derived from `organizationName`. Says why not; a signup made with it can
 * still lose the race to another.
 */
export async function slugAvailability(
  deps: Pick<PortalDeps, 'db'>,
  query: { slug?: string | undefined; organizationName?: string | undefined },
): Promise<{ slug: string; available: boolean; reason: SlugVerdict }> {
  if ((query.slug === undefined) === (query.organizationName === undefined))
    throw validationError('Give either slug or organizationName', { field: 'slug' });
  const chosen = query.slug !== undefined;
  const slug = chosen ? (query.slug ?? '').trim().toLowerCase() : slugOf(query.organizationName ?? '');
  const reason: SlugVerdict = (chosen ? !isValidSlug(slug) : slug === '')
    ? 'invalid'
    : isReservedSlug(slug)
      ? 'reserved'
      : (await slugTaken(deps.db, slug))
        ? 'taken'
        : null;
  return { slug, available: reason === null, reason };
}
