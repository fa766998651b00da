import { superAdminToken } from '../fixtures/identity-users.js';
import { publishedCourseSlugs, trainingScenario } from '../fixtures/training-courses.js';

export default trainingScenario({
  name: 'training-course-admin',
  peers: ['identity'],
  shape: 'read',
  description:
    'GET /api/v1/courses/:slug as an administrator: past the cache, the course built from the tables every time',
  requests: async (ctx) => {
    const headers = { authorization: `Bearer ${await superAdminToken(ctx)}` };
    return publishedCourseSlugs(ctx.size ?? 1_000).map((slug) => ({
      method: 'GET' as const,
      path: `/api/v1/courses/${slug}`,
      headers,
    }));
  },
});
