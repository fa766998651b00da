import { type HttpApp, success, Type } from '@platform/kernel/http';
import { limit } from '@platform/kernel/ratelimit';
import { visitor } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import { DateOnly } from '../shared/schemas.js';
import { verifyCertificate } from './service.js';

const Verification = Type.Object({
  valid: Type.Boolean(),
  learner_name: Type.String(),
  course_title: Type.String(),
  completion_date: DateOnly,
  certificate_number: Type.String(),
});

export function certificateRoutes(deps: TrainingDeps) {
  return async (app: HttpApp) => {
    app.get(
      '/verify',
      {
        // Tight, like the forms: each request is a guess at a certificate number.
        config: limit(deps.limits.forms),
        schema: {
          tags: ['certificates'],
          summary: 'Verify a certificate by its number (404 when unknown)',
          querystring: Type.Object({ certificate_number: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: { 200: success(Verification) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await verifyCertificate(visitor(request), deps, request.query.certificate_number),
      }),
    );
  };
}
