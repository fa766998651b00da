import { Timestamp, Type, Uuid } from '@platform/kernel/http';
import { Limit, TenantStatusSchema, UnitKindSchema } from '../shared/schemas.js';

export const TenantSchema = Type.Object({
  _id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  plan: Type.String(),
  owner: Type.Union([Uuid, Type.Null()]),
  settings: Type.Object(
    { maxUsers: Type.Optional(Limit), maxWorkers: Type.Optional(Limit) },
    {
      additionalProperties: true,
    },
  ),
  domain: Type.String(),
  domainStatus: Type.Union([Type.Literal('pending'), Type.Literal('active')]),
  status: TenantStatusSchema,
  unitKind: UnitKindSchema,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

const Outcome = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('failed')]),
  error: Type.Optional(Type.String()),
});

/** `subdomain`, and one outcome per provider under the provider's name (`vercel`, `cloudflare`, `hosting`, `dns`). */
export const ProvisioningResultSchema = Type.Object(
  { subdomain: Type.String() },
  { additionalProperties: Outcome },
);

export const ProvisionedSchema = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({ tenant: TenantSchema }),
  provisioningResult: Type.Optional(ProvisioningResultSchema),
});

export const PartialSchema = Type.Object({
  status: Type.Literal('partial'),
  message: Type.String(),
  data: Type.Object({ tenant: TenantSchema }),
  provisioningResult: ProvisioningResultSchema,
});
