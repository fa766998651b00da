import { many, maybeOne, one, type Queryable, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';

export type RoleName = 'super_admin' | 'admin' | 'user';

export interface NewUser {
  readonly id: string;
  readonly tenantId: string;
  readonly role: RoleName;
  readonly email: string;
  readonly name: string;
}

export interface UserRow {
  readonly id: string;
  readonly tenant_id: string;
  readonly email: string;
  readonly name: string;
  readonly role: RoleName;
  readonly created_at: Date;
}

export function insertUser(tx: Queryable, u: NewUser): Promise<UserRow> {
  return one<UserRow>(
    tx,
    sql`
    insert into compliance.users (id, tenant_id, role_id, email, name)
    values (${u.id}, ${u.tenantId}::uuid, (select id from compliance.roles where name = ${u.role}), ${u.email}, ${u.name})
    returning id, tenant_id, email, name, ${u.role}::text as role, created_at`,
  );
}

const USER_COLUMNS = sql`u.id, u.tenant_id, u.email, u.name, r.name as role, u.created_at`;

/** One user of the tenant; `undefined` for an unknown id or another tenant's user. */
export function findTenantUser(db: Queryable, tenantId: string, id: string): Promise<UserRow | undefined> {
  return maybeOne<UserRow>(
    db,
    sql`select ${USER_COLUMNS}
        from compliance.users u join compliance.roles r on r.id = u.role_id
        where u.tenant_id = ${tenantId}::uuid and u.id = ${id}`,
  );
}

export async function countTenantAdmins(tx: Queryable, tenantId: string): Promise<number> {
  const row = await one<{ n: number }>(
    tx,
    sql`select count(*)::int as n
        from compliance.users u join compliance.roles r on r.id = u.role_id
        where u.tenant_id = ${tenantId}::uuid and r.name = 'admin'`,
  );
  return row.n;
}

export function updateUserRole(
  tx: Queryable,
  tenantId: string,
  id: string,
  role: RoleName,
): Promise<UserRow> {
  return one<UserRow>(
    tx,
    sql`update compliance.users
        set role_id = (select id from compliance.roles where name = ${role}), updated_at = now()
        where tenant_id = ${tenantId}::uuid and id = ${id}
        returning id, tenant_id, email, name, ${role}::text as role, created_at`,
  );
}

/** Deletes the user's row: the seat it took on the plan is free again. */
export async function deleteTenantUser(tx: Queryable, tenantId: string, id: string): Promise<void> {
  await tx.query(sql`delete from compliance.users where tenant_id = ${tenantId}::uuid and id = ${id}`);
}

export async function emailInUse(db: Queryable, email: string): Promise<boolean> {
  const row = await maybeOne(db, sql`select 1 from compliance.users where lower(email) = lower(${email})`);
  return row !== undefined;
}

export async function countTenantUsers(tx: Queryable, tenantId: string): Promise<number> {
  const row = await one<{ n: number }>(
    tx,
    sql`select count(*)::int as n from compliance.users where tenant_id = ${tenantId}::uuid`,
  );
  return row.n;
}

export async function listTenantUsers(
  db: Queryable,
  tenantId: string,
  page: Page,
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    many<UserRow>(
      db,
      sql`select ${USER_COLUMNS}
          from compliance.users u join compliance.roles r on r.id = u.role_id
          where u.tenant_id = ${tenantId}::uuid
          order by u.created_at, u.id limit ${page.limit} offset ${page.offset}`,
    ),
    countTenantUsers(db, tenantId),
  ]);
  return { rows, total };
}

export interface RoleRow {
  readonly id: string;
  readonly name: RoleName;
  readonly permissions: Record<string, unknown>;
}

export function findRole(db: Queryable, name: RoleName): Promise<RoleRow | undefined> {
  return maybeOne<RoleRow>(db, sql`select id, name, permissions from compliance.roles where name = ${name}`);
}

export interface ContextTenantRow {
  readonly id: string;
  readonly name: string;
  readonly subscription_plan: string;
}

/** The tenant as a UserContext shows it, for a caller without a user row. */
export function findContextTenant(db: Queryable, tenantId: string): Promise<ContextTenantRow | undefined> {
  return maybeOne<ContextTenantRow>(
    db,
    sql`select id, name, subscription_plan from compliance.tenants where id = ${tenantId}::uuid`,
  );
}

/** Everything a UserContext shows, in one round trip. */
export interface UserContextRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly tenant_id: string;
  readonly tenant_name: string;
  readonly subscription_plan: string;
  readonly entity_id: string | null;
  readonly entity_name: string | null;
  readonly role_id: string;
  readonly role_name: RoleName;
  readonly permissions: Record<string, unknown>;
}

export function findUserContext(db: Queryable, email: string): Promise<UserContextRow | undefined> {
  return maybeOne<UserContextRow>(
    db,
    sql`
    select u.id, u.name, u.email, t.id as tenant_id, t.name as tenant_name, t.subscription_plan,
           e.id as entity_id, e.name as entity_name, r.id as role_id, r.name as role_name, r.permissions
    from compliance.users u
    join compliance.tenants t on t.id = u.tenant_id
    join compliance.roles r on r.id = u.role_id
    left join compliance.entities e on e.id = u.entity_id and e.tenant_id = u.tenant_id
    where lower(u.email) = lower(${email})`,
  );
}
