import { isHttpError, isRedirect } from '@sveltejs/kit';
import { describe, expect, it } from 'vitest';
import { guardActions, requireProduct, workspacesOf } from './guard';
import { landingAfterSignIn, landingPath } from './landing';
import type { Product, SignedInUser } from './session';

function person(role: string, apps: Product[]): SignedInUser {
  return { id: 'u-1', email: 'asha@example.com', name: 'Asha', role, apps, tenantId: null };
}

function request(user: SignedInUser | null, path = '/compliance?tab=1') {
  return {
    locals: { user, accessToken: null, theme: 'system' as const },
    url: new URL(`http://localhost${path}`),
  };
}

/** What a guard answered: the redirect's target, the error's status, or that it let the person in. */
function answer(run: () => unknown): string | number {
  try {
    run();
    return 'in';
  } catch (e) {
    if (isRedirect(e)) return e.location;
    if (isHttpError(e)) return e.status;
    throw e;
  }
}

describe('landingPath', () => {
  it('sends a person with one workspace there, several to the chooser, none to their account', () => {
    expect(landingPath(person('admin', ['compliance']))).toBe('/compliance');
    expect(landingPath(person('admin', ['portal']))).toBe('/billing');
    expect(landingPath(person('admin', ['training']))).toBe('/training');
    expect(landingPath(person('admin', ['portal', 'factory']))).toBe('/');
    expect(landingPath(person('super_admin', []))).toBe('/');
    expect(landingPath(person('authenticated', []))).toBe('/account');
  });

  it('does not count training for someone who holds the grant without administering it', () => {
    expect(workspacesOf(person('user', ['training']))).toEqual([]);
    expect(landingPath(person('user', ['training']))).toBe('/account');
    expect(landingPath(person('user', ['training', 'compliance']))).toBe('/compliance');
  });

  it('reads the sign-in that just happened from its app_metadata, unknown products left out', () => {
    expect(landingAfterSignIn({ app_metadata: { role: 'admin', apps: ['compliance', 'elsewhere'] } })).toBe(
      '/compliance',
    );
    expect(landingAfterSignIn({ app_metadata: { role: 'super_admin' } })).toBe('/');
    expect(landingAfterSignIn({})).toBe('/account');
  });
});

describe('requireProduct', () => {
  it('sends a visitor to sign in and back, refuses a person without the product, lets its people in', () => {
    expect(answer(() => requireProduct(request(null), 'compliance'))).toBe(
      `/login?next=${encodeURIComponent('/compliance?tab=1')}`,
    );
    expect(answer(() => requireProduct(request(person('admin', ['factory'])), 'compliance'))).toBe(403);
    expect(answer(() => requireProduct(request(person('user', ['compliance'])), 'compliance'))).toBe('in');
    expect(answer(() => requireProduct(request(person('super_admin', [])), 'portal'))).toBe('in');
  });

  it('opens billing to the administrator of a factory tenant, not to its other people nor to one without a tenant', () => {
    const customer = { ...person('admin', ['factory']), tenantId: 't-1' };
    expect(answer(() => requireProduct(request(customer, '/billing'), 'portal'))).toBe('in');
    expect(workspacesOf(customer)).toEqual(['factory', 'portal']);
    expect(answer(() => requireProduct(request({ ...customer, role: 'user' }, '/billing'), 'portal'))).toBe(
      403,
    );
    expect(answer(() => requireProduct(request(person('admin', ['factory']), '/billing'), 'portal'))).toBe(
      403,
    );
  });

  it('puts the same check in front of every action, which does not run for a refused person', async () => {
    let ran = 0;
    const actions = guardActions('training', {
      save: async (_event: ReturnType<typeof request>) => {
        ran += 1;
        return { saved: true };
      },
    });
    expect(answer(() => actions.save(request(person('user', ['training']), '/training/courses')))).toBe(403);
    expect(ran).toBe(0);
    await expect(actions.save(request(person('admin', ['training'])))).resolves.toEqual({
      saved: true,
    });
    expect(ran).toBe(1);
  });
});
