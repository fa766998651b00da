import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import {
  API,
  bearer,
  countRows,
  createCourse,
  mintTokens,
  seedTaxonomies,
  solveChallenge,
  startTraining,
  type Tokens,
} from './harness.js';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startTraining();
  tokens = await mintTokens(svc);
});
afterAll(() => svc.close());

interface AuditRow {
  action: string;
  entity_type: string;
  entity_id: string;
  actor: { id: string; email: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

const logs = async (query = '') => {
  const res = await svc.app.inject({
    method: 'GET',
    url: `${API}/audit-logs?limit=100${query}`,
    headers: bearer(tokens.admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: AuditRow[]; total: number }>();
};

describe('audit log', () => {
  it('records every administrator write with actor, before and after', async () => {
    const tax = await svc.app.inject({
      method: 'POST',
      url: `${API}/taxonomies`,
      headers: bearer(tokens.admin),
      payload: { type: 'category', name: 'Leadership', slug: 'leadership' },
    });
    const taxId = tax.json().data.id;
    await svc.app.inject({
      method: 'PUT',
      url: `${API}/taxonomies/${taxId}`,
      headers: bearer(tokens.admin),
      payload: { name: 'Leadership & Management', slug: 'leadership' },
    });
    const course = await createCourse(svc.app, tokens.admin, { category_ids: [taxId] });
    await svc.app.inject({
      method: 'PATCH',
      url: `${API}/courses/bulk`,
      headers: bearer(tokens.superAdmin),
      payload: { ids: [course.id], updates: { is_published: true } },
    });
    const interest = await svc.app.inject({
      method: 'POST',
      url: `${API}/courses/${course.id}/interest`,
      payload: { name: 'L', email: 'l@example.in', challengeToken: await solveChallenge(svc.app) },
    });
    const interestId = interest.json().data.id;
    await svc.app.inject({
      method: 'PATCH',
      url: `${API}/interests/${interestId}`,
      headers: bearer(tokens.admin),
      payload: { status: 'contacted' },
    });
    const enrollment = await svc.app.inject({
      method: 'POST',
      url: `${API}/enrollments`,
      headers: bearer(tokens.admin),
      payload: {
        course_id: course.id,
        interest_id: interestId,
        learner_name: 'L',
        learner_email: 'l@example.in',
      },
    });
    await svc.app.inject({
      method: 'DELETE',
      url: `${API}/courses/${course.id}`,
      headers: bearer(tokens.admin),
    });
    await svc.app.inject({
      method: 'DELETE',
      url: `${API}/taxonomies/${taxId}`,
      headers: bearer(tokens.admin),
    });

    const { data, total } = await logs();
    expect(data.map((r) => r.action).reverse()).toEqual([
      'taxonomy.create',
      'taxonomy.update',
      'course.create',
      'course.bulk_update',
      'interest.status',
      'interest.status',
      'enrollment.create',
      'course.delete',
    ]);
    expect(total).toBe(8);
    const bulk = data.find((r) => r.action === 'course.bulk_update');
    expect(bulk).toMatchObject({
      entity_type: 'course',
      entity_id: course.id,
      actor: { id: 'root-1', email: 'root@example.test' },
      before: { is_published: false },
      after: { is_published: true },
    });
    const rename = data.find((r) => r.action === 'taxonomy.update');
    expect(rename?.before).toMatchObject({ name: 'Leadership' });
    expect(rename?.after).toMatchObject({ name: 'Leadership & Management' });
    expect(data.find((r) => r.action === 'course.create')?.before).toBeNull();
    const conversions = data.filter((r) => r.action === 'interest.status').map((r) => r.after?.status);
    expect(conversions.sort()).toEqual(['contacted', 'converted']);
    expect(data.find((r) => r.action === 'enrollment.create')?.entity_id).toBe(enrollment.json().data.id);
    expect(data.find((r) => r.action === 'course.delete')?.after).toMatchObject({ status: 'deleted' });
  });

  it('records nothing for refused writes and public forms', async () => {
    const before = await countRows(svc, 'audit_logs');
    await svc.app.inject({
      method: 'POST',
      url: `${API}/taxonomies`,
      headers: bearer(tokens.user),
      payload: { type: 'city', name: 'x', slug: 'x' },
    });
    await svc.app.inject({
      method: 'POST',
      url: `${API}/taxonomies`,
      headers: bearer(tokens.admin),
      payload: { type: 'city', name: 'x', slug: 'Not Valid' },
    });
    await svc.app.inject({
      method: 'POST',
      url: `${API}/contact`,
      payload: {
        name: 'x',
        email: 'x@example.in',
        message: 'm',
        challengeToken: await solveChallenge(svc.app),
      },
    });
    expect(await countRows(svc, 'audit_logs')).toBe(before);
  });

  it('filters by action, entity_type, from and to; paginates', async () => {
    expect((await logs('&action=course.create')).data.every((r) => r.action === 'course.create')).toBe(true);
    const interests = await logs('&entity_type=interest');
    expect(interests.total).toBe(2);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await logs(`&from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await logs('&to=2000-01-01')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(`&from=${today}&to=${today}`)).total).toBe(8);
    const page = await svc.app.inject({
      method: 'GET',
      url: `${API}/audit-logs?limit=3&page=2`,
      headers: bearer(tokens.admin),
    });
    expect(page.json()).toMatchObject({ status: 'success', results: 3, total: 8, page: 2, limit: 3 });
    expect(
      (
        await svc.app.inject({
          method: 'GET',
          url: `${API}/audit-logs?from=yesterday`,
          headers: bearer(tokens.admin),
        })
      ).statusCode,
    ).toBe(400);
    expect((await svc.app.inject({ method: 'GET', url: `${API}/audit-logs` })).statusCode).toBe(401);
    expect(
      (await svc.app.inject({ method: 'GET', url: `${API}/audit-logs`, headers: bearer(tokens.user) }))
        .statusCode,
    ).toBe(403);
  });

  it('cannot be updated, deleted or truncated, even in SQL', async () => {
    const db = svc.backends.db;
    await expect(db.query(sql`update training.audit_logs set action = 'forged'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query(sql`delete from training.audit_logs`)).rejects.toThrow(/append-only/);
    await expect(db.query(sql`truncate training.audit_logs`)).rejects.toThrow(/append-only/);
    expect(await countRows(svc, 'audit_logs')).toBe(8);
  });
});

// Last: the tests above count every row of the log.
describe('audit log of a course update', () => {
  it('holds the course exactly as it was and as it is now, links, schedule and delivery mode included', async () => {
    const tax = await seedTaxonomies(svc.app, tokens.admin, '-update-image');
    const course = await createCourse(svc.app, tokens.admin, {
      category_ids: [tax.category],
      schedule: [{ start_date: '2026-05-04', city_id: tax.city, seats: 10 }],
    });
    const stored = async () =>
      (
        await svc.app.inject({
          method: 'GET',
          url: `${API}/courses/${course.id}`,
          headers: bearer(tokens.admin),
        })
      ).json().data;
    const before = await stored();
    const res = await svc.app.inject({
      method: 'PUT',
      url: `${API}/courses/${course.id}`,
      headers: bearer(tokens.admin),
      payload: {
        title: 'Rewritten',
        slug: course.slug,
        description: 'New words',
        delivery_mode: 'classroom-update-image',
        duration_days: 3,
        is_published: true,
        category_ids: [tax.category2, tax.category],
        city_ids: [tax.city2],
        association_ids: [tax.association],
        schedule: [
          { start_date: '2026-06-10', city_id: tax.city, seats: 12 },
          { start_date: '2026-06-01', seats: 8 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await stored();
    expect(res.json().data).toEqual(after);
    expect(after).toMatchObject({ delivery_mode: 'classroom-update-image', is_published: true });
    expect(after.categories).toHaveLength(2);
    expect(after.schedule.map((e: { seats: number }) => e.seats)).toEqual([8, 12]);
    const entry = (await logs('&action=course.update')).data.find((row) => row.entity_id === course.id);
    expect(entry?.before).toEqual(before);
    expect(entry?.after).toEqual(after);
  });

  it('writes nothing, audit included, when a PUT is refused', async () => {
    const course = await createCourse(svc.app, tokens.admin);
    const put = (changes: Record<string, unknown>) =>
      svc.app.inject({
        method: 'PUT',
        url: `${API}/courses/${course.id}`,
        headers: bearer(tokens.admin),
        payload: { title: 'Never', slug: course.slug, duration_days: 1, ...changes },
      });
    const audits = await countRows(svc, 'audit_logs');
    const unknownId = '00000000-0000-4000-8000-000000000001';
    const refused = [
      await put({ category_ids: [unknownId] }),
      await put({ delivery_mode: 'no-such-mode' }),
      await put({ status: 'archived' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(refused[0]?.json().details).toEqual({ unknown_ids: [unknownId] });
    expect(await countRows(svc, 'audit_logs')).toBe(audits);
    const stored = await svc.app.inject({
      method: 'GET',
      url: `${API}/courses/${course.id}`,
      headers: bearer(tokens.admin),
    });
    expect(stored.json().data.title).toBe(course.title);
  });
});
