import { createHash } from 'node:crypto';
import type { HttpApp } from '@platform/kernel/http';
import { startTestService, type TestService } from '@platform/kernel/testing';
import { trainingService } from '../src/app.js';

export const API = '/api/v1';

/** Small proof-of-work so that solving by brute force stays fast. */
export const TEST_ENV = {
  CHALLENGE_MAX_NUMBER: '1000',
  CHALLENGE_SECRET: 'challenge-secret-for-tests-0123456789',
  // Limits are tested on their own (rate-limit.test.ts); here they would only get in the way.
  PUBLIC_RATE_LIMIT_MAX: '100000',
  FORM_RATE_LIMIT_MAX: '100000',
};

export function startTraining(env: Record<string, string> = {}): Promise<TestService> {
  return startTestService(trainingService, { env: { ...TEST_ENV, ...env } });
}

export interface Tokens {
  readonly admin: string;
  readonly superAdmin: string;
  readonly user: string;
}

/** A training administrator holds the `training` grant; a super-admin needs none. */
export async function mintTokens(svc: TestService): Promise<Tokens> {
  return {
    admin: await svc.issuer.mint({
      sub: 'admin-1',
      email: 'admin@example.test',
      role: 'admin',
      apps: ['training'],
    }),
    superAdmin: await svc.issuer.mint({ sub: 'root-1', email: 'root@example.test', role: 'super_admin' }),
    user: await svc.issuer.mint({
      sub: 'user-1',
      email: 'user@example.test',
      role: 'user',
      apps: ['training'],
    }),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What a browser widget does: fetch a challenge, find the number by brute force, encode the answer. */
export async function solveChallenge(app: HttpApp): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `${API}/challenge` });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return solve(res.json<Challenge>());
}

export function solve(c: Challenge): string {
  for (let number = 0; number <= c.maxnumber; number++) {
    if (createHash('sha256').update(`${c.salt}${number}`).digest('hex') === c.challenge) {
      const payload = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number,
        salt: c.salt,
        signature: c.signature,
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('challenge has no solution');
}

export async function countRows(svc: TestService, table: string): Promise<number> {
  const { sql } = await import('@platform/kernel/db');
  const { rows } = await svc.backends.db.query<{ n: number }>(
    sql`select count(*)::int as n from ${sql.ident('training', table)}`,
  );
  return rows[0]?.n ?? 0;
}

export interface Taxonomies {
  readonly category: string;
  readonly category2: string;
  readonly city: string;
  readonly city2: string;
  readonly association: string;
  readonly mode: string;
}

/** A small set of taxonomy items, created through the API. */
export async function seedTaxonomies(app: HttpApp, adminToken: string, tag = ''): Promise<Taxonomies> {
  const create = async (type: string, name: string, slug: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/taxonomies`,
      headers: bearer(adminToken),
      payload: { type, name, slug: `${slug}${tag}` },
    });
    if (res.statusCode !== 201) throw new Error(`taxonomy ${slug}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: { id: string } }>().data.id;
  };
  return {
    category: await create('category', 'Workplace Safety', 'workplace-safety'),
    category2: await create('category', 'GST & Taxation', 'gst-taxation'),
    city: await create('city', 'Pune', 'pune'),
    city2: await create('city', 'Chennai', 'chennai'),
    association: await create('association', 'CII', 'cii'),
    mode: await create('delivery_mode', 'Classroom', 'classroom'),
  };
}

let counter = 0;

export interface CourseData {
  id: string;
  slug: string;
  status: string;
  is_published: boolean;
  [key: string]: unknown;
}

export async function createCourse(
  app: HttpApp,
  adminToken: string,
  body: Record<string, unknown> = {},
): Promise<CourseData> {
  counter += 1;
  const res = await app.inject({
    method: 'POST',
    url: `${API}/courses`,
    headers: bearer(adminToken),
    payload: {
      title: `Course ${counter}`,
      slug: `course-${counter}-${Date.now()}`,
      duration_days: 2,
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`course: ${res.statusCode} ${res.body}`);
  return res.json<{ data: CourseData }>().data;
}
