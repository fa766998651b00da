import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';

export interface TenantRow {
  readonly id: string;
  readonly name: string;
  readonly entity_type: string;
  readonly contact_email: string | null;
  readonly contact_phone: string | null;
  readonly gstin: string | null;
  readonly pan: string | null;
  readonly registration_number: string | null;
  readonly subscription_plan: string;
  readonly created_at: Date;
  readonly updated_at: Date;
}

export interface NewTenant {
  readonly id: string;
  readonly name: string;
  readonly entityType: string;
  readonly contactEmail: string | null;
  readonly contactPhone: string | null;
  readonly gstin: string | null;
  readonly pan: string | null;
  readonly registrationNumber: string | null;
  readonly subscriptionPlan: string;
}

const COLUMNS = sql`id, name, entity_type, contact_email, contact_phone, gstin, pan, registration_number,
  subscription_plan, created_at, updated_at`;

export function insertTenant(tx: Queryable, t: NewTenant): Promise<TenantRow> {
  return one<TenantRow>(
    tx,
    sql`
    insert into compliance.tenants
      (id, name, entity_type, contact_email, contact_phone, gstin, pan, registration_number, subscription_plan)
    values (${t.id}::uuid, ${t.name}, ${t.entityType}, ${t.contactEmail}, ${t.contactPhone}, ${t.gstin}, ${t.pan},
            ${t.registrationNumber}, ${t.subscriptionPlan})
    returning ${COLUMNS}`,
  );
}

export function findTenant(db: Queryable, id: string): Promise<TenantRow | undefined> {
  return maybeOne<TenantRow>(db, sql`select ${COLUMNS} from compliance.tenants where id = ${id}::uuid`);
}

/** Sortable API fields of a tenant and their columns. */
export const TENANT_SORT: Readonly<Record<string, SqlQuery>> = {
  name: sql`name`,
  createdAt: sql`created_at`,
  updatedAt: sql`updated_at`,
  subscriptionPlan: sql`subscription_plan`,
  entityType: sql`entity_type`,
};

/** Every tenant (`only` null) or just one; one page in `order`, with the total. */
export async function listTenants(
  db: Queryable,
  only: string | null,
  order: SqlQuery,
  page: Page,
): Promise<{ rows: TenantRow[]; total: number }> {
  const where = only === null ? sql`true` : sql`id = ${only}::uuid`;
  const [rows, count] = await Promise.all([
    many<TenantRow>(
      db,
      sql`select ${COLUMNS} from compliance.tenants where ${where}
          order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from compliance.tenants where ${where}`),
  ]);
  return { rows, total: count.n };
}
