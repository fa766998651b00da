import { BEARER_SECURITY, type HttpApp, Type, Uuid } from '@platform/kernel/http';
import { authenticated, tenantScopeOf } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { ENTITY_TYPES, PLANS, type Plan } from './catalogue.js';
import { tenantUsage } from './usage.js';

const PlanLimits = Type.Object({
  entities: Type.Integer(),
  users: Type.Integer(),
  workflows: Type.Integer(),
});

const PlanView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  monthlyPrice: Type.Number(),
  currency: Type.String(),
  limits: PlanLimits,
  features: Type.Array(Type.String()),
});

const PlansResponse = Type.Object({
  data: Type.Object({
    plans: Type.Array(PlanView),
    entityTypes: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  }),
});

const LimitUsage = Type.Object({
  used: Type.Integer({ description: 'what the tenant has now, counted as a creation counts it' }),
  limit: Type.Integer({ description: 'what its plan allows' }),
  remaining: Type.Integer({ description: 'what may still be created (0 at or over the limit)' }),
});

const UsageResponse = Type.Object({
  data: Type.Object({
    tenantId: Uuid,
    plan: PlanView,
    usage: Type.Object({ entities: LimitUsage, users: LimitUsage, workflows: LimitUsage }),
  }),
});

const planView = (plan: Plan) => ({ ...plan, limits: { ...plan.limits }, features: [...plan.features] });

export function planRoutes(deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    app.get(
      '/plans',
      {
        schema: {
          tags: ['plans'],
          summary: 'Subscription plans with their limits and features, and the entity-type taxonomy',
          response: { 200: PlansResponse },
        },
      },
      async () => ({
        data: {
          plans: PLANS.map(planView),
          entityTypes: ENTITY_TYPES.map((t) => ({ value: t.value, label: t.label })),
        },
      }),
    );

    app.get(
      '/tenants/current/usage',
      {
        onRequest: authenticated,
        schema: {
          security: BEARER_SECURITY,
          tags: ['plans'],
          summary:
            'The tenant’s plan and what it uses of each limit (entities, users, open workflows); a super-administrator names the tenant',
          querystring: Type.Object({ tenantId: Type.Optional(Uuid) }),
          response: { 200: UsageResponse },
        },
      },
      async (request) => {
        const usage = await tenantUsage(tenantScopeOf(request), deps);
        return { data: { ...usage, plan: planView(usage.plan) } };
      },
    );
  };
}
