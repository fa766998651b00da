import { type HttpApp, Type } from '@platform/kernel/http';
import type { ComplianceDeps } from '../shared/deps.js';
import { ENTITY_TYPES, PLANS } from './catalogue.js';

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

export function planRoutes(_deps: ComplianceDeps) {
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
          plans: PLANS.map((plan) => ({ ...plan, limits: { ...plan.limits }, features: [...plan.features] })),
          entityTypes: ENTITY_TYPES.map((t) => ({ value: t.value, label: t.label })),
        },
      }),
    );
  };
}
