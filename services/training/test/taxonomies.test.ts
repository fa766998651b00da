import type { TestService } from '@platform/kernel/testing';
import { API, bearer, createCourse, mintTokens, startTraining, type Tokens } from './harness.js';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startTraining();
  tokens = await mintTokens(svc);
});
afterAll(() => svc.close());

const create = (payload: Record<string, unknown>, token = tokens.admin) =>
  svc.app.inject({ method: 'POST', url: `${API}/taxonomies`, headers: bearer(token), payload });

describe('taxonomies', () => {
  it('creates items (201) and lists them grouped', async () => {
    for (const [type, name, slug] of [
      ['category', 'Labour Law', 'labour-law'],
      ['city', 'Mumbai', 'mumbai'],
      ['association', 'FICCI', 'ficci'],
      ['delivery_mode', 'Blended', 'blended'],
    ] as const) {
      const res = await create({ type, name, slug });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'success',
        data: { type, name, slug, id: expect.any(String) },
      });
    }
    const list = await svc.app.inject({ method: 'GET', url: `${API}/taxonomies` });
    expect(list.statusCode).toBe(200);
    const { status, data } = list.json();
    expect(status).toBe('success');
    expect(Object.keys(data).sort()).toEqual(['associations', 'categories', 'cities', 'delivery_modes']);
    expect(data.categories).toEqual([{ id: expect.any(String), name: 'Labour Law', slug: 'labour-law' }]);
    expect(data.cities[0]).toMatchObject({ slug: 'mumbai' });
    expect(data.associations[0]).toMatchObject({ slug: 'ficci' });
    expect(data.delivery_modes[0]).toMatchObject({ slug: 'blended' });
  });

  it('validates type and slug (400), refuses a duplicate slug within a type (409)', async () => {
    expect((await create({ type: 'planet', name: 'Mars', slug: 'mars' })).statusCode).toBe(400);
    expect((await create({ type: 'city', name: 'Bad', slug: 'Bad Slug' })).statusCode).toBe(400);
    expect((await create({ type: 'city', slug: 'no-name' })).statusCode).toBe(400);
    expect((await create({ type: 'city', name: 'Delhi', slug: 'delhi' })).statusCode).toBe(201);
    expect((await create({ type: 'city', name: 'Delhi again', slug: 'delhi' })).statusCode).toBe(409);
    // The same slug in another group is another item.
    expect((await create({ type: 'category', name: 'Delhi rules', slug: 'delhi' })).statusCode).toBe(201);
  });

  it('needs an administrator for writes (401, 403)', async () => {
    const payload = { type: 'city', name: 'Goa', slug: 'goa' };
    expect((await svc.app.inject({ method: 'POST', url: `${API}/taxonomies`, payload })).statusCode).toBe(
      401,
    );
    expect((await create(payload, tokens.user)).statusCode).toBe(403);
    const item = (await create(payload)).json().data;
    const url = `${API}/taxonomies/${item.id}`;
    expect((await svc.app.inject({ method: 'PUT', url, payload: { name: 'x', slug: 'x' } })).statusCode).toBe(
      401,
    );
    expect(
      (
        await svc.app.inject({
          method: 'PUT',
          url,
          headers: bearer(tokens.user),
          payload: { name: 'x', slug: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await svc.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await svc.app.inject({ method: 'DELETE', url, headers: bearer(tokens.user) })).statusCode).toBe(
      403,
    );
  });

  it('updates name and slug; the type cannot change; 404 unknown; 409 duplicate', async () => {
    const item = (await create({ type: 'city', name: 'Bengaluru', slug: 'bengaluru' })).json().data;
    const url = `${API}/taxonomies/${item.id}`;
    const res = await svc.app.inject({
      method: 'PUT',
      url,
      headers: bearer(tokens.admin),
      payload: { name: 'Bangalore', slug: 'bangalore', type: 'city' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: item.id,
      name: 'Bangalore',
      slug: 'bangalore',
      type: 'city',
    });
    expect(
      (
        await svc.app.inject({
          method: 'PUT',
          url,
          headers: bearer(tokens.admin),
          payload: { name: 'x', slug: 'x', type: 'category' },
        })
      ).statusCode,
    ).toBe(400);
    await create({ type: 'city', name: 'Kolkata', slug: 'kolkata' });
    expect(
      (
        await svc.app.inject({
          method: 'PUT',
          url,
          headers: bearer(tokens.admin),
          payload: { name: 'K', slug: 'kolkata' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await svc.app.inject({
          method: 'PUT',
          url: `${API}/taxonomies/00000000-0000-4000-8000-000000000000`,
          headers: bearer(tokens.admin),
          payload: { name: 'x', slug: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes an unused item, refuses one in use (409) until it is detached', async () => {
    const unused = (await create({ type: 'association', name: 'NASSCOM', slug: 'nasscom' })).json().data;
    const del = await svc.app.inject({
      method: 'DELETE',
      url: `${API}/taxonomies/${unused.id}`,
      headers: bearer(tokens.admin),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().data.id).toBe(unused.id);
    expect(
      (
        await svc.app.inject({
          method: 'DELETE',
          url: `${API}/taxonomies/${unused.id}`,
          headers: bearer(tokens.admin),
        })
      ).statusCode,
    ).toBe(404);

    const used = (
      await create({ type: 'category', name: 'Quality Management', slug: 'quality-management' })
    ).json().data;
    const mode = (await create({ type: 'delivery_mode', name: 'Online', slug: 'online' })).json().data;
    const course = await createCourse(svc.app, tokens.admin, {
      category_ids: [used.id],
      delivery_mode: 'online',
    });
    for (const id of [used.id, mode.id]) {
      const refused = await svc.app.inject({
        method: 'DELETE',
        url: `${API}/taxonomies/${id}`,
        headers: bearer(tokens.admin),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().status).toBe('error');
    }
    const detached = await svc.app.inject({
      method: 'PUT',
      url: `${API}/courses/${course.id}`,
      headers: bearer(tokens.admin),
      payload: { title: 'Detached', slug: course.slug, duration_days: 1 },
    });
    expect(detached.statusCode).toBe(200);
    for (const id of [used.id, mode.id]) {
      expect(
        (
          await svc.app.inject({
            method: 'DELETE',
            url: `${API}/taxonomies/${id}`,
            headers: bearer(tokens.admin),
          })
        ).statusCode,
      ).toBe(200);
    }
  });
});
