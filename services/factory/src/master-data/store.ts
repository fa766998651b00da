import { many, maybeOne, type Queryable, sql } from '@platform/kernel/db';

export interface MasterDataValues {
  readonly _id: string;
  readonly tenantId: string;
  readonly attributeName: string;
  readonly values: string[];
  readonly updatedAt: string;
}

const RECORD = sql.raw(`id as "_id", tenant_id as "tenantId", attribute_name as "attributeName", "values",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`);

/** Every value list of a tenant, by attribute name: what article attributes are checked against. */
export function masterDataOf(db: Queryable, tenantId: string): Promise<MasterDataValues[]> {
  return many<MasterDataValues>(
    db,
    sql`select ${RECORD} from factory.master_data_values where tenant_id = ${tenantId} order by attribute_name`,
  );
}

export async function upsertMasterData(
  db: Queryable,
  tenantId: string,
  attributeName: string,
  values: readonly string[],
): Promise<{ record: MasterDataValues; created: boolean }> {
  const row = await maybeOne<MasterDataValues & { created: boolean }>(
    db,
    sql`insert into factory.master_data_values as m (tenant_id, attribute_name, "values")
        values (${tenantId}, ${attributeName}, ${[...values]}::text[])
        on conflict (tenant_id, attribute_name) do update set "values" = excluded."values", updated_at = now()
        returning ${RECORD}, (xmax = 0) as created`,
  );
  if (!row) throw new Error('upsert returned no master data');
  const { created, ...record } = row;
  return { record, created };
}
