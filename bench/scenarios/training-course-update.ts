import { superAdminToken } from '../fixtures/identity-users.js';
import { trainingScenario } from '../fixtures/training-courses.js';
import type { LoadRequest, RequestContext } from '../lib/types.js';

interface AdminCourse {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  readonly duration_days: number;
  readonly is_published: boolean;
  readonly status: string;
  readonly categories: readonly { readonly id: string }[];
  readonly cities: readonly { readonly id: string }[];
}

/** A hundred courses as an administrator sees them, to rewrite in turn. */
async function someCourses(ctx: RequestContext, token: string): Promise<AdminCourse[]> {
  const response = await fetch(`${ctx.baseUrl}/api/v1/courses?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`listing courses answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: AdminCourse[] }).data;
}

export default trainingScenario({
  name: 'training-course-update',
  peers: ['identity'],
  shape: 'write',
  description:
    'PUT /api/v1/courses/:id as an administrator: the full update (taxonomies replaced) with its audit row',
  requests: async (ctx) => {
    const token = await superAdminToken(ctx);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // Each course keeps its state (the state table allows staying put) and gets a new title.
    return (await someCourses(ctx, token)).map(
      (course): LoadRequest => ({
        method: 'PUT',
        path: `/api/v1/courses/${course.id}`,
        headers,
        body: JSON.stringify({
          title: `${course.title.replace(/ rev \d+$/, '')} rev {{seq}}`,
          slug: course.slug,
          description: course.description,
          duration_days: course.duration_days,
          is_published: course.is_published,
          status: course.status,
          category_ids: course.categories.map((c) => c.id),
          city_ids: course.cities.map((c) => c.id),
        }),
      }),
    );
  },
});
