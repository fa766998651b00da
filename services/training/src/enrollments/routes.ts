import {
  BEARER_SECURITY,
  Email,
  type HttpApp,
  IdParams,
  PageQuery,
  paged,
  pageOf,
  success,
  Timestamp,
  Type,
  text,
  Uuid,
} from '@platform/kernel/http';
import { adminActor, requireAdmin } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import { DateOnly, pagedEnvelope, StatusBody } from '../shared/schemas.js';
import { browseEnrollments, changeEnrollmentStatus, enrollLearner } from './service.js';

const EnrollmentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
]);

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const Enrollment = Type.Object({
  id: Uuid,
  course_id: Uuid,
  interest_id: Nullable(Uuid),
  learner_name: Type.String(),
  learner_email: Type.String(),
  organisation: Nullable(Type.String()),
  scheduled_date: Nullable(DateOnly),
  status: EnrollmentStatus,
  completion_date: Nullable(DateOnly),
  certificate_number: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const EnrollmentBody = Type.Object(
  {
    course_id: Uuid,
    interest_id: Type.Optional(Uuid),
    learner_name: text(200),
    learner_email: Email,
    organisation: Type.Optional(text(200)),
    scheduled_date: Type.Optional(DateOnly),
  },
  { additionalProperties: false },
);

export function enrollmentRoutes(deps: TrainingDeps) {
  return async (app: HttpApp) => {
    const tags = ['enrollments'];

    app.get(
      '/enrollments',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Enrollments, newest first',
          querystring: Type.Object({
            ...PageQuery,
            status: Type.Optional(EnrollmentStatus),
            course_id: Type.Optional(Uuid),
          }),
          response: { 200: paged(Enrollment) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { status, course_id } = request.query;
        const found = await browseEnrollments(
          adminActor(request),
          deps,
          { status, courseId: course_id },
          page,
        );
        return pagedEnvelope(found, page);
      },
    );

    app.post(
      '/enrollments',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary:
            'Enroll a learner (pending); from an interest, which must be contacted and becomes converted',
          body: EnrollmentBody,
          response: { 201: success(Enrollment) },
        },
      },
      async (request, reply) => {
        const enrollment = await enrollLearner(adminActor(request), deps, request.body);
        return reply.status(201).send({ status: 'success' as const, data: enrollment });
      },
    );

    app.patch(
      '/enrollments/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary:
            'Move an enrollment: pending → confirmed → completed (issues the certificate); pending | confirmed → cancelled',
          params: IdParams,
          body: StatusBody(EnrollmentStatus),
          response: { 200: success(Enrollment) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await changeEnrollmentStatus(adminActor(request), deps, request.params.id, request.body.status),
      }),
    );
  };
}
