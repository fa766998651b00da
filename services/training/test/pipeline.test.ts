import type { TestService } from '@platform/kernel/testing';
import {
  API,
  bearer,
  createCourse,
  mintTokens,
  solveChallenge,
  startTraining,
  type Tokens,
} from './harness.js';

let svc: TestService;
let tokens: Tokens;
let courseId: string;
let otherCourseId: string;

beforeAll(async () => {
  svc = await startTraining({ RECENT_INTERESTS: '3' });
  tokens = await mintTokens(svc);
  courseId = (await createCourse(svc.app, tokens.admin, { title: 'First Aid at Work', is_published: true }))
    .id;
  otherCourseId = (await createCourse(svc.app, tokens.admin, { is_published: true })).id;
});
afterAll(() => svc.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  token = tokens.admin,
) => svc.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function newInterest(course = courseId, name = 'Learner'): Promise<string> {
  const res = await svc.app.inject({
    method: 'POST',
    url: `${API}/courses/${course}/interest`,
    payload: { name, email: 'learner@example.in', challengeToken: await solveChallenge(svc.app) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function newEnquiry(): Promise<string> {
  const res = await svc.app.inject({
    method: 'POST',
    url: `${API}/contact`,
    payload: {
      name: 'E',
      email: 'e@example.in',
      message: 'hello',
      challengeToken: await solveChallenge(svc.app),
    },
  });
  return res.json().data.id;
}

const patch = (what: string, id: string, status: string, token = tokens.admin) =>
  inject('PATCH', `/${what}/${id}`, { status }, token);

async function contacted(course = courseId): Promise<string> {
  const id = await newInterest(course);
  expect((await patch('interests', id, 'contacted')).statusCode).toBe(200);
  return id;
}

async function enroll(body: Record<string, unknown> = {}) {
  return inject('POST', '/enrollments', {
    course_id: courseId,
    learner_name: 'Ravi Kumar',
    learner_email: 'ravi@example.in',
    organisation: 'Kumar Textiles',
    scheduled_date: '2026-04-10',
    ...body,
  });
}

describe('interests', () => {
  it('new → contacted, new → closed, contacted → closed; every other PATCH is 400', async () => {
    const a = await newInterest();
    const moved = await patch('interests', a, 'contacted');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'success', data: { id: a, status: 'contacted' } });
    expect((await patch('interests', a, 'closed')).json().data.status).toBe('closed');
    const b = await newInterest();
    expect((await patch('interests', b, 'closed')).json().data.status).toBe('closed');

    const c = await newInterest();
    expect((await patch('interests', c, 'new')).statusCode).toBe(400);
    expect((await patch('interests', c, 'converted')).statusCode).toBe(400);
    await patch('interests', c, 'contacted');
    expect((await patch('interests', c, 'new')).statusCode).toBe(400);
    expect((await patch('interests', c, 'converted')).statusCode).toBe(400);
    expect((await patch('interests', b, 'contacted')).statusCode).toBe(400);
    expect((await patch('interests', b, 'new')).statusCode).toBe(400);
    expect((await patch('interests', c, 'bogus')).statusCode).toBe(400);
    expect((await patch('interests', '00000000-0000-4000-8000-000000000000', 'contacted')).statusCode).toBe(
      404,
    );
  });

  it('lists with pagination and the status and course_id filters; 401/403', async () => {
    await newInterest(otherCourseId);
    const all = await inject('GET', '/interests?limit=2');
    expect(all.json()).toMatchObject({ status: 'success', results: 2, page: 1, limit: 2 });
    expect(all.json().total).toBeGreaterThan(2);
    const other = await inject('GET', `/interests?course_id=${otherCourseId}`);
    expect(other.json().data.every((i: { course_id: string }) => i.course_id === otherCourseId)).toBe(true);
    const closed = await inject('GET', `/interests?status=closed&course_id=${courseId}`);
    expect(closed.json().total).toBe(2);
    expect(closed.json().data.every((i: { status: string }) => i.status === 'closed')).toBe(true);
    expect((await inject('GET', '/interests?status=bogus')).statusCode).toBe(400);
    expect((await svc.app.inject({ method: 'GET', url: `${API}/interests` })).statusCode).toBe(401);
    expect((await inject('GET', '/interests', undefined, tokens.user)).statusCode).toBe(403);
    expect(
      (
        await svc.app.inject({
          method: 'PATCH',
          url: `${API}/interests/${courseId}`,
          payload: { status: 'closed' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await patch('interests', courseId, 'closed', tokens.user)).statusCode).toBe(403);
  });
});

describe('enrollments', () => {
  it('created from a contacted interest (201, pending); the interest becomes converted', async () => {
    const interestId = await contacted();
    const res = await enroll({ interest_id: interestId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: {
        status: 'pending',
        interest_id: interestId,
        scheduled_date: '2026-04-10',
        certificate_number: null,
      },
    });
    const interests = await inject('GET', `/interests?status=converted`);
    expect(interests.json().data.map((i: { id: string }) => i.id)).toContain(interestId);
    // Converted once: a second enrollment from it is an illegal move.
    expect((await enroll({ interest_id: interestId })).statusCode).toBe(400);
  });

  it('refuses an interest that is not contacted, of another course, or unknown (400), changing nothing', async () => {
    const fresh = await newInterest();
    expect((await enroll({ interest_id: fresh })).statusCode).toBe(400);
    const elsewhere = await contacted(otherCourseId);
    expect((await enroll({ interest_id: elsewhere })).statusCode).toBe(400);
    expect((await enroll({ interest_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    const statuses = (await inject('GET', '/interests?limit=100')).json().data;
    expect(statuses.find((i: { id: string }) => i.id === fresh).status).toBe('new');
    expect(statuses.find((i: { id: string }) => i.id === elsewhere).status).toBe('contacted');
  });

  it('validates the body (400), the course (400), and needs an administrator', async () => {
    expect((await enroll({ learner_email: 'nope' })).statusCode).toBe(400);
    expect((await enroll({ scheduled_date: '10/04/2026' })).statusCode).toBe(400);
    expect((await enroll({ course_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    expect((await inject('POST', '/enrollments', { course_id: courseId }, tokens.user)).statusCode).toBe(403);
    expect(
      (await svc.app.inject({ method: 'POST', url: `${API}/enrollments`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('pending → confirmed → completed issues a certificate that /verify finds', async () => {
    const id = (await enroll()).json().data.id;
    expect((await patch('enrollments', id, 'confirmed')).json().data.status).toBe('confirmed');
    const done = await patch('enrollments', id, 'completed');
    expect(done.statusCode).toBe(200);
    const data = done.json().data;
    expect(data.status).toBe('completed');
    expect(data.completion_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.certificate_number).toMatch(/^TC-\d{4}-[0-9A-HJKMNP-TV-Z]{16}$/);

    const verify = await svc.app.inject({
      method: 'GET',
      url: `${API}/verify?certificate_number=${data.certificate_number}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      status: 'success',
      data: {
        valid: true,
        learner_name: 'Ravi Kumar',
        course_title: 'First Aid at Work',
        completion_date: data.completion_date,
        certificate_number: data.certificate_number,
      },
    });
  });

  it('certificate numbers differ between enrollments', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const id = (await enroll()).json().data.id;
      await patch('enrollments', id, 'confirmed');
      numbers.add((await patch('enrollments', id, 'completed')).json().data.certificate_number);
    }
    expect(numbers.size).toBe(3);
  });

  it('pending → cancelled and confirmed → cancelled; cancelled and completed are final; skips are 400', async () => {
    const a = (await enroll()).json().data.id;
    expect((await patch('enrollments', a, 'completed')).statusCode).toBe(400);
    expect((await patch('enrollments', a, 'pending')).statusCode).toBe(400);
    expect((await patch('enrollments', a, 'cancelled')).json().data.status).toBe('cancelled');
    for (const to of ['pending', 'confirmed', 'completed', 'cancelled']) {
      expect((await patch('enrollments', a, to)).statusCode).toBe(400);
    }
    const b = (await enroll()).json().data.id;
    await patch('enrollments', b, 'confirmed');
    expect((await patch('enrollments', b, 'pending')).statusCode).toBe(400);
    expect((await patch('enrollments', b, 'cancelled')).json().data.status).toBe('cancelled');
    const c = (await enroll()).json().data.id;
    await patch('enrollments', c, 'confirmed');
    await patch('enrollments', c, 'completed');
    for (const to of ['pending', 'confirmed', 'cancelled']) {
      expect((await patch('enrollments', c, to)).statusCode).toBe(400);
    }
    expect((await patch('enrollments', '00000000-0000-4000-8000-000000000000', 'confirmed')).statusCode).toBe(
      404,
    );
    expect((await patch('enrollments', c, 'confirmed', tokens.user)).statusCode).toBe(403);
  });

  it('lists with pagination and filters', async () => {
    const res = await inject('GET', `/enrollments?status=cancelled&course_id=${courseId}&limit=1`);
    expect(res.json()).toMatchObject({ status: 'success', results: 1, total: 2, page: 1, limit: 1 });
    expect((await inject('GET', '/enrollments', undefined, tokens.user)).statusCode).toBe(403);
    expect((await svc.app.inject({ method: 'GET', url: `${API}/enrollments` })).statusCode).toBe(401);
  });
});

describe('GET /verify', () => {
  it('404 for an unknown number, 400 without the parameter, reveals nothing else', async () => {
    const unknown = await svc.app.inject({
      method: 'GET',
      url: `${API}/verify?certificate_number=TC-2026-NOTREAL`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe('error');
    expect((await svc.app.inject({ method: 'GET', url: `${API}/verify` })).statusCode).toBe(400);
  });
});

describe('enquiries', () => {
  it('new → in_progress → resolved → closed, new → closed; others 400', async () => {
    const a = await newEnquiry();
    expect((await patch('enquiries', a, 'resolved')).statusCode).toBe(400);
    expect((await patch('enquiries', a, 'in_progress')).json().data.status).toBe('in_progress');
    expect((await patch('enquiries', a, 'closed')).statusCode).toBe(400);
    expect((await patch('enquiries', a, 'new')).statusCode).toBe(400);
    expect((await patch('enquiries', a, 'resolved')).json().data.status).toBe('resolved');
    expect((await patch('enquiries', a, 'in_progress')).statusCode).toBe(400);
    expect((await patch('enquiries', a, 'closed')).json().data.status).toBe('closed');
    for (const to of ['new', 'in_progress', 'resolved']) {
      expect((await patch('enquiries', a, to)).statusCode).toBe(400);
    }
    const b = await newEnquiry();
    expect((await patch('enquiries', b, 'closed')).json().data.status).toBe('closed');
    expect((await patch('enquiries', '00000000-0000-4000-8000-000000000000', 'closed')).statusCode).toBe(404);
    expect((await patch('enquiries', b, 'closed', tokens.user)).statusCode).toBe(403);
  });

  it('lists paginated with a status filter; 401/403', async () => {
    await newEnquiry();
    const res = await inject('GET', '/enquiries?status=closed&limit=10');
    expect(res.json()).toMatchObject({ status: 'success', total: 2, results: 2, page: 1, limit: 10 });
    expect((await inject('GET', '/enquiries?limit=1')).json().results).toBe(1);
    expect((await inject('GET', '/enquiries', undefined, tokens.user)).statusCode).toBe(403);
    expect((await svc.app.inject({ method: 'GET', url: `${API}/enquiries` })).statusCode).toBe(401);
  });
});

describe('GET /training-plan', () => {
  it('lists requests paginated, newest first; 401/403', async () => {
    for (const organisation of ['Infosys', 'Wipro']) {
      await svc.app.inject({
        method: 'POST',
        url: `${API}/training-plan`,
        payload: {
          organisation,
          contact_name: 'HR',
          contact_email: 'hr@example.in',
          requirements: 'Leadership programme',
          challengeToken: await solveChallenge(svc.app),
        },
      });
    }
    const res = await inject('GET', '/training-plan?limit=1');
    expect(res.json()).toMatchObject({ status: 'success', results: 1, total: 2, page: 1, limit: 1 });
    expect(res.json().data[0].organisation).toBe('Wipro');
    expect((await inject('GET', '/training-plan', undefined, tokens.user)).statusCode).toBe(403);
    expect((await svc.app.inject({ method: 'GET', url: `${API}/training-plan` })).statusCode).toBe(401);
  });
});

describe('GET /metrics', () => {
  it('counts and the latest interests; 401/403', async () => {
    const draft = await createCourse(svc.app, tokens.admin);
    const latest = await newInterest(courseId, 'Newest Learner');
    const res = await inject('GET', '/metrics');
    expect(res.statusCode).toBe(200);
    const m = res.json().data;
    expect(m).toMatchObject({ total_courses: 3, published_courses: 2 });
    expect(m.total_interests).toBeGreaterThan(5);
    expect(m.total_enrollments).toBeGreaterThan(5);
    expect(m.total_enquiries).toBe(3);
    expect(m.recent_interests).toHaveLength(3);
    expect(m.recent_interests[0]).toMatchObject({
      id: latest,
      name: 'Newest Learner',
      course_title: 'First Aid at Work',
    });
    expect(draft.status).toBe('active');
    expect((await inject('GET', '/metrics', undefined, tokens.user)).statusCode).toBe(403);
    expect((await svc.app.inject({ method: 'GET', url: `${API}/metrics` })).statusCode).toBe(401);
  });
});
