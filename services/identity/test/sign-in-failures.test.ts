import type { Db } from '@platform/kernel/db';
import { createUser, type Identity, openTestDatabase, startIdentity } from './harness.js';

/**
 * The per-account limit on wrong passwords: five per account and minute here (ten per fifteen
 * minutes by default), counted whatever address they come from. Behind a proxy each guess names
 * its own client address in X-Forwarded-For, and each address stays far inside its own budget.
 * The end of a window is reached by moving the process's clock, which the in-memory counters read.
 */
describe('wrong passwords per account', () => {
  let db: Db;
  let identity: Identity;
  const owner = { email: 'guessed@example.test', password: 'owners-password' };
  const neighbour = { email: 'neighbour@example.test', password: 'neighbours-password' };

  beforeAll(async () => {
    db = await openTestDatabase();
    identity = await startIdentity(db, {
      TRUST_PROXY: 'true',
      TOKEN_RATE_LIMIT_MAX: '3',
      PASSWORD_FAILURE_LIMIT_MAX: '5',
      PASSWORD_FAILURE_LIMIT_WINDOW_MS: '60000',
    });
    await createUser(identity.app, { ...owner, email_confirm: true });
    await createUser(identity.app, { ...neighbour, email_confirm: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await identity.app.close();
    await db.close();
  });

  let nextAddress = 1;
  const signInFrom = (email: string, password: string) =>
    identity.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` },
      payload: { email, password },
    });

  it('refuses an account guessed from many addresses, and no other, until its window ends', async () => {
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await signInFrom(owner.email, `guess-number-${guess}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    }

    // Further guesses from fresh addresses, in any case of the address, are refused unchecked.
    for (const email of [owner.email, owner.email.toUpperCase()]) {
      const refused = await signInFrom(email, 'yet-another-guess');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(30);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        error: 'over_request_rate_limit',
        error_code: 'over_request_rate_limit',
        error_description: expect.stringMatching(/^Too many failed sign-in attempts for this account/),
        code: 429,
        msg: expect.any(String),
      });
    }
    // The right password too, or the limit would tell a guesser when they hit it.
    expect((await signInFrom(owner.email, owner.password)).statusCode).toBe(429);

    // Another account is not affected.
    expect((await signInFrom(neighbour.email, neighbour.password)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    const after = await signInFrom(owner.email, owner.password);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ user: { email: owner.email } });
  });

  it('counts sign-ins to an unknown address alike, so refusals do not tell which exist', async () => {
    const nobody = 'nobody-here@example.test';
    for (let guess = 0; guess < 5; guess++)
      expect((await signInFrom(nobody, `guess-number-${guess}`)).statusCode).toBe(400);
    expect((await signInFrom(nobody, 'one-more')).statusCode).toBe(429);
  });

  it('does not count right passwords', async () => {
    const regular = { email: 'regular@example.test', password: 'regulars-password' };
    await createUser(identity.app, { ...regular, email_confirm: true });
    for (let i = 0; i < 3; i++)
      expect((await signInFrom(regular.email, regular.password)).statusCode).toBe(200);
    for (let guess = 0; guess < 4; guess++)
      expect((await signInFrom(regular.email, `guess-number-${guess}`)).statusCode).toBe(400);
    expect((await signInFrom(regular.email, regular.password)).statusCode).toBe(200);
    expect((await signInFrom(regular.email, 'the-fifth-guess')).statusCode).toBe(400);
    expect((await signInFrom(regular.email, regular.password)).statusCode).toBe(429);
  });
});
