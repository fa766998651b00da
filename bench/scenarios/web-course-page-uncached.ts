import { publishedCourseSlugs } from '../fixtures/training-courses.js';
import { webScenario } from '../fixtures/web.js';

/** `web-course-page` with the page cache off: what each render costs, as a first visit does. */
export default webScenario({
  name: 'web-course-page-uncached',
  description:
    'GET /courses/<slug> of the web app with PAGE_CACHE_SECONDS=0: every request rendered (the course and the taxonomies from training)',
  env: { PAGE_CACHE_SECONDS: '0' },
  compareWith: [{ scenario: 'web-bare-route' }, { scenario: 'web-course-page' }],
  recordServerCpu: "the web process's CPU a render",
  requests: async (ctx) =>
    publishedCourseSlugs(ctx.size ?? 1_000).map((slug) => ({ method: 'GET', path: `/courses/${slug}` })),
});
