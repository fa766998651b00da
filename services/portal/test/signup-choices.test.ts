import { sql } from '@platform/kernel/db';
import type { InjectOptions } from 'fastify';
import { API, countRows, type PortalUnderTest, signupBody, startPortal } from './harness.js';

let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const inject = (opts: InjectOptions) => portal.svc.app.inject(opts);
const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url: `${API}/tenants/signup`, payload, headers });
const availability = (query: string) =>
  inject({ method: 'GET', url: `${API}/tenants/signup/slug-availability?${query}` });

const uniqueSlug = () => `looms-${Math.random().toString(36).slice(2, 10)}`;

async function tenantRow(id: string) {
  const { rows } = await portal.svc.backends.db.query<{ slug: string; unit_kind: string }>(
    sql`select slug, unit_kind from portal.tenants where id = ${id}::uuid`,
  );
  return rows[0];
}

describe('POST /tenants/signup: a chosen slug and the kind of unit', () => {
  it('stores the chosen slug and unit kind and answers them', async () => {
    const slug = uniqueSlug();
    const res = await post(signupBody({ slug, unitKind: 'footwear' }));
    expect(res.statusCode).toBe(201);
    const { tenant } = res.json().data;
    expect(tenant).toMatchObject({ slug, unitKind: 'footwear', status: 'pending_payment' });
    expect(await tenantRow(tenant.id)).toEqual({ slug, unit_kind: 'footwear' });
    expect(
      await countRows(
        portal.svc,
        'audit_logs',
        sql`tenant_id = ${tenant.id}::uuid and action = 'tenant.signed_up' and details->>'unitKind' = 'footwear'`,
      ),
    ).toBe(1);
  });

  it("derives the slug from the organisation's name and the unit kind 'other' when neither is given", async () => {
    const res = await post(signupBody({ organizationName: `Kaveri Garments ${uniqueSlug()}` }));
    expect(res.statusCode).toBe(201);
    const { tenant } = res.json().data;
    expect(tenant.slug).toMatch(/^kaveri-garments-looms-[a-z0-9]+$/);
    expect(tenant.unitKind).toBe('other');
    expect(await tenantRow(tenant.id)).toMatchObject({ unit_kind: 'other' });
  });

  it('is 400 for a slug of the wrong shape or length, or an unknown unit kind, creating nothing', async () => {
    for (const [field, value] of [
      ['slug', 'ab'],
      ['slug', 'x'.repeat(41)],
      ['slug', 'Acme-Looms'],
      ['slug', 'acme--looms'],
      ['slug', '-acme'],
      ['slug', 'acme looms'],
      ['unitKind', 'textile'],
    ] as const) {
      const body = signupBody({ [field]: value });
      const res = await post(body);
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().status).toBe('error');
      expect(await countRows(portal.svc, 'tenants', sql`admin_email = ${body.email}`)).toBe(0);
      expect(await portal.identity.usersWithEmail(body.email)).toEqual([]);
    }
  });

  it('is 409 with details.field for a taken slug, a reserved one and a taken e-mail', async () => {
    const slug = uniqueSlug();
    const first = signupBody({ slug });
    expect((await post(first)).statusCode).toBe(201);

    const sameSlug = await post(signupBody({ slug }));
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json()).toMatchObject({
      status: 'error',
      message: 'This address is taken',
      details: { field: 'slug' },
    });
    const reserved = await post(signupBody({ slug: 'billing' }));
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json()).toMatchObject({
      message: 'This address is reserved',
      details: { field: 'slug' },
    });
    // A name whose derived slug is a reserved word is refused the same way.
    const derivedReserved = await post(signupBody({ organizationName: 'Support' }));
    expect(derivedReserved.statusCode).toBe(409);
    expect(derivedReserved.json().details).toMatchObject({ field: 'slug' });

    const sameEmail = await post(signupBody({ email: first.email, slug: uniqueSlug() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      message: 'An account with this e-mail already exists',
      details: { field: 'email' },
    });
    expect(await countRows(portal.svc, 'tenants', sql`slug in ('billing', 'support')`)).toBe(0);
  });

  it('counts the unit kind in what makes a retry the same signup', async () => {
    const body = signupBody({ slug: uniqueSlug(), unitKind: 'garment' });
    const first = await post(body);
    expect(first.statusCode).toBe(201);
    const retry = await post(body);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data).toEqual(first.json().data);
    // The same e-mail and slug with another kind is another signup: the e-mail is taken.
    const other = await post({ ...body, unitKind: 'footwear' });
    expect(other.statusCode).toBe(409);
    expect(other.json().details).toMatchObject({ field: 'email' });
    expect(await countRows(portal.svc, 'tenants', sql`admin_email = ${body.email}`)).toBe(1);
  });
});

describe('GET /tenants/signup/slug-availability', () => {
  it('says a free slug is available, normalising case and spaces, without a token', async () => {
    const slug = uniqueSlug();
    const res = await availability(`slug=${encodeURIComponent(`  ${slug.toUpperCase()} `)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { slug, available: true, reason: null } });
  });

  it('says taken, reserved or invalid, and why', async () => {
    const slug = uniqueSlug();
    expect((await post(signupBody({ slug }))).statusCode).toBe(201);
    expect((await availability(`slug=${slug}`)).json().data).toEqual({
      slug,
      available: false,
      reason: 'taken',
    });
    for (const word of ['www', 'api', 'admin', 'app', 'mail', 'portal', 'factory', 'status', 'help'])
      expect((await availability(`slug=${word}`)).json().data).toEqual({
        slug: word,
        available: false,
        reason: 'reserved',
      });
    for (const bad of ['ab', 'acme--looms', 'acme_looms', 'x'.repeat(41), '-acme'])
      expect((await availability(`slug=${encodeURIComponent(bad)}`)).json().data).toMatchObject({
        available: false,
        reason: 'invalid',
      });
  });

  it("checks the slug derived from an organisation's name", async () => {
    const name = `Śrī Looms ${uniqueSlug()}`;
    const free = await availability(`organizationName=${encodeURIComponent(name)}`);
    expect(free.statusCode).toBe(200);
    const { slug } = free.json().data;
    expect(slug).toMatch(/^sri-looms-looms-/);
    expect(free.json().data).toEqual({ slug, available: true, reason: null });
    expect((await post(signupBody({ organizationName: name }))).statusCode).toBe(201);
    expect((await availability(`organizationName=${encodeURIComponent(name)}`)).json().data).toEqual({
      slug,
      available: false,
      reason: 'taken',
    });
    expect((await availability('organizationName=%21%21%21')).json().data).toEqual({
      slug: '',
      available: false,
      reason: 'invalid',
    });
    expect((await availability('organizationName=Billing')).json().data.reason).toBe('reserved');
  });

  it('is 400 with neither or both of slug and organizationName, or an unknown parameter', async () => {
    for (const query of ['', 'slug=acme-looms&organizationName=Acme', 'name=acme'])
      expect((await availability(query)).statusCode, query).toBe(400);
  });
});

describe('slug availability rate limit', () => {
  it('answers 429 with Retry-After past SLUG_CHECK_RATE_LIMIT_MAX checks from one address', async () => {
    const limited = await startPortal({ SLUG_CHECK_RATE_LIMIT_MAX: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.svc.app.inject({
          method: 'GET',
          url: `${API}/tenants/signup/slug-availability?slug=acme-${i}`,
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
