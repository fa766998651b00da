import {
  BEARER_SECURITY,
  type HttpApp,
  IdParams,
  PageQuery,
  paged,
  pageOf,
  success,
  Type,
  Uuid,
} from '@platform/kernel/http';
import { limit } from '@platform/kernel/ratelimit';
import type { ChallengeGate } from '../challenge/service.js';
import { adminActor, requireAdmin, visitor } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import { IdOrSlug, pagedEnvelope, StatusBody } from '../shared/schemas.js';
import { InterestSchema, InterestStatus, InterestSubmission } from './schemas.js';
import { browseInterests, changeInterestStatus, registerInterest } from './service.js';

export function interestRoutes(deps: TrainingDeps, gate: ChallengeGate) {
  const forms = { db: deps.db, gate };
  return async (app: HttpApp) => {
    const tags = ['interests'];

    app.post(
      '/courses/:id/interest',
      {
        config: limit(deps.limits.forms),
        schema: {
          tags,
          summary: 'Register interest in a published course (bot challenge required)',
          params: IdOrSlug,
          body: InterestSubmission,
          response: { 201: success(InterestSchema) },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const interest = await registerInterest(visitor(request), forms, request.params.id, {
          name: b.name,
          email: b.email,
          phone: b.phone ?? null,
          organisation: b.organisation ?? null,
          challengeToken: b.challengeToken,
        });
        return reply.status(201).send({ status: 'success' as const, data: interest });
      },
    );

    app.get(
      '/interests',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Interests, newest first',
          querystring: Type.Object({
            ...PageQuery,
            status: Type.Optional(InterestStatus),
            course_id: Type.Optional(Uuid),
          }),
          response: { 200: paged(InterestSchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { status, course_id } = request.query;
        const found = await browseInterests(adminActor(request), deps, { status, courseId: course_id }, page);
        return pagedEnvelope(found, page);
      },
    );

    app.patch(
      '/interests/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary:
            'Move an interest: new → contacted | closed, contacted → closed (converted: create an enrollment)',
          params: IdParams,
          body: StatusBody(InterestStatus),
          response: { 200: success(InterestSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await changeInterestStatus(adminActor(request), deps, request.params.id, request.body.status),
      }),
    );
  };
}
