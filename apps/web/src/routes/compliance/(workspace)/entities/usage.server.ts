import { complianceApi } from '$lib/server/api';

/** What the organisation's plan allows of entities and what it has: the figures a refusal would name. */
export interface EntityUsage {
  plan: string;
  used: number;
  limit: number;
  remaining: number;
}

/**
 * The plan's entity limit and the organisation's count (`GET /tenants/current/usage`), read so
 * that a person is told before creating one that the plan is full. A read the page can do
 * without: when it fails the page says nothing about the plan, and a refused creation still
 * names the figures.
 */
export async function planUsage(event: Parameters<typeof complianceApi>[0]): Promise<EntityUsage | null> {
  const { data } = await complianceApi(event).GET('/api/v1/tenants/current/usage');
  if (!data) return null;
  const { entities } = data.data.usage;
  return {
    plan: data.data.plan.name,
    used: entities.used,
    limit: entities.limit,
    remaining: entities.remaining,
  };
}
