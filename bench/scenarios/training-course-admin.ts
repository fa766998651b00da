import { superAdminToken, trainingAdminToken } from '../fixtures/identity-users.js';
import { adminCourseReads, trainingScenario } from '../fixtures/training-courses.js';

/**
 * The same uncached read by two administrators, on the same service and data one after the
 * other: the super-admin, whom the kernel's product check passes on the role alone, and a
 * training administrator (role `admin`, `app_metadata.apps` `['training']`, created through
 * identity's admin API), whose grant the check looks for on every request. The second's rate
 * divided by the first's is the check's cost.
 */
export default trainingScenario({
  name: 'training-course-admin',
  peers: ['identity'],
  shape: 'read',
  description:
    'GET /api/v1/courses/:slug as the super-admin: past the cache, the course built from the tables every time',
  requests: async (ctx) => adminCourseReads(ctx, await superAdminToken(ctx)),
  variants: [
    {
      name: 'training-course-admin-granted',
      description:
        "the same read as a training administrator: the 'training' grant looked for on every request",
      compareWith: [{ scenario: 'training-course-admin' }],
      requests: async (ctx) => {
        const identity = ctx.peers.identity;
        if (!identity) throw new Error("the identity peer is not running: declare peers: ['identity']");
        return adminCourseReads(ctx, await trainingAdminToken(identity));
      },
    },
  ],
});
