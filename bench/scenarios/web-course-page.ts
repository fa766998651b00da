import { publishedCourseSlugs } from '../fixtures/training-courses.js';
import { WEB_PAGE_TARGET, webScenario } from '../fixtures/web.js';

export default webScenario({
  name: 'web-course-page',
  description:
    'GET /courses/<slug> of the web app, server-rendered (the course and the taxonomies from training), 500 published courses in turn',
  compareWith: [{ scenario: 'web-bare-route', atLeast: WEB_PAGE_TARGET }, { scenario: 'web-api-course' }],
  requests: async (ctx) =>
    publishedCourseSlugs(ctx.size ?? 1_000).map((slug) => ({ method: 'GET', path: `/courses/${slug}` })),
});
