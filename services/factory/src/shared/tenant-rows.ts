import { maybeOne, type Queryable, sql } from '@platform/kernel/db';

/**
 * Locks the tenant's row for the rest of the transaction: writes that count something of the
 * tenant against a plan limit take it first, so two of them cannot both take the last place.
 * False when the tenant does not exist.
 */
export async function lockTenantRow(db: Queryable, tenantId: string): Promise<boolean> {
  const row = await maybeOne(db, sql`select id from factory.tenants where id = ${tenantId} for update`);
  return row !== undefined;
}
