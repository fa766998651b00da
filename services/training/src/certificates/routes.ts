import { notFound } from '@platform/kernel/errors';
import { type HttpApp, Type } from '@platform/kernel/http';
import { limit } from '@platform/kernel/ratelimit';
import type { TrainingDeps } from '../shared/deps.js';
import { DateOnly, success } from '../shared/schemas.js';
import { findCertificate } from './store.js';

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
      async (request) => {
        const certificate = await findCertificate(deps.db, request.query.certificate_number.trim());
        if (!certificate) throw notFound('Certificate');
        return { status: 'success' as const, data: certificate };
      },
    );
  };
}
