import type { TestService } from '@platform/kernel/testing';
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
let course: CourseData;
beforeAll(async () => {
  svc = await startTraining({ CORS_ORIGINS: 'https://courses.example.test' });
  tokens = await mintTokens(svc);
  course = await createCourse(svc.app, tokens.admin, { is_published: true, status: 'active' });
});
afterAll(() => svc.close());

type Reply = Awaited<ReturnType<TestService['app']['inject']>>;

/** A 400 in training's envelope, with the correlation id, naming the field when given. */
function expectRefused(res: Reply, field?: string): void {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ status: 'error', correlationId: res.headers['x-correlation-id'] });
  if (field) expect(body.message).toContain(field);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  svc.app.inject({ method: 'GET', url: `${API}${url}`, headers });

describe('a NUL in text that would reach PostgreSQL', () => {
  it('public catalogue filters, course by id or slug, certificate verification', async () => {
    for (const filter of ['search', 'category', 'city', 'association', 'delivery_mode'])
      expectRefused(await get(`/courses?${filter}=a%00b`), `querystring.${filter}`);
    expectRefused(await get('/courses/a%00'), 'params.id');
    expectRefused(await get('/verify?certificate_number=a%00b'), 'querystring.certificate_number');
  });

  it('a challenge-protected form stores nothing', async () => {
    const before = await countRows(svc, 'interests');
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/courses/${course.id}/interest`,
      payload: {
        name: 'Asha\u0000Rao',
        email: 'asha@example.in',
        phone: '+91 98765 43210',
        challengeToken: await solveChallenge(svc.app),
      },
    });
    expectRefused(res, 'body.name');
    expect(await countRows(svc, 'interests')).toBe(before);
  });

  it('administrator filters and writes', async () => {
    expectRefused(await get('/audit-logs?action=a%00', bearer(tokens.admin)), 'querystring.action');
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/taxonomies`,
      headers: bearer(tokens.admin),
      payload: { type: 'category', name: 'Safety\u0000', slug: 'safety-nul' },
    });
    expectRefused(res, 'body.name');
  });
});

describe('a lone surrogate', () => {
  it('is refused on update as on create, and the course keeps its title', async () => {
    const put = await svc.app.inject({
      method: 'PUT',
      url: `${API}/courses/${course.id}`,
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      payload: `{"title":"a\\ud800b","slug":"${course.slug}","duration_days":2}`,
    });
    expectRefused(put, 'body.title');
    const post = await svc.app.inject({
      method: 'POST',
      url: `${API}/courses`,
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      payload: '{"title":"a\\ud800b","slug":"lone-surrogate","duration_days":2}',
    });
    expectRefused(post, 'body.title');
    const stored = await get(`/courses/${course.id}`);
    expect(stored.json().data.title).toBe(course.title);
  });
});

describe('bounds', () => {
  it('a page past the documented maximum', async () => {
    expectRefused(await get('/courses?page=1e21'), 'querystring.page');
    expectRefused(await get('/interests?page=1e21', bearer(tokens.admin)), 'querystring.page');
  });

  it('dates PostgreSQL would refuse', async () => {
    expectRefused(await get('/audit-logs?from=0000-01-01', bearer(tokens.admin)), 'querystring.from');
    expectRefused(
      await get(`/audit-logs?from=${encodeURIComponent('9999-12-31T23:59:59-23:59')}`, bearer(tokens.admin)),
      'querystring.from',
    );
    const res = await svc.app.inject({
      method: 'PUT',
      url: `${API}/courses/${course.id}`,
      headers: bearer(tokens.admin),
      payload: {
        title: course.title,
        slug: course.slug,
        duration_days: 2,
        schedule: [{ start_date: '0000-01-01', seats: 5 }],
      },
    });
    expectRefused(res, 'start_date');
  });
});

describe('framework errors', () => {
  it('a malformed percent-encoding in the path answers in the envelope with a correlation id', async () => {
    const res = await get('/courses/%ZZ', { 'x-correlation-id': 'zz-1' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-correlation-id']).toBe('zz-1');
    expect(res.json()).toEqual({ status: 'error', message: 'Malformed request path', correlationId: 'zz-1' });
  });
});

describe('authentication comes before the body', () => {
  it('an anonymous caller of an administrator route learns 401, whatever it sent', async () => {
    const attempts = [
      { headers: { 'content-type': 'application/json' }, payload: '{"title":' },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'x'.repeat(2_000_000) }),
      },
    ];
    for (const attempt of attempts) {
      const res = await svc.app.inject({ method: 'POST', url: `${API}/courses`, ...attempt });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
    const user = await svc.app.inject({
      method: 'POST',
      url: `${API}/courses`,
      headers: { ...bearer(tokens.user), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('headers', () => {
  it('security headers and no-store on a sample of routes; the catalogue page of another origin may call', async () => {
    const samples = [
      await get('/courses'),
      await get(`/courses/${course.slug}`),
      await get('/metrics', bearer(tokens.admin)),
      await get('/nowhere'),
      await svc.app.inject({ method: 'GET', url: '/health' }),
    ];
    for (const res of samples) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const preflight = (origin: string) =>
      svc.app.inject({
        method: 'OPTIONS',
        url: `${API}/courses`,
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    expect((await preflight('https://courses.example.test')).headers['access-control-allow-origin']).toBe(
      'https://courses.example.test',
    );
    expect(
      (await preflight('https://elsewhere.example.test')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
