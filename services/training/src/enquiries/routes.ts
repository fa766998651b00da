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
import { limit } from '@platform/kernel/ratelimit';
import type { ChallengeGate } from '../challenge/service.js';
import { adminActor, requireAdmin, visitor } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import { ChallengeToken, pagedEnvelope, StatusBody } from '../shared/schemas.js';
import { browseEnquiries, changeEnquiryStatus, submitContact } from './service.js';

const EnquiryStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('in_progress'),
  Type.Literal('resolved'),
  Type.Literal('closed'),
]);

const Enquiry = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  status: EnquiryStatus,
  created_at: Timestamp,
  updated_at: Timestamp,
});

const ContactBody = Type.Object(
  { name: text(200), email: Email, message: text(5000), challengeToken: ChallengeToken },
  { additionalProperties: false },
);

export function enquiryRoutes(deps: TrainingDeps, gate: ChallengeGate) {
  const forms = { db: deps.db, gate };
  return async (app: HttpApp) => {
    const tags = ['enquiries'];

    app.post(
      '/contact',
      {
        config: limit(deps.limits.forms),
        schema: {
          tags,
          summary: 'Send a contact message (bot challenge required); creates an enquiry with status new',
          body: ContactBody,
          response: { 201: success(Enquiry) },
        },
      },
      async (request, reply) => {
        const { name, email, message, challengeToken } = request.body;
        const enquiry = await submitContact(visitor(request), forms, {
          name,
          email,
          message,
          challengeToken,
        });
        return reply.status(201).send({ status: 'success' as const, data: enquiry });
      },
    );

    app.get(
      '/enquiries',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Enquiries, newest first',
          querystring: Type.Object({ ...PageQuery, status: Type.Optional(EnquiryStatus) }),
          response: { 200: paged(Enquiry) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const found = await browseEnquiries(
          adminActor(request),
          deps,
          { status: request.query.status },
          page,
        );
        return pagedEnvelope(found, page);
      },
    );

    app.patch(
      '/enquiries/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Move an enquiry: new → in_progress → resolved → closed; new → closed',
          params: IdParams,
          body: StatusBody(EnquiryStatus),
          response: { 200: success(Enquiry) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await changeEnquiryStatus(adminActor(request), deps, request.params.id, request.body.status),
      }),
    );
  };
}
