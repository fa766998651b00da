import { many, maybeOne, one, type Queryable, sql } from '@platform/kernel/db';

/** Stores the tenant's new secret (by its hash), replacing any previous one: when it was issued. */
export async function saveTokenHash(db: Queryable, tenantId: string, hash: string): Promise<Date> {
  const row = await one<{ rotated_at: Date }>(
    db,
    sql`insert into compliance.calendar_tokens (tenant_id, token_hash) values (${tenantId}::uuid, ${hash})
        on conflict (tenant_id) do update set token_hash = excluded.token_hash, rotated_at = now()
        returning rotated_at`,
  );
  return row.rotated_at;
}

/** When the tenant's current secret was issued, or undefined when it has none. */
export async function tokenIssuedAt(db: Queryable, tenantId: string): Promise<Date | undefined> {
  const row = await maybeOne<{ rotated_at: Date }>(
    db,
    sql`select rotated_at from compliance.calendar_tokens where tenant_id = ${tenantId}::uuid`,
  );
  return row?.rotated_at;
}

export async function tenantOfToken(
  db: Queryable,
  hash: string,
): Promise<{ id: string; name: string } | undefined> {
  return maybeOne<{ id: string; name: string }>(
    db,
    sql`select t.id, t.name from compliance.calendar_tokens c join compliance.tenants t on t.id = c.tenant_id
        where c.token_hash = ${hash}`,
  );
}

export interface OpenDeadline {
  readonly id: string;
  readonly due_date: string;
  readonly status: string;
  readonly workflow_name: string;
  readonly legal_reference: string | null;
  readonly penalty: string | null;
  readonly entity_name: string;
  readonly updated_at: Date;
}

/** The tenant's instances that are not completed and have a due date, soonest first. */
export function openDeadlines(db: Queryable, tenantId: string): Promise<OpenDeadline[]> {
  return many<OpenDeadline>(
    db,
    sql`select i.id, i.due_date::text as due_date, i.status, t.workflow_name, t.legal_reference,
               t.timeline_logic ->> 'penaltyDescription' as penalty, e.name as entity_name, i.updated_at
        from compliance.workflow_instances i
        join compliance.workflow_templates t on t.id = i.template_id
        join compliance.entities e on e.id = i.entity_id
        where i.tenant_id = ${tenantId}::uuid and i.status <> 'COMPLETED' and i.due_date is not null
        order by i.due_date, i.id
        limit 5000`,
  );
}
