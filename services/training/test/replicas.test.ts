import { startTestReplicas, type TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingService } from '../src/app.js';
import { API, bearer, createCourse, mintTokens, TEST_ENV, type Tokens } from './harness.js';

const realBackends = Boolean(process.env.DATABASE_URL && process.env.AMQP_URL && process.env.REDIS_URL);

/** Two training replicas on one PostgreSQL database, one RabbitMQ exchange and one Redis. */
describe.skipIf(!realBackends)('two training replicas', () => {
  let one: TestService;
  let two: TestService;
  let tokens: Tokens;

  beforeAll(async () => {
    [one, two] = (await startTestReplicas(trainingService, 2, { env: TEST_ENV })) as [
      TestService,
      TestService,
    ];
    tokens = await mintTokens(one);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  const read = (replica: TestService, key: string) =>
    replica.app.inject({ method: 'GET', url: `${API}/courses/${key}` });

  it('drop the cached public course on both when one of them writes it', async () => {
    const course = await createCourse(one.app, tokens.admin, { is_published: true });
    // Both replicas have served (and cached) the course.
    expect((await read(one, course.slug)).json().data.title).toBe(course.title);
    expect((await read(two, course.slug)).json().data.title).toBe(course.title);

    const res = await two.app.inject({
      method: 'PUT',
      url: `${API}/courses/${course.id}`,
      headers: bearer(tokens.admin),
      payload: {
        title: 'Renamed through two',
        slug: course.slug,
        duration_days: course.duration_days,
        is_published: true,
        status: course.status,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await read(one, course.slug)).json().data.title).toBe('Renamed through two');
    expect((await read(two, course.slug)).json().data.title).toBe('Renamed through two');

    const removed = await one.app.inject({
      method: 'DELETE',
      url: `${API}/courses/${course.id}`,
      headers: bearer(tokens.admin),
    });
    expect(removed.statusCode).toBe(200);
    expect((await read(two, course.slug)).statusCode).toBe(404);
  });
});
