import { createHash, createHmac } from 'node:crypto';
import type { TestService } from '@platform/kernel/testing';
import {
  API,
  bearer,
  countRows,
  createCourse,
  mintTokens,
  solve,
  solveChallenge,
  startTraining,
  TEST_ENV,
  type Tokens,
} from './harness.js';

let svc: TestService;
let tokens: Tokens;
let courseId: string;
let courseSlug: string;

beforeAll(async () => {
  svc = await startTraining();
  tokens = await mintTokens(svc);
  const course = await createCourse(svc.app, tokens.admin, { is_published: true });
  courseId = course.id;
  courseSlug = course.slug;
});
afterAll(() => svc.close());

const post = (url: string, payload: Record<string, unknown>) =>
  svc.app.inject({ method: 'POST', url: `${API}${url}`, payload });

const interest = (token?: string, extra: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  organisation: 'Rao Industries',
  ...(token !== undefined ? { challengeToken: token } : {}),
  ...extra,
});

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A challenge signed with the service's secret, expiring at `expires` (unix seconds). */
function handMadeToken(expires: number, secret = TEST_ENV.CHALLENGE_SECRET): string {
  const unsigned = `${'ab12'.repeat(6)}?expires=${expires}`;
  const salt = `${unsigned}&sig=${hmac(secret, `altcha-salt:${unsigned}`)}`;
  const challenge = sha256(`${salt}7`);
  return solve({ algorithm: 'SHA-256', challenge, maxnumber: 10, salt, signature: hmac(secret, challenge) });
}

function encode(solution: object): string {
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}

describe('GET /challenge', () => {
  it('serves an ALTCHA v1 challenge whose salt carries its expiry', async () => {
    const res = await svc.app.inject({ method: 'GET', url: `${API}/challenge` });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(c.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+&sig=[0-9a-f]{64}$/);
    expect(c.signature).toBe(
      createHmac('sha256', TEST_ENV.CHALLENGE_SECRET).update(c.challenge).digest('hex'),
    );
  });
});

describe('POST /courses/:id/interest', () => {
  it('stores an interest (201, status new) with a solved challenge, by id or slug', async () => {
    const res = await post(`/courses/${courseId}/interest`, interest(await solveChallenge(svc.app)));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { course_id: courseId, status: 'new', name: 'Asha Rao', email: 'asha@example.in' },
    });
    const bySlug = await post(`/courses/${courseSlug}/interest`, interest(await solveChallenge(svc.app)));
    expect(bySlug.statusCode).toBe(201);
  });

  it('accepts a token once: the replay is 403 and stores nothing', async () => {
    const token = await solveChallenge(svc.app);
    expect((await post(`/courses/${courseId}/interest`, interest(token))).statusCode).toBe(201);
    const before = await countRows(svc, 'interests');
    const replay = await post(`/courses/${courseId}/interest`, interest(token));
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/already used/) });
    // Also on another form: a token is spent for every form.
    expect(
      (await post('/contact', { name: 'x', email: 'x@example.in', message: 'hi', challengeToken: token }))
        .statusCode,
    ).toBe(403);
    expect(await countRows(svc, 'interests')).toBe(before);
    expect(await countRows(svc, 'enquiries')).toBe(0);
  });

  it('rejects a missing token (400), a wrong one (403), an expired one (403), one signed elsewhere (403); stores nothing', async () => {
    const before = await countRows(svc, 'interests');
    const missing = await post(`/courses/${courseId}/interest`, interest());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().status).toBe('error');
    expect((await post(`/courses/${courseId}/interest`, interest(''))).statusCode).toBe(400);
    expect((await post(`/courses/${courseId}/interest`, interest('not-a-token'))).statusCode).toBe(403);

    const good = JSON.parse(Buffer.from(await solveChallenge(svc.app), 'base64').toString());
    const wrongNumber = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString('base64');
    expect((await post(`/courses/${courseId}/interest`, interest(wrongNumber))).statusCode).toBe(403);

    const past = Math.floor(Date.now() / 1000) - 5;
    const expired = await post(`/courses/${courseId}/interest`, interest(handMadeToken(past)));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
    const future = Math.floor(Date.now() / 1000) + 300;
    expect(
      (
        await post(
          `/courses/${courseId}/interest`,
          interest(handMadeToken(future, 'another-secret-0123456789')),
        )
      ).statusCode,
    ).toBe(403);
    // A token we signed and that has not expired is accepted: the forgeries above failed for their own reason.
    expect((await post(`/courses/${courseId}/interest`, interest(handMadeToken(future)))).statusCode).toBe(
      201,
    );
    expect(await countRows(svc, 'interests')).toBe(before + 1);
  });

  it('validates inputs (400) before verifying the challenge', async () => {
    const token = await solveChallenge(svc.app);
    for (const extra of [
      { email: 'not-an-email' },
      { name: '' },
      { name: 'x'.repeat(201) },
      { phone: 'call me' },
    ]) {
      expect((await post(`/courses/${courseId}/interest`, interest(token, extra))).statusCode).toBe(400);
    }
    // Validation failures did not spend the token.
    expect((await post(`/courses/${courseId}/interest`, interest(token))).statusCode).toBe(201);
  });

  it('only on a published, active course (404), without spending the token', async () => {
    const draft = await createCourse(svc.app, tokens.admin);
    const token = await solveChallenge(svc.app);
    const before = await countRows(svc, 'interests');
    expect((await post(`/courses/${draft.id}/interest`, interest(token))).statusCode).toBe(404);
    expect(
      (await post('/courses/00000000-0000-4000-8000-000000000000/interest', interest(token))).statusCode,
    ).toBe(404);
    expect(await countRows(svc, 'interests')).toBe(before);
    expect((await post(`/courses/${courseId}/interest`, interest(token))).statusCode).toBe(201);
  });
});

describe('POST /contact and POST /training-plan', () => {
  it('creates an enquiry with status new (201)', async () => {
    const res = await post('/contact', {
      name: 'Vikram',
      email: 'vikram@example.in',
      message: 'Do you run POSH training in Pune?',
      challengeToken: await solveChallenge(svc.app),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'success', data: { status: 'new', name: 'Vikram' } });
  });

  it('creates a training plan request (201)', async () => {
    const res = await post('/training-plan', {
      organisation: 'Tata Steel',
      contact_name: 'Meera',
      contact_email: 'meera@example.in',
      contact_phone: '+91 22 1234 5678',
      requirements: 'Forty supervisors, fire safety and first aid, in Jamshedpur',
      challengeToken: await solveChallenge(svc.app),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ organisation: 'Tata Steel', contact_email: 'meera@example.in' });
  });

  it('missing token 400, wrong token 403, invalid fields 400: nothing stored', async () => {
    const enquiries = await countRows(svc, 'enquiries');
    const plans = await countRows(svc, 'training_plans');
    const contact = { name: 'x', email: 'x@example.in', message: 'hello' };
    const plan = { organisation: 'o', contact_name: 'c', contact_email: 'c@example.in', requirements: 'r' };
    expect((await post('/contact', contact)).statusCode).toBe(400);
    expect((await post('/contact', { ...contact, challengeToken: 'bogus' })).statusCode).toBe(403);
    expect((await post('/contact', { ...contact, email: 'nope', challengeToken: 'bogus' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/contact', { ...contact, message: 'x'.repeat(5001), challengeToken: 'bogus' })).statusCode,
    ).toBe(400);
    expect((await post('/training-plan', plan)).statusCode).toBe(400);
    expect((await post('/training-plan', { ...plan, challengeToken: 'bogus' })).statusCode).toBe(403);
    expect(
      (await post('/training-plan', { ...plan, contact_email: 'x', challengeToken: 'bogus' })).statusCode,
    ).toBe(400);
    expect(await countRows(svc, 'enquiries')).toBe(enquiries);
    expect(await countRows(svc, 'training_plans')).toBe(plans);
  });

  it('an administrator token does not bypass the challenge', async () => {
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/contact`,
      headers: bearer(tokens.admin),
      payload: { name: 'x', email: 'x@example.in', message: 'hello' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the salt', () => {
  const contact = (challengeToken: string) => ({
    name: 'Ravi',
    email: 'ravi@example.in',
    message: 'Hello',
    challengeToken,
  });

  it('is refused when digits of the number are moved into its expiry: hash and signature still hold, the salt is not ours', async () => {
    // A challenge whose secret number has several digits, so some can be moved.
    let challenge: {
      algorithm: string;
      salt: string;
      challenge: string;
      signature: string;
      maxnumber: number;
    };
    let number: number;
    do {
      challenge = (await svc.app.inject({ method: 'GET', url: `${API}/challenge` })).json();
      number = JSON.parse(Buffer.from(solve(challenge), 'base64').toString()).number;
    } while (number < 100 || String(Number(String(number).slice(2))) !== String(number).slice(2));
    const digits = String(number);
    const spliced = {
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: Number(digits.slice(2)),
      salt: `${challenge.salt}${digits.slice(0, 2)}`,
      signature: challenge.signature,
    };
    // The attack as sent: still `sha256(salt + number)`, still the service's signature.
    expect(sha256(`${spliced.salt}${spliced.number}`)).toBe(challenge.challenge);
    const before = await countRows(svc, 'enquiries');
    const refused = await post('/contact', contact(encode(spliced)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/rejected/) });
    expect(await countRows(svc, 'enquiries')).toBe(before);
    // A salt the service never issued, however well formed, with a hash and signature that fit it.
    const forged = `${'cd34'.repeat(6)}?expires=${Math.floor(Date.now() / 1000) + 300}&sig=${'0'.repeat(64)}`;
    const forgedChallenge = sha256(`${forged}7`);
    const withForgedSalt = {
      algorithm: 'SHA-256',
      challenge: forgedChallenge,
      number: 7,
      salt: forged,
      signature: hmac(TEST_ENV.CHALLENGE_SECRET, forgedChallenge),
    };
    expect((await post('/contact', contact(encode(withForgedSalt)))).statusCode).toBe(403);
    expect(await countRows(svc, 'enquiries')).toBe(before);

    // The genuine solution of the same challenge is accepted, once.
    const genuine = solve(challenge);
    const first = await post('/contact', contact(genuine));
    expect(first.statusCode).toBe(201);
    expect((await post('/contact', contact(genuine))).statusCode).toBe(403);
  });
});
