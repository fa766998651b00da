import { BEARER_SECURITY, type HttpApp, success, Type } from '@platform/kernel/http';
import { InterestSchema } from '../interests/schemas.js';
import { adminActor, requireAdmin } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import { dashboardMetrics } from './service.js';

const Metrics = Type.Object({
  total_courses: Type.Integer({ description: 'courses not deleted' }),
  published_courses: Type.Integer({ description: 'courses in the public catalogue' }),
  total_interests: Type.Integer(),
  total_enrollments: Type.Integer(),
  total_enquiries: Type.Integer(),
  recent_interests: Type.Array(
    Type.Intersect([InterestSchema, Type.Object({ course_title: Type.String() })]),
  ),
});

export function metricsRoutes(deps: TrainingDeps) {
  return async (app: HttpApp) => {
    app.get(
      '/metrics',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['metrics'],
          security: BEARER_SECURITY,
          summary: 'Dashboard counts and the latest interests',
          response: { 200: success(Metrics) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await dashboardMetrics(adminActor(request), deps),
      }),
    );
  };
}
