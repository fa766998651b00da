import {
  BEARER_SECURITY,
  Email,
  type HttpApp,
  PageQuery,
  paged,
  pageOf,
  success,
  Timestamp,
  Type,
  text,
  Uuid,
} from '@platform/kernel/http';
import { limit } from '@platform/kernel/ratelimit';
import type { ChallengeGate } from '../challenge/service.js';
import { adminActor, requireAdmin, visitor } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import { ChallengeToken, Phone, pagedEnvelope } from '../shared/schemas.js';
import { browseTrainingPlans, requestTrainingPlan } from './service.js';

const TrainingPlan = Type.Object({
  id: Uuid,
  organisation: Type.String(),
  contact_name: Type.String(),
  contact_email: Type.String(),
  contact_phone: Type.Union([Type.String(), Type.Null()]),
  requirements: Type.String(),
  created_at: Timestamp,
});

const TrainingPlanBody = Type.Object(
  {
    organisation: text(200),
    contact_name: text(200),
    contact_email: Email,
    contact_phone: Type.Optional(Phone),
    requirements: text(10000),
    challengeToken: ChallengeToken,
  },
  { additionalProperties: false },
);

export function trainingPlanRoutes(deps: TrainingDeps, gate: ChallengeGate) {
  const forms = { db: deps.db, gate };
  return async (app: HttpApp) => {
    const tags = ['training plans'];

    app.post(
      '/training-plan',
      {
        config: limit(deps.limits.forms),
        schema: {
          tags,
          summary: 'Request a training plan for an organisation (bot challenge required)',
          body: TrainingPlanBody,
          response: { 201: success(TrainingPlan) },
        },
      },
      async (request, reply) => {
        const { challengeToken, contact_phone, ...plan } = request.body;
        const created = await requestTrainingPlan(visitor(request), forms, {
          ...plan,
          contact_phone: contact_phone ?? null,
          challengeToken,
        });
        return reply.status(201).send({ status: 'success' as const, data: created });
      },
    );

    app.get(
      '/training-plan',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Training plan requests, newest first',
          querystring: Type.Object({ ...PageQuery }),
          response: { 200: paged(TrainingPlan) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        return pagedEnvelope(await browseTrainingPlans(adminActor(request), deps, page), page);
      },
    );
  };
}
