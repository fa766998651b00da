/**
 * The robot check of this app's own sign-ups (compliance's and the factory's): the ALTCHA (v1)
 * proof of work the public training forms use, with the same widget. Training checks its forms'
 * solutions itself, in the request that stores the form; the compliance and portal sign-ups take
 * no solution, so this app issues the challenge (`/compliance/signup/challenge`,
 * `/signup/challenge`) and checks the solution here, before the sign-up reaches the service.
 *
 * A challenge is signed with `SIGNUP_CHALLENGE_SECRET` (unset: a key made when the process
 * starts, which is enough for one process; replicas behind one address need one shared key). Its
 * salt carries its expiry under a signature of its own, so the expiry cannot be moved by digits
 * taken from the solved number (the hash covers `salt + number` as one string). A solution is
 * spent once: `spend` keeps the challenges solved in this process until they expire.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { env } from '$env/dynamic/private';

export interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The work a browser does: on average half of it, well under a second on a phone. */
const MAX_NUMBER = 100_000;
/** How long a challenge may be solved and sent: the time to fill the form in after ticking the box. */
const TTL_SECONDS = 600;
/** Solutions remembered at once; beyond it the oldest are forgotten only once they have expired. */
const MAX_SPENT = 50_000;

const processKey = randomBytes(32).toString('base64url');

function secret(): string {
  const configured = env.SIGNUP_CHALLENGE_SECRET?.trim();
  return configured && configured.length >= 16 ? configured : processKey;
}

const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
// Its own label, so a salt's signature can never stand for a challenge's.
const saltSignature = (key: string, unsigned: string) => hmacHex(key, `signup-salt:${unsigned}`);

const SALT = /^([0-9a-f]{24}\?expires=(\d{1,12}))&sig=([0-9a-f]{64})$/;

export function issueChallenge(now: Date = new Date()): Challenge {
  const key = secret();
  const expires = Math.floor(now.getTime() / 1000) + TTL_SECONDS;
  const unsigned = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const salt = `${unsigned}&sig=${saltSignature(key, unsigned)}`;
  const challenge = sha256hex(`${salt}${randomInt(0, MAX_NUMBER + 1)}`);
  return { algorithm: 'SHA-256', challenge, maxnumber: MAX_NUMBER, salt, signature: hmacHex(key, challenge) };
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

interface Solution {
  algorithm: unknown;
  challenge: unknown;
  number: unknown;
  salt: unknown;
  signature: unknown;
}

function decode(token: string): Solution | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Solution) : undefined;
  } catch {
    return undefined;
  }
}

/** A solution this app's challenge accepts: the challenge it solves and when that expires. */
export interface Solved {
  readonly challenge: string;
  readonly expiresAt: number;
}

/**
 * The solution when it solves a challenge this app signed and it has not expired; undefined
 * for anything else (forged, altered, expired, not a solution at all). Whether it was spent
 * before is `spend`'s to say.
 */
export function checkSolution(token: string, now: number = Date.now()): Solved | undefined {
  const solution = decode(token);
  if (solution?.algorithm !== 'SHA-256') return undefined;
  const { challenge, number, salt, signature } = solution;
  if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string')
    return undefined;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return undefined;
  const parts = SALT.exec(salt);
  if (!parts) return undefined;
  const [, unsigned = '', expires = '', saltSigned = ''] = parts;
  const key = secret();
  if (!sameHex(saltSignature(key, unsigned), saltSigned)) return undefined;
  const expiresAt = Number(expires) * 1000;
  if (expiresAt <= now) return undefined;
  if (!sameHex(sha256hex(`${salt}${number}`), challenge)) return undefined;
  if (!sameHex(hmacHex(key, challenge), signature)) return undefined;
  return { challenge, expiresAt };
}

const spent = new Map<string, number>();

function forgetExpired(now: number): void {
  for (const [challenge, expiresAt] of spent) if (expiresAt <= now) spent.delete(challenge);
}

/**
 * Spends a solution: true the first time, false when it was spent before (a replay) or when
 * this process holds as many unexpired solutions as it keeps (it refuses rather than forget
 * one that could then be sent again).
 */
export function spend(solved: Solved, now: number = Date.now()): boolean {
  if (spent.has(solved.challenge)) return false;
  if (spent.size >= MAX_SPENT) forgetExpired(now);
  if (spent.size >= MAX_SPENT) return false;
  spent.set(solved.challenge, solved.expiresAt);
  return true;
}

/** Gives a spent solution back: the sign-up it was spent on was refused for a field the person corrects. */
export function unspend(solved: Solved): void {
  spent.delete(solved.challenge);
}
