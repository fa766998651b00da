import { maybeOne, type Queryable, sql } from '@platform/kernel/db';

/**
 * The product a tenant bought, for the grant check of its administrators' routes. In `shared/`
 * because the tenants' and the alerts' rules both ask, and neither folder may import the other.
 */
export async function findTenantApp(q: Queryable, id: string): Promise<string | undefined> {
  const row = await maybeOne<{ app: string }>(q, sql`select app from portal.tenants where id = ${id}::uuid`);
  return row?.app;
}
