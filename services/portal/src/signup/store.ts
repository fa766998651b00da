import { maybeOne, type Queryable, sql } from '@platform/kernel/db';

export interface SignupRequestRow {
  readonly email: string;
  readonly idempotency_key: string | null;
  readonly fingerprint: string;
  readonly state: 'pending' | 'completed';
  readonly response: unknown;
  readonly completed_at: Date | null;
}

/** Drops completed requests older than the replay window, so that they no longer answer retries. */
export async function forgetOldSignups(q: Queryable, windowMs: number): Promise<void> {
  await q.query(sql`
    delete from portal.signup_requests
    where state = 'completed' and completed_at < now() - ${`${windowMs} milliseconds`}::interval`);
}

/** Reserves the e-mail for this signup; false when another request holds it (or held it recently). */
export async function reserveSignup(
  q: Queryable,
  row: { email: string; idempotencyKey: string | null; fingerprint: string },
): Promise<boolean> {
  const inserted = await maybeOne(
    q,
    sql`insert into portal.signup_requests (email, idempotency_key, fingerprint)
        values (${row.email}, ${row.idempotencyKey}, ${row.fingerprint})
        on conflict do nothing returning email`,
  );
  return inserted !== undefined;
}

export function findSignup(
  q: Queryable,
  by: { email: string; idempotencyKey: string | null },
): Promise<SignupRequestRow | undefined> {
  return maybeOne<SignupRequestRow>(
    q,
    sql`select * from portal.signup_requests
        where email = ${by.email} or (${by.idempotencyKey}::text is not null and idempotency_key = ${by.idempotencyKey})
        order by (idempotency_key is not distinct from ${by.idempotencyKey}) desc limit 1`,
  );
}

export async function releaseSignup(q: Queryable, email: string): Promise<void> {
  await q.query(sql`delete from portal.signup_requests where email = ${email} and state = 'pending'`);
}

export async function completeSignup(q: Queryable, email: string, tenantId: string, response: unknown) {
  await q.query(sql`
    update portal.signup_requests
    set state = 'completed', tenant_id = ${tenantId}::uuid, response = ${JSON.stringify(response)}::jsonb,
        completed_at = now()
    where email = ${email}`);
}

export async function tenantTaken(q: Queryable, slug: string, email: string) {
  return maybeOne<{ slug_taken: boolean; email_taken: boolean }>(
    q,
    sql`select exists (select 1 from portal.tenants where slug = ${slug}) as slug_taken,
               exists (select 1 from portal.tenants where admin_email = ${email}) as email_taken`,
  );
}

export async function slugTaken(q: Queryable, slug: string): Promise<boolean> {
  const row = await maybeOne(q, sql`select 1 from portal.tenants where slug = ${slug}`);
  return row !== undefined;
}

export async function insertPendingTenant(
  q: Queryable,
  t: {
    id: string;
    name: string;
    slug: string;
    adminEmail: string;
    adminName: string | null;
    adminUserId: string;
    plan: string;
    app: string;
    unitKind: string;
    provider: string;
  },
): Promise<void> {
  await q.query(sql`
    insert into portal.tenants (id, name, slug, admin_email, admin_name, admin_user_id, plan, app, unit_kind,
                                payment_provider)
    values (${t.id}::uuid, ${t.name}, ${t.slug}, ${t.adminEmail}, ${t.adminName}, ${t.adminUserId}::uuid, ${t.plan},
            ${t.app}, ${t.unitKind}, ${t.provider})`);
}

export async function deleteTenant(q: Queryable, id: string): Promise<void> {
  await q.query(sql`delete from portal.tenants where id = ${id}::uuid`);
}

export async function assignApp(q: Queryable, a: { tenantId: string; userId: string; app: string }) {
  await q.query(sql`
    with assignment as (
      insert into portal.app_assignments (tenant_id, app) values (${a.tenantId}::uuid, ${a.app})
    )
    insert into portal.user_roles (user_id, tenant_id, app, role)
    values (${a.userId}::uuid, ${a.tenantId}::uuid, ${a.app}, 'admin')`);
}

export async function unassignApp(q: Queryable, tenantId: string): Promise<void> {
  await q.query(sql`
    with roles as (delete from portal.user_roles where tenant_id = ${tenantId}::uuid)
    delete from portal.app_assignments where tenant_id = ${tenantId}::uuid`);
}

export async function storeProviderIds(
  q: Queryable,
  tenantId: string,
  ids: { customerId: string; subscriptionId: string },
): Promise<void> {
  await q.query(sql`
    update portal.tenants
    set provider_customer_id = ${ids.customerId}, provider_subscription_id = ${ids.subscriptionId}, updated_at = now()
    where id = ${tenantId}::uuid`);
}
