import { documentedOperations, refusedWithoutGrant, type TestService } from '@platform/kernel/testing';
import {
  API,
  bearer,
  type CourseData,
  countRows,
  createCourse,
  mintTokens,
  solveChallenge,
  startTraining,
  type Tokens,
} from './harness.js';

let svc: TestService;
let tokens: Tokens;
/** Administrators of the other products, and an administrator of none. */
let foreign: { compliance: string; factory: string; portal: string; noGrant: string };

beforeAll(async () => {
  svc = await startTraining();
  tokens = await mintTokens(svc);
  const admin = (apps: ('compliance' | 'factory' | 'portal')[]) => svc.issuer.mint({ role: 'admin', apps });
  foreign = {
    compliance: await admin(['compliance']),
    factory: await admin(['factory']),
    portal: await admin(['portal']),
    noGrant: await admin([]),
  };
});
afterAll(() => svc.close());

const get = (url: string, token: string) =>
  svc.app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(token) });
const postCourse = (token: string, slug: string) =>
  svc.app.inject({
    method: 'POST',
    url: `${API}/courses`,
    headers: bearer(token),
    payload: { title: 'Fire Safety Basics', slug, duration_days: 1 },
  });

describe('product grants', () => {
  it("every documented administrator route refuses another product's administrator; public routes ask no token", async () => {
    const operations = documentedOperations(svc.app.swagger() as Parameters<typeof documentedOperations>[0]);
    // The routes that serve visitors, whoever they are; every other one is the administrators'.
    expect(
      operations
        .filter((o) => o.access === 'public')
        .map((o) => `${o.method} ${o.path}`)
        .sort(),
    ).toEqual([
      'GET /api/v1/challenge',
      'GET /api/v1/courses',
      'GET /api/v1/courses/{id}',
      'GET /api/v1/taxonomies',
      'GET /api/v1/verify',
      'POST /api/v1/contact',
      'POST /api/v1/courses/{id}/interest',
      'POST /api/v1/training-plan',
    ]);
    expect(operations.filter((o) => o.access === 'bearer')).toHaveLength(17);
    const failures = await refusedWithoutGrant(svc.app, operations, foreign);
    expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
  });

  it("a compliance administrator reads none of training's learners, metrics or audit log, and writes nothing", async () => {
    const course = await createCourse(svc.app, tokens.admin, { is_published: true });
    const challengeToken = await solveChallenge(svc.app);
    const interest = await svc.app.inject({
      method: 'POST',
      url: `${API}/courses/${course.id}/interest`,
      payload: { name: 'Asha Learner', email: 'asha.learner@example.test', challengeToken },
    });
    expect(interest.statusCode).toBe(201);

    for (const path of [
      '/interests',
      '/enquiries',
      '/metrics',
      '/enrollments',
      '/training-plan',
      '/audit-logs',
    ]) {
      const res = await get(path, foreign.compliance);
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toMatchObject({
        status: 'error',
        message: 'This account has no access to this product',
      });
      expect(res.body).not.toContain('asha.learner@example.test');
    }

    const courses = await countRows(svc, 'courses');
    const audit = await countRows(svc, 'audit_logs');
    expect((await postCourse(foreign.compliance, `not-theirs-${Date.now()}`)).statusCode).toBe(403);
    expect(await countRows(svc, 'courses')).toBe(courses);
    expect(await countRows(svc, 'audit_logs')).toBe(audit);
  });

  it('serves the public catalogue to them as to any visitor: published courses only', async () => {
    const draft = await createCourse(svc.app, tokens.admin);
    const published = await createCourse(svc.app, tokens.admin, { is_published: true });

    const asCompliance = await get('/courses?limit=100', foreign.compliance);
    expect(asCompliance.statusCode).toBe(200);
    const seen = asCompliance.json<{ data: CourseData[] }>().data.map((c) => c.id);
    expect(seen).toContain(published.id);
    expect(seen).not.toContain(draft.id);
    expect((await get(`/courses/${draft.id}`, foreign.compliance)).statusCode).toBe(404);
    expect((await get(`/courses/${published.id}`, foreign.compliance)).statusCode).toBe(200);

    // The same draft is visible to training's own administrator.
    expect((await get(`/courses/${draft.id}`, tokens.admin)).statusCode).toBe(200);
  });

  it("keeps serving training's own people: an administrator with the grant, a super-admin without one", async () => {
    for (const token of [tokens.admin, tokens.superAdmin]) {
      const slug = `own-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const res = await postCourse(token, slug);
      expect(res.statusCode).toBe(201);
      const id = res.json<{ data: CourseData }>().data.id;
      expect((await get(`/courses/${id}`, token)).json()).toMatchObject({ data: { slug } });
      expect((await get('/interests', token)).statusCode).toBe(200);
    }
  });

  it('a training user with the grant is still not an administrator', async () => {
    expect((await postCourse(tokens.user, `user-${Date.now()}`)).statusCode).toBe(403);
    for (const path of ['/interests', '/enquiries', '/metrics'])
      expect((await get(path, tokens.user)).statusCode, path).toBe(403);
  });
});
