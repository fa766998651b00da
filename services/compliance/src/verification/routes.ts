import { BEARER_SECURITY, type HttpApp, Type, Uuid } from '@platform/kernel/http';
import { EntitySchema } from '../entities/routes.js';
import { authenticated, scopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { saveVerification } from './service.js';

const SaveBody = Type.Object(
  {
    entityId: Uuid,
    version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    fields: Type.Record(Type.String({ minLength: 1, maxLength: 300 }), Type.Unknown(), {
      minProperties: 1,
      maxProperties: 100,
    }),
    documentId: Type.Optional(Uuid),
    jobId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);

export async function verificationRoutes(app: HttpApp, deps: ComplianceDeps): Promise<void> {
  app.post(
    '/documents/verification/save',
    {
      onRequest: authenticated,
      schema: {
        security: BEARER_SECURITY,
        tags: ['verification'],
        summary: 'Save human-verified fields into the entity profile, with optimistic locking',
        body: SaveBody,
        response: {
          200: Type.Object({
            message: Type.String(),
            data: Type.Object({ entity: EntitySchema }),
            version: Type.Integer(),
          }),
        },
      },
    },
    async (request) => {
      const entity = await saveVerification(scopeOf(request), deps, request.body);
      return { message: 'Verified fields saved', data: { entity }, version: entity.version };
    },
  );
}
