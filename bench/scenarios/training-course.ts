import { COURSE_SIZES, publishedCourseSlugs, seedCourses, UNLIMITED } from '../fixtures/training-courses.js';
import type { HttpScenario } from '../lib/types.js';

const scenario: HttpScenario = {
  kind: 'http',
  name: 'training-course',
  service: 'training',
  shape: 'read',
  description:
    'GET /api/v1/courses/:slug as the public sees it (course cache included), 1,000 published courses spread over the table',
  dataSizes: COURSE_SIZES,
  env: UNLIMITED,
  seed: seedCourses,
  // As many distinct courses at every size, so that the cache holds as much of them at 1k as
  // at 100k rows and the growth row shows what the data size costs.
  requests: async (ctx) =>
    publishedCourseSlugs(ctx.size ?? 1_000).map((slug) => ({
      method: 'GET',
      path: `/api/v1/courses/${slug}`,
    })),
};

export default scenario;
