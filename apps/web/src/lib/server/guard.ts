/**
 * Who may open a product's workspace, decided once for each product: a visitor is sent to sign
 * in and come back, a signed-in person without the product gets the 403 page (never its data).
 * Each workspace calls `requireProduct` in its `+layout.server.ts`; its pages' loads trust it.
 * Form actions run before any load, so a workspace's actions are wrapped by `guardActions`.
 */
import { error, type RequestEvent, redirect } from '@sveltejs/kit';
import { PRODUCT_ORDER, WORKSPACES } from '$lib/products';
import { hasProduct, isTrainingAdmin, type Product, type SignedInUser } from './session';

type Caller = Pick<RequestEvent, 'locals' | 'url'>;

interface Rule {
  /** Beyond the product grant: what the workspace also asks of a person. */
  may: (user: SignedInUser) => boolean;
  /** What a signed-in person who may not come in reads on the 403 page. */
  refusal: string;
}

const RULES: Record<Product, Rule> = {
  compliance: {
    may: (user) => hasProduct(user, 'compliance'),
    refusal: 'The compliance workspace is for the people of an organisation that uses compliance.',
  },
  // Training has no workspace for learners: its administration is all there is to open.
  training: {
    may: isTrainingAdmin,
    refusal: 'The training administration is for training administrators.',
  },
  factory: {
    may: (user) => hasProduct(user, 'factory'),
    refusal: 'The factory workspace is for the people of a factory that uses it.',
  },
  // The portal's operators, and its customers: the administrator of a tenant that bought what
  // it sells (the factory), who holds that product's grant, as the portal's billing admits them.
  portal: {
    may: (user) =>
      hasProduct(user, 'portal') ||
      (user.role === 'admin' && user.tenantId !== null && hasProduct(user, 'factory')),
    refusal: 'Billing is for the customers of the platform’s subscriptions.',
  },
};

/** Whether this person may open the product's workspace. */
export function mayOpen(user: SignedInUser | null, product: Product): boolean {
  return user !== null && RULES[product].may(user);
}

/**
 * The workspaces a person may open, in the platform's order: their products (`productsOf`),
 * less training for someone who holds the grant without administering it, and billing for a
 * factory's administrator.
 */
export function workspacesOf(user: SignedInUser | null): Product[] {
  return PRODUCT_ORDER.filter((product) => mayOpen(user, product));
}

/** The signed-in person when they may open the product; otherwise sign-in or the 403 page. */
export function requireProduct(event: Caller, product: Product): SignedInUser {
  const { locals, url } = event;
  if (!locals.user) redirect(303, `/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  if (!mayOpen(locals.user, product)) error(403, { message: RULES[product].refusal });
  return locals.user;
}

/**
 * A workspace's form actions, each run only for a person who may open the product. Actions
 * run before any load, so the layout's guard does not cover them. The actions are typed by
 * the page (`{ ... } satisfies Actions`) so that each keeps its own answer's type.
 */
export function guardActions<A extends Record<keyof A, (event: never) => unknown>>(
  product: Product,
  actions: A,
): A {
  const guarded: Record<string, (event: Caller) => unknown> = {};
  for (const [name, action] of Object.entries<(event: never) => unknown>(actions)) {
    guarded[name] = (event) => {
      requireProduct(event, product);
      // The event handed on is the one SvelteKit passed in, of the action's own type.
      return (action as (event: Caller) => unknown)(event);
    };
  }
  // The same actions under the same names, each behind the check: their types are unchanged.
  return guarded as unknown as A;
}

/** Where a product's workspace starts. */
export function workspacePath(product: Product): string {
  return WORKSPACES[product].href;
}

/**
 * The person a workspace page's load serves. The layout's `requireProduct` decides who comes in
 * (its redirect or 403 wins over anything a page's load answers); this only names the person.
 */
export function signedIn(event: Pick<RequestEvent, 'locals'>): SignedInUser {
  if (!event.locals.user) error(401, { message: 'Please sign in.' });
  return event.locals.user;
}
