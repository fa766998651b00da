import { superAdminToken } from '../fixtures/identity-users.js';
import { COURSE_SIZES, publishedCourseSlugs, seedCourses, UNLIMITED } from '../fixtures/training-courses.js';
import type { HttpScenario } from '../lib/types.js';

const scenario: HttpScenario = {
  kind: 'http',
  name: 'training-course-admin',
  service: 'training',
  peers: ['identity'],
  shape: 'read',
  description:
    'GET /api/v1/courses/:slug as an administrator: past the cache, the course built from the tables every time',
  dataSizes: COURSE_SIZES,
  env: UNLIMITED,
  seed: seedCourses,
  requests: async (ctx) => {
    const token = await superAdminToken(ctx);
    return publishedCourseSlugs(ctx.size ?? 1_000).map((slug) => ({
      method: 'GET' as const,
      path: `/api/v1/courses/${slug}`,
      headers: { authorization: `Bearer ${token}` },
    }));
  },
};

export default scenario;
