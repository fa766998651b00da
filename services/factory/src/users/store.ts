import { many, maybeOne, one, type Queryable, sql } from '@platform/kernel/db';
import { isoTime } from '../shared/views.js';

export interface TenantUserView {
  readonly _id: string;
  readonly name: string;
  readonly email: string;
  readonly role: 'admin' | 'user';
  /** False for an administrator the portal provisioned who has not yet set a password. */
  readonly hasPassword: boolean;
  readonly isOwner: boolean;
  readonly createdAt: string;
}

const USER = sql`u.id as "_id", u.name, u.email, u.role, u.password_hash is not null as "hasPassword",
  coalesce(t.owner_id = u.id, false) as "isOwner", ${isoTime(sql`u.created_at`)} as "createdAt"`;

/** The tenant's users, its owner first, then oldest first (users made in one transaction share a time). */
export function listUsers(db: Queryable, tenantId: string): Promise<TenantUserView[]> {
  return many<TenantUserView>(
    db,
    sql`select ${USER} from factory.users u join factory.tenants t on t.id = u.tenant_id
        where u.tenant_id = ${tenantId} order by coalesce(t.owner_id = u.id, false) desc, u.created_at, u.id`,
  );
}

export function findTenantUser(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<TenantUserView | undefined> {
  return maybeOne<TenantUserView>(
    db,
    sql`select ${USER} from factory.users u join factory.tenants t on t.id = u.tenant_id
        where u.tenant_id = ${tenantId} and u.id = ${id}::uuid`,
  );
}

export async function countAdmins(db: Queryable, tenantId: string): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from factory.users where tenant_id = ${tenantId} and role = 'admin'`,
  );
  return row.n;
}

/** Deletes the user; its refresh tokens and password links go with it (`on delete cascade`). */
export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query(sql`delete from factory.users where id = ${id}::uuid`);
}
