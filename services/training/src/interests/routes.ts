import { type HttpApp, pageOf, Type } from '@platform/kernel/http';
import { adminActor, adminSecurity, requireAdmin } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import {
  IdParams,
  Pagination,
  pagedEnvelope,
  pageOf as pagedSchema,
  StatusBody,
  success,
  Uuid,
} from '../shared/schemas.js';
import { InterestSchema, InterestStatus } from './schemas.js';
import { browseInterests, changeInterestStatus } from './service.js';

export function interestRoutes(deps: TrainingDeps) {
  return async (app: HttpApp) => {
    const tags = ['interests'];

    app.get(
      '/interests',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: adminSecurity,
          summary: 'Interests, newest first',
          querystring: Type.Object({
            ...Pagination,
            status: Type.Optional(InterestStatus),
            course_id: Type.Optional(Uuid),
          }),
          response: { 200: pagedSchema(InterestSchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { status, course_id } = request.query;
        const paged = await browseInterests(
          adminActor(request),
          deps.db,
          { status, courseId: course_id },
          page,
        );
        return pagedEnvelope(paged, page);
      },
    );

    app.patch(
      '/interests/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: adminSecurity,
          summary:
            'Move an interest: new → contacted | closed, contacted → closed (converted: create an enrollment)',
          params: IdParams,
          body: StatusBody(InterestStatus),
          response: { 200: success(InterestSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await changeInterestStatus(
          adminActor(request),
          deps.db,
          request.params.id,
          request.body.status,
        ),
      }),
    );
  };
}
