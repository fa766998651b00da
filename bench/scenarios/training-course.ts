import { COURSE_SIZES, seedCourses, UNLIMITED } from '../fixtures/training-courses.js';
import type { HttpScenario } from '../lib/types.js';

const scenario: HttpScenario = {
  kind: 'http',
  name: 'training-course',
  service: 'training',
  shape: 'read',
  description: 'GET /api/v1/courses/:slug of a random published course',
  dataSizes: COURSE_SIZES,
  env: UNLIMITED,
  seed: seedCourses,
  // Every tenth course is a draft (404): pick from the published nine in ten.
  requests: async (ctx) => ({
    method: 'GET',
    path: `/api/v1/courses/bench-course-{{random:${Math.floor((ctx.size ?? 1000) / 10) - 1}}}1`,
  }),
};

export default scenario;
