import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import { outboxInsert } from '@platform/kernel/events';
import type { Page } from '@platform/kernel/http';
import { COMPLIANCE_SCHEMA } from '../migrations.js';
import { auditInsert } from '../shared/audit-log.js';

export interface EntityRow {
  readonly id: string;
  readonly tenant_id: string;
  readonly name: string;
  readonly entity_type: string;
  readonly is_listed: boolean;
  readonly profile_data: Record<string, unknown>;
  readonly version: number;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const COLUMNS = sql`id, tenant_id, name, entity_type, is_listed, profile_data, version, created_at, updated_at`;

/** `tenantId` null: any tenant (a super-administrator's view). */
const scoped = (tenantId: string | null): SqlQuery =>
  tenantId === null ? sql`true` : sql`tenant_id = ${tenantId}::uuid`;

export interface NewEntity {
  readonly tenantId: string;
  readonly name: string;
  readonly entityType: string;
  readonly isListed: boolean;
  readonly profileData: Record<string, unknown>;
}

export function insertEntity(tx: Queryable, e: NewEntity): Promise<EntityRow> {
  return one<EntityRow>(
    tx,
    sql`
    insert into compliance.entities (tenant_id, name, entity_type, is_listed, profile_data)
    values (${e.tenantId}::uuid, ${e.name}, ${e.entityType}, ${e.isListed}, ${JSON.stringify(e.profileData)}::jsonb)
    returning ${COLUMNS}`,
  );
}

export async function countTenantEntities(tx: Queryable, tenantId: string): Promise<number> {
  const row = await one<{ n: number }>(
    tx,
    sql`select count(*)::int as n from compliance.entities where tenant_id = ${tenantId}::uuid`,
  );
  return row.n;
}

export function findEntity(
  db: Queryable,
  id: string,
  tenantId: string | null,
): Promise<EntityRow | undefined> {
  return maybeOne<EntityRow>(
    db,
    sql`select ${COLUMNS} from compliance.entities where id = ${id}::uuid and ${scoped(tenantId)}`,
  );
}

export const ENTITY_SORT: Readonly<Record<string, SqlQuery>> = {
  name: sql`name`,
  createdAt: sql`created_at`,
  updatedAt: sql`updated_at`,
  entityType: sql`entity_type`,
};

export interface EntityListFilters {
  readonly tenantId: string;
  /** Already trimmed and not blank. */
  readonly search?: string | undefined;
  readonly entityType?: string | undefined;
  readonly isListed?: boolean | undefined;
  /** true: at least one instance overdue on `today`; false: none. */
  readonly overdue?: boolean | undefined;
  /** `YYYY-MM-DD`: an instance due before this day and not completed is overdue. */
  readonly today: string;
}

/** `text` as a LIKE pattern matching itself: `%`, `_` and the escape character taken literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The profile keys whose values `search` matches as a prefix (PAN, CIN, GSTIN). */
export const IDENTIFIER_KEYS = ['pan', 'cin', 'gstin'] as const;

function entityConditions(f: EntityListFilters): SqlQuery {
  const parts: SqlQuery[] = [sql`e.tenant_id = ${f.tenantId}::uuid`];
  if (f.entityType !== undefined) parts.push(sql`e.entity_type = ${f.entityType}`);
  if (f.isListed !== undefined) parts.push(sql`e.is_listed = ${f.isListed}`);
  if (f.search !== undefined) {
    const literal = likeLiteral(f.search);
    const contains = `%${literal}%`;
    const startsWith = `${literal}%`;
    // ILIKE's default escape character is the backslash that likeLiteral puts before a wildcard.
    parts.push(
      sql`(e.name ilike ${contains} or ${sql.join(
        IDENTIFIER_KEYS.map((key) => sql`e.profile_data ->> ${key}::text ilike ${startsWith}`),
        sql` or `,
      )})`,
    );
  }
  if (f.overdue !== undefined) {
    // The tenant named inside as well, so that the probe is one range of the open-due index.
    const late = sql`exists (select 1 from compliance.workflow_instances i
      where i.tenant_id = ${f.tenantId}::uuid and i.entity_id = e.id
        and i.status <> 'COMPLETED' and i.due_date < ${f.today}::date)`;
    parts.push(f.overdue ? late : sql`not ${late}`);
  }
  return sql.join(parts, sql` and `);
}

/** A page of a tenant's entities matching the filters, and how many match; filtered and paged by PostgreSQL. */
export async function listEntities(
  db: Queryable,
  filters: EntityListFilters,
  order: SqlQuery,
  page: Page,
): Promise<{ rows: EntityRow[]; total: number }> {
  const where = entityConditions(filters);
  const [rows, count] = await Promise.all([
    many<EntityRow>(
      db,
      sql`select ${COLUMNS} from compliance.entities e where ${where}
          order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from compliance.entities e where ${where}`),
  ]);
  return { rows, total: count.n };
}

export interface EntityPatch {
  readonly name?: string | undefined;
  readonly entityType?: string | undefined;
  readonly isListed?: boolean | undefined;
  /** Keys set (merged into the stored profile). */
  readonly profileSet: Record<string, unknown>;
  /** Keys removed from the stored profile. */
  readonly profileRemove: readonly string[];
  /**
   * Keys whose `_verification` marks (the key itself, `key.…`, `key[…]`) go when the write
   * changes the key's value: a field changed by hand is no longer the one a person verified.
   */
  readonly unverify: readonly string[];
}

export interface PatchWrite {
  readonly id: string;
  /** Null: any tenant (a super-administrator). */
  readonly tenantId: string | null;
  readonly expectedVersion: number;
  readonly patch: EntityPatch;
  readonly userId: string;
  readonly userName: string;
  /** Id of the outbox row, which becomes the event's message id. */
  readonly eventId: string;
  /** Added to the audit row's details (what the write came from, e.g. a verified document). */
  readonly auditDetails?: Record<string, unknown> | undefined;
}

/** The written row and its field-level changes. */
export interface PatchedEntity extends EntityRow {
  readonly changes: { field: string; oldValue: unknown; newValue: unknown }[];
}

/** A write as the statement reads it: one element of its JSON input. */
function patchInput(w: PatchWrite, ord: number) {
  return {
    ord,
    id: w.id,
    tenant_id: w.tenantId,
    expected: w.expectedVersion,
    name: w.patch.name ?? null,
    entity_type: w.patch.entityType ?? null,
    is_listed: w.patch.isListed ?? null,
    profile_set: w.patch.profileSet,
    profile_remove: w.patch.profileRemove,
    unverify: w.patch.unverify,
    user_id: w.userId,
    user_name: w.userName,
    event_id: w.eventId,
    audit_details: w.auditDetails ?? {},
  };
}

/**
 * Entity PATCHes in one statement, atomic on its own; an entity appears at most once. For each
 * write: the optimistic lock (an UPDATE guarded by `version = expected`), the field-level
 * changes computed from the row before and after, the audit row and the `profile.updated`
 * outbox row with the same changes. The audit row carries the event's id, so that the audit
 * consumer finds the event recorded already when it arrives. Of two writers holding the same version, the second waits
 * for the first's row lock, then finds the version moved and writes nothing. Returns one result
 * per write, in order: undefined when it wrote nothing (stale version, or no such entity in the
 * tenant).
 *
 * Changes: `name`, `entityType`, `isListed` by name, then profile keys as `profileData.<key>`
 * in code-point order; a missing value is null.
 */
export async function patchEntities(
  tx: Queryable,
  writes: readonly PatchWrite[],
): Promise<(PatchedEntity | undefined)[]> {
  const input = JSON.stringify(writes.map(patchInput));
  const rows = await many<PatchedEntity & { ord: number }>(
    tx,
    sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(
        ord int, id uuid, tenant_id uuid, expected int, name text, entity_type text, is_listed boolean,
        profile_set jsonb, profile_remove jsonb, unverify jsonb, user_id text, user_name text, event_id uuid, audit_details jsonb)
    ), old as (
      select i.ord, e.id, e.name, e.entity_type, e.is_listed, e.profile_data
      from input i join compliance.entities e on e.id = i.id
      where e.version = i.expected and (i.tenant_id is null or e.tenant_id = i.tenant_id)
    ), updated as (
      update compliance.entities as e
      set name = coalesce(i.name, e.name),
          entity_type = coalesce(i.entity_type, e.entity_type),
          is_listed = coalesce(i.is_listed, e.is_listed),
          profile_data = (
            select case
              when jsonb_typeof(m.p -> '_verification') = 'object' and jsonb_array_length(i.unverify) > 0 then
                jsonb_set(m.p, '{_verification}', coalesce((
                  select jsonb_object_agg(v.key, v.value) from jsonb_each(m.p -> '_verification') v
                  where not exists (
                    select 1 from jsonb_array_elements_text(i.unverify) d(key)
                    where (v.key = d.key or starts_with(v.key, d.key || '.') or starts_with(v.key, d.key || '['))
                      and (e.profile_data -> d.key) is distinct from (m.p -> d.key))), '{}'::jsonb))
              else m.p
            end
            from (select (e.profile_data || i.profile_set)
                    - array(select jsonb_array_elements_text(i.profile_remove)) as p) m),
          version = e.version + 1,
          updated_at = now()
      from old join input i on i.ord = old.ord
      where e.id = old.id and e.version = i.expected
      returning i.ord, i.expected, i.user_id, i.user_name, i.event_id, i.audit_details, e.id, e.tenant_id, e.name,
        e.entity_type, e.is_listed, e.profile_data, e.version, e.created_at, e.updated_at,
        old.name as old_name, old.entity_type as old_entity_type, old.is_listed as old_is_listed,
        old.profile_data as old_profile_data
    ), changes as (
      select u.ord,
             coalesce(jsonb_agg(c.change order by c.o, c.field collate "C") filter (where c.change is not null),
                      '[]'::jsonb) as list
      from updated u left join lateral (
        select 0 as o, 'name' as field,
               jsonb_build_object('field', 'name', 'oldValue', u.old_name, 'newValue', u.name) as change
        where u.old_name is distinct from u.name
        union all
        select 1, 'entityType',
               jsonb_build_object('field', 'entityType', 'oldValue', u.old_entity_type, 'newValue', u.entity_type)
        where u.old_entity_type is distinct from u.entity_type
        union all
        select 2, 'isListed',
               jsonb_build_object('field', 'isListed', 'oldValue', u.old_is_listed, 'newValue', u.is_listed)
        where u.old_is_listed is distinct from u.is_listed
        union all
        select 3, k.key,
               jsonb_build_object('field', 'profileData.' || k.key,
                 'oldValue', coalesce(u.old_profile_data -> k.key, 'null'::jsonb),
                 'newValue', coalesce(u.profile_data -> k.key, 'null'::jsonb))
        from (select jsonb_object_keys(u.old_profile_data) union select jsonb_object_keys(u.profile_data)) as k(key)
        where u.old_profile_data -> k.key is distinct from u.profile_data -> k.key
      ) as c on true
      group by u.ord
    ), audit as (${auditInsert(
      {
        tenantId: sql`u.tenant_id`,
        action: sql`'ENTITY_PROFILE_UPDATED'`,
        entityType: sql`'entity'`,
        entityId: sql`u.id::text`,
        userId: sql`u.user_id`,
        userName: sql`u.user_name`,
        details: sql`u.audit_details || jsonb_build_object('version', u.version, 'previousVersion', u.expected)`,
        changes: sql`ch.list`,
        eventId: sql`u.event_id`,
      },
      sql`from updated u join changes ch on ch.ord = u.ord order by u.ord`,
    )}
    ), event as (${outboxInsert(
      COMPLIANCE_SCHEMA,
      {
        id: sql`u.event_id`,
        routingKey: sql`'profile.updated.' || u.id`,
        payload: sql`jsonb_build_object('eventType', 'profile.updated', 'entityId', u.id, 'tenantId', u.tenant_id,
          'userId', u.user_id,
          'timestamp', to_char(u.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'changes', ch.list, 'version', u.version)`,
      },
      sql`from updated u join changes ch on ch.ord = u.ord order by u.ord`,
    )}
    )
    select u.ord, u.id, u.tenant_id, u.name, u.entity_type, u.is_listed, u.profile_data, u.version,
           u.created_at, u.updated_at, ch.list as changes
    from updated u join changes ch on ch.ord = u.ord`,
  );
  const byOrd = new Map(rows.map(({ ord, ...row }) => [ord, row]));
  return writes.map((_w, ord) => byOrd.get(ord));
}
