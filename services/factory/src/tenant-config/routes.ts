import { BEARER_SECURITY, type HttpApp, success, Type, text, Uuid } from '@platform/kernel/http';
import { superAdminOnly } from '../shared/caller.js';
import type { PlanLimitSource } from '../shared/plan-limits.js';
import { ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import { loadTenantConfig, saveTenantConfig } from './service.js';

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const JobStep = Type.Object(
  { name: Name, order: Type.Number({ minimum: 0, maximum: 1_000_000 }), isPaid: Type.Boolean() },
  { additionalProperties: false },
);
const ArticleAttribute = Type.Object(
  {
    name: Name,
    label: text(200),
    type: Type.Union([Type.Literal('string'), Type.Literal('number')]),
    isRequired: Type.Boolean(),
  },
  { additionalProperties: false },
);
const SizeRange = Type.Object(
  {
    min: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
    max: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
const Pagination = Type.Object(
  {
    defaultPageSize: Type.Integer({ minimum: 1, maximum: 100 }),
    maxPageSize: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
const fields = {
  jobSteps: Type.Array(JobStep, { maxItems: 200 }),
  articleAttributes: Type.Array(ArticleAttribute, { maxItems: 200 }),
  sizeRange: Type.Union([SizeRange, Type.Null()]),
  customLedgerTypes: Type.Array(Name, { maxItems: 100 }),
  pagination: Pagination,
};
export const TenantConfigSchema = Type.Object({ tenantId: Uuid, ...fields });
const UpsertBody = Type.Object(
  {
    tenantId: Uuid,
    jobSteps: Type.Optional(fields.jobSteps),
    articleAttributes: Type.Optional(fields.articleAttributes),
    sizeRange: Type.Optional(fields.sizeRange),
    customLedgerTypes: Type.Optional(fields.customLedgerTypes),
    pagination: Type.Optional(fields.pagination),
  },
  { additionalProperties: false },
);

/** `POST /tenant-config`: super-admin only. */
export function tenantConfigWriteRoutes(deps: { readonly db: HttpDb; readonly planLimits: PlanLimitSource }) {
  return async (app: HttpApp) => {
    app.post(
      '/tenant-config',
      {
        onRequest: superAdminOnly,
        schema: {
          tags: ['tenant-config'],
          security: BEARER_SECURITY,
          summary:
            "Create or update a tenant's configuration (fields left out keep their value); 403 beyond the plan's maxJobSteps or maxArticleAttributes",
          body: UpsertBody,
          response: { 200: success(TenantConfigSchema) },
        },
      },
      async (request) => ok(await saveTenantConfig(deps, request.body)),
    );
  };
}

type HttpDb = Parameters<typeof saveTenantConfig>[0]['db'];

/** `GET /tenant-config/:tenantId`: inside the tenant scope, any role of the tenant. */
export function tenantConfigReadRoutes(deps: { readonly db: HttpDb }) {
  return async (app: HttpApp) => {
    app.get(
      '/tenant-config/:tenantId',
      {
        schema: {
          tags: ['tenant-config'],
          security: BEARER_SECURITY,
          summary: "A tenant's configuration (the defaults until one is saved)",
          params: Type.Object({ tenantId: Uuid }),
          response: { 200: success(TenantConfigSchema) },
        },
      },
      async (request) => ok(await loadTenantConfig(deps.db, tenantOf(request).tenantId)),
    );
  };
}
