import { maybeOne, type Queryable, sql } from '@platform/kernel/db';

export async function tenantExists(db: Queryable, tenantId: string): Promise<boolean> {
  return (await maybeOne(db, sql`select 1 from factory.tenants where id = ${tenantId}`)) !== undefined;
}
