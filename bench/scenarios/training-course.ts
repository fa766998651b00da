import { publishedCourseSlugs, trainingScenario } from '../fixtures/training-courses.js';

export default trainingScenario({
  name: 'training-course',
  shape: 'read',
  description:
    'GET /api/v1/courses/:slug as the public sees it (course cache included), 500 published courses spread over the table',
  // As many distinct courses at every size, so that the cache holds as much of them at 1k as
  // at 100k rows and the growth row shows what the data size costs.
  requests: async (ctx) =>
    publishedCourseSlugs(ctx.size ?? 1_000).map((slug) => ({
      method: 'GET',
      path: `/api/v1/courses/${slug}`,
    })),
});
