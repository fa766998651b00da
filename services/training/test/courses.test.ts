import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { refreshCourseImages } from '../src/courses/store.js';
import { COURSE_JSON } from '../src/courses/view.js';
import {
  API,
  bearer,
  type CourseData,
  createCourse,
  mintTokens,
  seedTaxonomies,
  startTraining,
  type Taxonomies,
  type Tokens,
} from './harness.js';

let svc: TestService;
let tokens: Tokens;
let tax: Taxonomies;

beforeAll(async () => {
  svc = await startTraining();
  tokens = await mintTokens(svc);
  tax = await seedTaxonomies(svc.app, tokens.admin);
});
afterAll(() => svc.close());

const get = (url: string, token?: string) =>
  svc.app.inject({ method: 'GET', url: `${API}${url}`, ...(token ? { headers: bearer(token) } : {}) });
const put = (id: string, payload: Record<string, unknown>, token = tokens.admin) =>
  svc.app.inject({ method: 'PUT', url: `${API}/courses/${id}`, headers: bearer(token), payload });
const bulk = (payload: Record<string, unknown>, token = tokens.admin) =>
  svc.app.inject({ method: 'PATCH', url: `${API}/courses/bulk`, headers: bearer(token), payload });
const remove = (id: string, token = tokens.admin) =>
  svc.app.inject({ method: 'DELETE', url: `${API}/courses/${id}`, headers: bearer(token) });

function fullBody(course: CourseData, changes: Record<string, unknown> = {}) {
  return {
    title: course.title,
    slug: course.slug,
    duration_days: course.duration_days,
    is_published: course.is_published,
    status: course.status,
    ...changes,
  };
}

describe('POST /courses', () => {
  it('creates a draft by default (201) with its taxonomies and schedule', async () => {
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/courses`,
      headers: bearer(tokens.admin),
      payload: {
        title: 'Fire Safety Basics',
        slug: 'fire-safety-basics',
        description: 'Extinguishers and evacuation drills',
        delivery_mode: 'classroom',
        duration_days: 2,
        category_ids: [tax.category],
        city_ids: [tax.city],
        association_ids: [tax.association],
        schedule: [{ start_date: '2026-03-02', city_id: tax.city, seats: 25 }],
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      slug: 'fire-safety-basics',
      is_published: false,
      status: 'active',
      deleted_at: null,
      delivery_mode: 'classroom',
      categories: [{ id: tax.category, slug: 'workplace-safety' }],
      cities: [{ id: tax.city }],
      associations: [{ id: tax.association }],
      schedule: [{ start_date: '2026-03-02', end_date: '2026-03-03', seats: 25, city: { slug: 'pune' } }],
    });
  });

  it('rejects a duplicate slug with 409 and a slug that is not URL-safe with 400', async () => {
    await createCourse(svc.app, tokens.admin, { slug: 'dup-slug' });
    const dup = await svc.app.inject({
      method: 'POST',
      url: `${API}/courses`,
      headers: bearer(tokens.admin),
      payload: { title: 'x', slug: 'dup-slug', duration_days: 1 },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/slug/) });
    expect(dup.json().correlationId).toEqual(expect.any(String));
    for (const slug of ['Has Spaces', 'UPPER', 'trailing-', 'double--hyphen', 'ünï']) {
      const bad = await svc.app.inject({
        method: 'POST',
        url: `${API}/courses`,
        headers: bearer(tokens.admin),
        payload: { title: 'x', slug, duration_days: 1 },
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('rejects unknown taxonomy ids, ids of the wrong type and an unknown delivery mode (400)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const payload of [
      { category_ids: [unknown] },
      { category_ids: [tax.city] },
      { city_ids: [tax.category] },
      { association_ids: [unknown] },
      { delivery_mode: 'teleport' },
      { schedule: [{ start_date: '2026-01-01', city_id: tax.category, seats: 1 }] },
    ]) {
      const res = await svc.app.inject({
        method: 'POST',
        url: `${API}/courses`,
        headers: bearer(tokens.admin),
        payload: {
          title: 'x',
          slug: `bad-ref-${Math.random().toString(36).slice(2)}`,
          duration_days: 1,
          ...payload,
        },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('validates the body (400), needs a token (401) and an administrator (403)', async () => {
    const payload = { title: 'x', slug: 'auth-check', duration_days: 1 };
    expect(
      (
        await svc.app.inject({
          method: 'POST',
          url: `${API}/courses`,
          headers: bearer(tokens.admin),
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await svc.app.inject({
          method: 'POST',
          url: `${API}/courses`,
          headers: bearer(tokens.admin),
          payload: { ...payload, duration_days: 0 },
        })
      ).statusCode,
    ).toBe(400);
    expect((await svc.app.inject({ method: 'POST', url: `${API}/courses`, payload })).statusCode).toBe(401);
    const forbidden = await svc.app.inject({
      method: 'POST',
      url: `${API}/courses`,
      headers: bearer(tokens.user),
      payload,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().status).toBe('error');
    const root = await svc.app.inject({
      method: 'POST',
      url: `${API}/courses`,
      headers: bearer(tokens.superAdmin),
      payload,
    });
    expect(root.statusCode).toBe(201);
  });

  it('cannot create an archived or deleted course (400)', async () => {
    for (const status of ['archived', 'deleted']) {
      const res = await svc.app.inject({
        method: 'POST',
        url: `${API}/courses`,
        headers: bearer(tokens.admin),
        payload: { title: 'x', slug: `created-${status}`, duration_days: 1, status },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('course state table', () => {
  it('draft → active by PUT with is_published true', async () => {
    const c = await createCourse(svc.app, tokens.admin);
    const res = await put(c.id, fullBody(c, { is_published: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ is_published: true, status: 'active' });
  });

  it('draft → active by PATCH /courses/bulk with is_published true', async () => {
    const a = await createCourse(svc.app, tokens.admin);
    const b = await createCourse(svc.app, tokens.admin);
    const res = await bulk({ ids: [a.id, b.id], updates: { is_published: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', results: 2 });
    expect(res.json().data.map((c: CourseData) => c.is_published)).toEqual([true, true]);
  });

  it('active → archived, archived → active', async () => {
    const c = await createCourse(svc.app, tokens.admin, { is_published: true });
    const archived = await bulk({ ids: [c.id], updates: { status: 'archived' } });
    expect(archived.json().data[0].status).toBe('archived');
    const back = await put(c.id, fullBody(c, { status: 'active' }));
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('active');
  });

  it('active → deleted and draft → deleted by DELETE, setting deleted_at', async () => {
    for (const published of [true, false]) {
      const c = await createCourse(svc.app, tokens.admin, { is_published: published });
      const res = await remove(c.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('deleted');
      expect(res.json().data.deleted_at).toEqual(expect.any(String));
    }
  });

  it('refuses moves outside the table with 400 and changes nothing', async () => {
    const draft = await createCourse(svc.app, tokens.admin);
    expect((await bulk({ ids: [draft.id], updates: { status: 'archived' } })).statusCode).toBe(400);

    const active = await createCourse(svc.app, tokens.admin, { is_published: true });
    expect((await put(active.id, fullBody(active, { is_published: false }))).statusCode).toBe(400);

    const archived = await createCourse(svc.app, tokens.admin, { is_published: true });
    await bulk({ ids: [archived.id], updates: { status: 'archived' } });
    expect((await remove(archived.id)).statusCode).toBe(400);

    const deleted = await createCourse(svc.app, tokens.admin);
    await remove(deleted.id);
    expect((await remove(deleted.id)).statusCode).toBe(400);
    expect(
      (await put(deleted.id, fullBody(deleted, { status: 'active', is_published: true }))).statusCode,
    ).toBe(400);

    // All or nothing: one illegal move in a bulk update leaves the others untouched.
    const ok = await createCourse(svc.app, tokens.admin);
    const res = await bulk({ ids: [ok.id, deleted.id], updates: { is_published: true } });
    expect(res.statusCode).toBe(400);
    expect((await get(`/courses/${ok.id}`, tokens.admin)).json().data.is_published).toBe(false);
  });

  it('bulk: 404 for an unknown id, 400 for empty updates, 401/403', async () => {
    const c = await createCourse(svc.app, tokens.admin);
    expect(
      (await bulk({ ids: [c.id, '00000000-0000-4000-8000-000000000000'], updates: { is_published: true } }))
        .statusCode,
    ).toBe(404);
    expect((await bulk({ ids: [c.id], updates: {} })).statusCode).toBe(400);
    expect((await bulk({ ids: [], updates: { is_published: true } })).statusCode).toBe(400);
    expect(
      (
        await svc.app.inject({
          method: 'PATCH',
          url: `${API}/courses/bulk`,
          payload: { ids: [c.id], updates: {} },
        })
      ).statusCode,
    ).toBe(401);
    expect((await bulk({ ids: [c.id], updates: { is_published: true } }, tokens.user)).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /courses/:id', () => {
  it('replaces fields, taxonomies and schedule; 404 unknown; 409 slug taken; 401/403', async () => {
    const c = await createCourse(svc.app, tokens.admin, { category_ids: [tax.category] });
    const res = await put(
      c.id,
      fullBody(c, {
        title: 'Renamed',
        slug: `${c.slug}-v2`,
        category_ids: [tax.category2],
        schedule: [{ start_date: '2026-05-01', end_date: '2026-05-03', city_id: tax.city2, seats: 10 }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Renamed',
      slug: `${c.slug}-v2`,
      categories: [{ id: tax.category2 }],
      schedule: [{ start_date: '2026-05-01', end_date: '2026-05-03', city: { slug: 'chennai' } }],
    });
    // The answer is the course as written, field for field what a read of it then answers.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const read = await svc.app.inject({
      method: 'GET',
      url: `${API}/courses/${c.id}`,
      headers: bearer(tokens.admin),
    });
    expect(res.json()).toEqual(read.json());
    const other = await createCourse(svc.app, tokens.admin);
    expect((await put(other.id, fullBody(other, { slug: `${c.slug}-v2` }))).statusCode).toBe(409);
    expect(
      (await put('00000000-0000-4000-8000-000000000000', fullBody(c, { slug: 'nobody' }))).statusCode,
    ).toBe(404);
    expect((await put(c.id, { title: 'x' })).statusCode).toBe(400);
    expect(
      (await svc.app.inject({ method: 'PUT', url: `${API}/courses/${c.id}`, payload: fullBody(c) }))
        .statusCode,
    ).toBe(401);
    expect((await put(c.id, fullBody(c), tokens.user)).statusCode).toBe(403);
    expect((await remove(c.id, tokens.user)).statusCode).toBe(403);
    expect((await svc.app.inject({ method: 'DELETE', url: `${API}/courses/${c.id}` })).statusCode).toBe(401);
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('concurrent PUTs', () => {
  /** The course.update entries of a course, oldest first, with the transaction that wrote each. */
  async function updates(id: string) {
    const { rows } = await svc.backends.db.query<{ before: CourseData; after: CourseData; tx: string }>(
      sql`select before, after, xmin::text as tx from training.audit_logs
          where action = 'course.update' and entity_id = ${id} order by seq`,
    );
    return rows;
  }

  it('share a commit when they arrive together, each with its own answer and audit entry', async () => {
    const courses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => createCourse(svc.app, tokens.admin, { slug: `together-${n}` })),
    );
    const answers = await Promise.all(
      courses.map((c) => put(c.id, fullBody(c, { title: `${c.title} together`, city_ids: [tax.city] }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const transactions = new Set<string>();
    for (const [i, c] of courses.entries()) {
      expect(answers[i]?.json().data).toMatchObject({
        id: c.id,
        title: `${c.title} together`,
        cities: [{ id: tax.city }],
      });
      const [entry, ...more] = await updates(c.id);
      expect(more).toEqual([]);
      expect(entry?.before.title).toBe(c.title);
      expect(entry?.after).toEqual(answers[i]?.json().data);
      transactions.add(entry?.tx ?? '');
    }
    // Requests that arrive together are written in one statement and one commit.
    expect(transactions.size).toBeLessThan(courses.length);
  });

  it('keep every failure to its own request: 400, 404 and two writes of one course in turn', async () => {
    const [ok, unknown, twice] = await Promise.all(
      ['ok', 'unknown', 'twice'].map((n) => createCourse(svc.app, tokens.admin, { slug: `apart-${n}` })),
    );
    if (!ok || !unknown || !twice) throw new Error('courses not created');
    const unknownId = '00000000-0000-4000-8000-000000000009';
    const answers = await Promise.all([
      put(ok.id, fullBody(ok, { title: 'Apart ok' })),
      put(unknown.id, fullBody(unknown, { category_ids: [unknownId] })),
      put('00000000-0000-4000-8000-000000000000', fullBody(ok, { slug: 'apart-nobody' })),
      put(twice.id, fullBody(twice, { title: 'Twice 1' })),
      put(twice.id, fullBody(twice, { title: 'Twice 2' })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 404, 200, 200]);
    expect(answers[1]?.json().details).toEqual({ unknown_ids: [unknownId] });
    expect((await get(`/courses/${unknown.id}`, tokens.admin)).json().data).toEqual(unknown);
    expect(await updates(unknown.id)).toEqual([]);
    const [written] = await updates(ok.id);
    // The second write of a course waits for the first and records what the first wrote.
    const [first, second] = await updates(twice.id);
    expect([written?.after.title, first?.after.title, second?.after.title]).toEqual([
      'Apart ok',
      'Twice 1',
      'Twice 2',
    ]);
    expect(written?.tx).toBe(first?.tx);
    expect(second?.tx).not.toBe(first?.tx);
    expect(second?.before).toEqual(first?.after);
    expect((await get(`/courses/${twice.id}`, tokens.admin)).json().data).toEqual(second?.after);
  });

  it('write the others when one takes a slug in use (409), which changes nothing', async () => {
    const taken = await createCourse(svc.app, tokens.admin, { slug: 'together-taken' });
    const [clash, fine] = await Promise.all(
      ['clash', 'fine'].map((n) => createCourse(svc.app, tokens.admin, { slug: `apart-${n}` })),
    );
    if (!clash || !fine) throw new Error('courses not created');
    const answers = await Promise.all([
      put(clash.id, fullBody(clash, { title: 'Clash', slug: taken.slug })),
      put(fine.id, fullBody(fine, { title: 'Fine' })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([409, 200]);
    expect((await get(`/courses/${clash.id}`, tokens.admin)).json().data).toEqual(clash);
    expect(await updates(clash.id)).toEqual([]);
    expect((await updates(fine.id)).map((e) => e.after)).toEqual([answers[1]?.json().data]);
  });

  it('answer 500 to the one whose write fails in the database, and write the others', async () => {
    const db = svc.backends.db;
    // A failure no validation can foresee, for schedule entries of 13 seats only.
    await db.exec(`
      create function training.refuse_thirteen() returns trigger language plpgsql as $$
      begin
        if new.seats = 13 then raise exception 'thirteen seats'; end if;
        return new;
      end $$;
      create trigger refuse_thirteen before insert on training.course_schedules
        for each row execute function training.refuse_thirteen();`);
    try {
      const [broken, fine] = await Promise.all(
        ['broken', 'fine-too'].map((n) => createCourse(svc.app, tokens.admin, { slug: `apart-${n}` })),
      );
      if (!broken || !fine) throw new Error('courses not created');
      const answers = await Promise.all([
        put(broken.id, fullBody(broken, { schedule: [{ start_date: '2027-01-04', seats: 13 }] })),
        put(
          fine.id,
          fullBody(fine, { title: 'Fine too', schedule: [{ start_date: '2027-01-04', seats: 12 }] }),
        ),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([500, 200]);
      expect((await get(`/courses/${broken.id}`, tokens.admin)).json().data).toEqual(broken);
      expect(await updates(broken.id)).toEqual([]);
      expect((await updates(fine.id)).map((e) => e.after)).toEqual([answers[1]?.json().data]);
    } finally {
      await db.exec(
        'drop trigger refuse_thirteen on training.course_schedules; drop function training.refuse_thirteen()',
      );
    }
  });
});

describe('public visibility', () => {
  it('shows only published, active courses; drafts, archived and deleted are 404 publicly but visible to an admin', async () => {
    const visible = await createCourse(svc.app, tokens.admin, { is_published: true });
    const draft = await createCourse(svc.app, tokens.admin);
    const archived = await createCourse(svc.app, tokens.admin, { is_published: true });
    await bulk({ ids: [archived.id], updates: { status: 'archived' } });
    const deleted = await createCourse(svc.app, tokens.admin, { is_published: true });
    await remove(deleted.id);

    const list = await get('/courses?limit=100');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((c: CourseData) => c.id);
    expect(ids).toContain(visible.id);
    for (const hidden of [draft, archived, deleted]) {
      expect(ids).not.toContain(hidden.id);
      expect((await get(`/courses/${hidden.id}`)).statusCode).toBe(404);
      expect((await get(`/courses/${hidden.slug}`)).statusCode).toBe(404);
      expect((await get(`/courses/${hidden.id}`, tokens.admin)).statusCode).toBe(200);
    }
    expect((await get(`/courses/${visible.slug}`)).json().data.id).toBe(visible.id);
    expect((await get(`/courses/${visible.id}`)).json()).toMatchObject({
      status: 'success',
      data: { id: visible.id },
    });
    const adminList = await get('/courses?limit=100', tokens.admin);
    expect(adminList.json().data.map((c: CourseData) => c.id)).toEqual(
      expect.arrayContaining([draft.id, archived.id]),
    );
    const deletedList = await get('/courses?status=deleted&limit=100', tokens.admin);
    expect(deletedList.json().data.map((c: CourseData) => c.id)).toContain(deleted.id);
    // A user token is no administrator: it sees the public catalogue.
    expect((await get(`/courses/${draft.id}`, tokens.user)).statusCode).toBe(404);
  });

  it('answers reads that arrive together (one statement) each with its own course and visibility', async () => {
    const visible = await createCourse(svc.app, tokens.admin, { is_published: true });
    const draft = await createCourse(svc.app, tokens.admin);
    const [byUpperId, bySlug, draftToAdmin, draftToPublic, missing, publicById] = await Promise.all([
      get(`/courses/${visible.id.toUpperCase()}`, tokens.admin),
      get(`/courses/${draft.slug}`, tokens.admin),
      get(`/courses/${draft.id}`, tokens.admin),
      get(`/courses/${draft.slug}`),
      get('/courses/no-such-course', tokens.admin),
      get(`/courses/${visible.id}`),
    ]);
    expect(byUpperId.json().data).toMatchObject({ id: visible.id, slug: visible.slug });
    expect(bySlug.json().data).toMatchObject({ id: draft.id, is_published: false });
    expect(draftToAdmin.json().data.id).toBe(draft.id);
    expect(draftToPublic.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error' });
    expect(publicById.json().data.id).toBe(visible.id);
  });
});

describe('public course reads are cached and every write refreshes them', () => {
  it('shows a change made by PUT, bulk, DELETE and a taxonomy rename at the next public read', async () => {
    const own = await seedTaxonomies(svc.app, tokens.admin, '-cache');
    const course = await createCourse(svc.app, tokens.admin, {
      is_published: true,
      category_ids: [own.category],
    });
    const read = async (key: string) => get(`/courses/${key}`);
    // Fill the cache under both keys.
    expect((await read(course.id)).json().data.title).toBe(course.title);
    expect((await read(course.slug)).json().data.title).toBe(course.title);

    const moved = `${course.slug}-moved`;
    expect(
      (
        await put(
          course.id,
          fullBody(course, { title: 'Renamed', slug: moved, category_ids: [own.category] }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await read(course.id)).json().data.title).toBe('Renamed');
    expect((await read(course.slug)).statusCode).toBe(404);
    expect((await read(moved)).json().data).toMatchObject({ id: course.id, title: 'Renamed' });

    const renamed = await svc.app.inject({
      method: 'PUT',
      url: `${API}/taxonomies/${own.category}`,
      headers: bearer(tokens.admin),
      payload: { name: 'Renamed category', slug: 'renamed-category-cache' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await read(moved)).json().data.categories[0].name).toBe('Renamed category');

    expect((await bulk({ ids: [course.id], updates: { status: 'archived' } })).statusCode).toBe(200);
    expect((await read(course.id)).statusCode).toBe(404);
    expect((await read(moved)).statusCode).toBe(404);
    expect((await bulk({ ids: [course.id], updates: { status: 'active' } })).statusCode).toBe(200);
    expect((await read(moved)).statusCode).toBe(200);

    expect((await remove(course.id)).statusCode).toBe(200);
    expect((await read(course.id)).statusCode).toBe(404);
    expect((await read(moved)).statusCode).toBe(404);
  });

  it('answers a cached read in the same envelope and content type as a fresh one', async () => {
    const course = await createCourse(svc.app, tokens.admin, { is_published: true });
    const fresh = await get(`/courses/${course.slug}`);
    const again = await get(`/courses/${course.slug}`);
    expect(again.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(again.json()).toEqual(fresh.json());
    expect(again.json()).toEqual({
      status: 'success',
      data: (await get(`/courses/${course.id}`, tokens.admin)).json().data,
    });
  });
});

describe('GET /courses filters, search and pagination', () => {
  let fx: Taxonomies;
  beforeAll(async () => {
    fx = await seedTaxonomies(svc.app, tokens.admin, '-f');
    const online = await svc.app.inject({
      method: 'POST',
      url: `${API}/taxonomies`,
      headers: bearer(tokens.admin),
      payload: { type: 'delivery_mode', name: 'Online', slug: 'online-f' },
    });
    expect(online.statusCode).toBe(201);
    const make = (slug: string, body: Record<string, unknown>) =>
      createCourse(svc.app, tokens.admin, { slug, is_published: true, ...body });
    await make('f-safety-pune-classroom', {
      category_ids: [fx.category],
      city_ids: [fx.city],
      association_ids: [fx.association],
      delivery_mode: 'classroom-f',
    });
    await make('f-safety-chennai-online', {
      category_ids: [fx.category],
      city_ids: [fx.city2],
      delivery_mode: 'online-f',
    });
    await make('f-gst-pune-online', {
      category_ids: [fx.category2],
      city_ids: [fx.city],
      delivery_mode: 'online-f',
    });
  });

  const slugs = async (query: string) => {
    const res = await get(`/courses?${query}`);
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .data.map((c: CourseData) => c.slug)
      .sort();
  };

  it('filters by each taxonomy and combines filters with AND', async () => {
    expect(await slugs('category=workplace-safety-f')).toEqual([
      'f-safety-chennai-online',
      'f-safety-pune-classroom',
    ]);
    expect(await slugs('city=pune-f')).toEqual(['f-gst-pune-online', 'f-safety-pune-classroom']);
    expect(await slugs('association=cii-f')).toEqual(['f-safety-pune-classroom']);
    expect(await slugs('delivery_mode=online-f')).toEqual(['f-gst-pune-online', 'f-safety-chennai-online']);
    expect(await slugs('category=workplace-safety-f&city=pune-f')).toEqual(['f-safety-pune-classroom']);
    expect(await slugs('category=workplace-safety-f&delivery_mode=online-f&city=chennai-f')).toEqual([
      'f-safety-chennai-online',
    ]);
    expect(await slugs('category=gst-taxation-f&city=chennai-f')).toEqual([]);
    expect(await slugs('category=no-such-thing')).toEqual([]);
  });

  it('paginates with total, page and limit', async () => {
    const res = await get('/courses?category=workplace-safety-f&limit=1&page=2');
    expect(res.json()).toMatchObject({ status: 'success', results: 1, total: 2, page: 2, limit: 1 });
    const beyond = await get('/courses?category=workplace-safety-f&limit=1&page=9');
    expect(beyond.json()).toMatchObject({ results: 0, total: 2, data: [] });
    expect((await get('/courses?limit=1000')).statusCode).toBe(400);
    expect((await get('/courses?page=0')).statusCode).toBe(400);
  });

  it('searches title and description in full text, title matches ranked first', async () => {
    const inDescription = await createCourse(svc.app, tokens.admin, {
      slug: 'search-description',
      title: 'Managing Warehouses',
      description: 'Covers forklift ergonomics and scaffolding inspections in depth.',
      is_published: true,
    });
    const inTitle = await createCourse(svc.app, tokens.admin, {
      slug: 'search-title',
      title: 'Scaffolding Inspections',
      description: 'A practical day on site.',
      is_published: true,
    });
    await createCourse(svc.app, tokens.admin, { slug: 'search-draft', title: 'Scaffolding Drafts' });
    const res = await get(`/courses?search=${encodeURIComponent('scaffolding inspection')}`);
    expect(res.json().data.map((c: CourseData) => c.id)).toEqual([inTitle.id, inDescription.id]);
    // Stemming: a real text search, not a substring match.
    expect((await get('/courses?search=inspecting')).json().data.map((c: CourseData) => c.id)).toEqual([
      inTitle.id,
      inDescription.id,
    ]);
    expect((await get('/courses?search=scaff')).json().data).toEqual([]);
    expect(
      (await get('/courses?search=scaffolding%20-warehouses')).json().data.map((c: CourseData) => c.id),
    ).toEqual([inTitle.id]);
  });
});

describe('stored course images', () => {
  /** Courses whose stored image differs from the course as built from its tables now. */
  async function staleImages(): Promise<string[]> {
    const { rows } = await svc.backends.db.query<{ slug: string }>(
      sql`select c.slug from training.courses c where c.image is null or c.image::jsonb <> (${COURSE_JSON})::jsonb`,
    );
    return rows.map((r) => r.slug);
  }

  it('stay equal to the course built from its tables after every kind of write', async () => {
    const own = await seedTaxonomies(svc.app, tokens.admin, '-image');
    const course = await createCourse(svc.app, tokens.admin, {
      slug: 'image-course',
      category_ids: [own.category],
      city_ids: [own.city],
      delivery_mode: 'classroom-image',
      schedule: [{ start_date: '2027-03-01', city_id: own.city, seats: 12 }],
    });
    const rewritten = await put(
      course.id,
      fullBody(course, {
        is_published: true,
        category_ids: [own.category],
        delivery_mode: 'classroom-image',
        schedule: [{ start_date: '2027-04-01', city_id: own.city2, seats: 8 }],
      }),
    );
    expect(rewritten.statusCode).toBe(200);
    for (const [id, name] of [
      [own.city2, 'Renamed city'],
      [own.category, 'Renamed category'],
      [own.mode, 'Renamed mode'],
    ] as const) {
      const renamed = await svc.app.inject({
        method: 'PUT',
        url: `${API}/taxonomies/${id}`,
        headers: bearer(tokens.admin),
        payload: { name, slug: `${name.toLowerCase().replace(' ', '-')}-image` },
      });
      expect(renamed.statusCode).toBe(200);
    }
    const shown = (await get(`/courses/${course.id}`, tokens.admin)).json().data;
    expect(shown.schedule[0].city.name).toBe('Renamed city');
    expect(shown.categories[0].name).toBe('Renamed category');
    expect(shown.delivery_mode).toBe('renamed-mode-image');
    expect((await bulk({ ids: [course.id], updates: { status: 'archived' } })).statusCode).toBe(200);
    expect((await bulk({ ids: [course.id], updates: { status: 'active' } })).statusCode).toBe(200);
    expect((await remove(course.id)).statusCode).toBe(200);
    // Every course this file has written, in every way, still shows what its tables hold.
    expect(await staleImages()).toEqual([]);
  });

  it('are built for rows written without one', async () => {
    const course = await createCourse(svc.app, tokens.admin, { slug: 'image-missing', is_published: true });
    await svc.backends.db.query(sql`update training.courses set image = null where id = ${course.id}`);
    expect(await refreshCourseImages(svc.backends.db, { missing: true })).toBe(1);
    expect(await staleImages()).toEqual([]);
    expect((await get(`/courses/${course.id}`)).json().data).toEqual(course);
  });
});
