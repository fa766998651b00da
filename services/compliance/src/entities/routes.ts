import { validationError } from '@platform/kernel/errors';
import {
  BEARER_SECURITY,
  type HttpApp,
  IdParams,
  PageQuery,
  pageOf,
  Timestamp,
  Type,
  Uuid,
} from '@platform/kernel/http';
import { authenticated, scopeOf, tenantScopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { EntityTypeSchema, Name, pagedResponse, paginationOf, SortQuery } from '../shared/schemas.js';
import { createEntity, getEntity, listTenantEntities, updateEntity, VERIFICATION_KEY } from './service.js';

const ProfileData = Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 200 });

export const EntitySchema = Type.Object({
  id: Uuid,
  tenantId: Uuid,
  name: Type.String(),
  entityType: Type.String(),
  isListed: Type.Boolean(),
  profileData: Type.Record(Type.String(), Type.Unknown()),
  version: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

const CreateBody = Type.Object(
  {
    name: Name,
    entityType: EntityTypeSchema,
    tenantId: Type.Optional(Uuid),
    profileData: Type.Optional(ProfileData),
    isListed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const PatchBody = Type.Object(
  {
    version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    name: Type.Optional(Name),
    entityType: Type.Optional(EntityTypeSchema),
    isListed: Type.Optional(Type.Boolean()),
    profileData: Type.Optional(ProfileData),
  },
  { additionalProperties: false },
);

/** Filters of the list; a parameter it does not name is refused (400), never ignored. */
const ListQuery = Type.Object(
  {
    ...PageQuery,
    tenantId: Type.Optional(Uuid),
    sort: Type.Optional(SortQuery),
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          'case-insensitive: part of the name, or the beginning of profileData.pan, .cin or .gstin; blank means no search',
      }),
    ),
    entityType: Type.Optional(EntityTypeSchema),
    isListed: Type.Optional(Type.Boolean()),
    overdue: Type.Optional(
      Type.Boolean({
        description:
          'true: entities with a workflow instance due before today (UTC) and not completed; false: entities with none',
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * `_verification` records who verified which profile field (POST /documents/verification/save):
 * a client writing it directly could claim a verification nobody made.
 */
function refuseVerificationMarks(profileData: Record<string, unknown> | undefined): void {
  if (profileData && Object.hasOwn(profileData, VERIFICATION_KEY))
    throw validationError(
      '_verification is kept by the service: verified fields are saved through /documents/verification/save',
      {
        field: `profileData.${VERIFICATION_KEY}`,
      },
    );
}

export function entityRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    const tags = ['entities'];

    app.get(
      '/entities',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Entities of the tenant, filtered and paged',
          querystring: ListQuery,
          response: { 200: pagedResponse(EntitySchema) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { sort, search, entityType, isListed, overdue } = request.query;
        const { entities, total } = await listTenantEntities(
          tenantScopeOf(request),
          deps,
          { search, entityType, isListed, overdue },
          sort,
          page,
        );
        return { data: entities, pagination: paginationOf(page, total) };
      },
    );

    app.post(
      '/entities',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Create an entity (version 1), within the plan’s entity limit',
          body: CreateBody,
          response: { 201: Type.Object({ data: EntitySchema }) },
        },
      },
      async (request, reply) => {
        refuseVerificationMarks(request.body.profileData);
        const entity = await createEntity(tenantScopeOf(request), deps, {
          name: request.body.name,
          entityType: request.body.entityType,
          isListed: request.body.isListed,
          profileData: request.body.profileData,
        });
        return reply.status(201).send({ data: entity });
      },
    );

    app.get(
      '/entities/:id',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'One entity, with its version beside the data',
          params: IdParams,
          response: { 200: Type.Object({ data: EntitySchema, version: Type.Integer() }) },
        },
      },
      async (request) => {
        const entity = await getEntity(scopeOf(request), deps, request.params.id);
        return { data: entity, version: entity.version };
      },
    );

    app.patch(
      '/entities/:id',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags,
          summary: 'Update an entity with optimistic locking: send the version you read',
          params: IdParams,
          body: PatchBody,
          response: {
            200: Type.Object({ message: Type.String(), data: EntitySchema, version: Type.Integer() }),
          },
        },
      },
      async (request) => {
        refuseVerificationMarks(request.body.profileData);
        const entity = await updateEntity(scopeOf(request), deps, request.params.id, request.body);
        return { message: 'Entity updated', data: entity, version: entity.version };
      },
    );
  };
}
