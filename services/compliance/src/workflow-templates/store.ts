import { many, maybeOne, one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import type { TimelineLogic } from '../timeline/engine.js';
import type { ApplicabilityRules } from './applicability.js';
import { TEMPLATE_COLUMNS, type TemplatePhase, type TemplateRow, visibleTo } from './model.js';

/** The stored parts of a template, as the API names them; absent ones keep their value (or default). */
export interface TemplateFields {
  readonly country?: string | undefined;
  readonly workflowName?: string | undefined;
  readonly legalReference?: string | undefined;
  readonly applicabilityRules?: ApplicabilityRules | undefined;
  readonly timelineLogic?: TimelineLogic | undefined;
  readonly phases?: readonly TemplatePhase[] | undefined;
  readonly validationRules?: Readonly<Record<string, unknown>> | undefined;
  readonly advisoryPrompts?: Readonly<Record<string, unknown>> | undefined;
  readonly completionCriteria?: Readonly<Record<string, unknown>> | undefined;
  readonly isAdhoc?: boolean | undefined;
  readonly isActive?: boolean | undefined;
}

const jsonb = (value: unknown): SqlQuery => sql`${JSON.stringify(value)}::jsonb`;

/** Each API field and the column it is stored in. */
const COLUMN_OF: Readonly<Record<keyof TemplateFields, { column: SqlQuery; json: boolean }>> = {
  country: { column: sql`country`, json: false },
  workflowName: { column: sql`workflow_name`, json: false },
  legalReference: { column: sql`legal_reference`, json: false },
  applicabilityRules: { column: sql`applicability_rules`, json: true },
  timelineLogic: { column: sql`timeline_logic`, json: true },
  phases: { column: sql`phases`, json: true },
  validationRules: { column: sql`validation_rules`, json: true },
  advisoryPrompts: { column: sql`advisory_prompts`, json: true },
  completionCriteria: { column: sql`completion_criteria`, json: true },
  isAdhoc: { column: sql`is_adhoc`, json: false },
  isActive: { column: sql`is_active`, json: false },
};

function assignments(fields: TemplateFields): { column: SqlQuery; value: SqlQuery }[] {
  const out: { column: SqlQuery; value: SqlQuery }[] = [];
  for (const key of Object.keys(COLUMN_OF) as (keyof TemplateFields)[]) {
    const value = fields[key];
    if (value === undefined) continue;
    const { column, json } = COLUMN_OF[key];
    out.push({ column, value: json ? jsonb(value) : sql`${value}` });
  }
  return out;
}

export function insertTemplate(
  tx: Queryable,
  tenantId: string | null,
  fields: TemplateFields,
  seedKey: string | null = null,
): Promise<TemplateRow> {
  const set = assignments(fields);
  return one<TemplateRow>(
    tx,
    sql`insert into compliance.workflow_templates (tenant_id, seed_key, ${sql.join(set.map((a) => a.column))})
        values (${tenantId}::uuid, ${seedKey}, ${sql.join(set.map((a) => a.value))})
        returning ${TEMPLATE_COLUMNS}`,
  );
}

/** The row locked for an update, or undefined when the tenant does not see it. */
export function lockVisibleTemplate(
  tx: Queryable,
  id: string,
  tenantId: string | null,
): Promise<TemplateRow | undefined> {
  return maybeOne<TemplateRow>(
    tx,
    sql`select ${TEMPLATE_COLUMNS} from compliance.workflow_templates
        where id = ${id}::uuid and ${visibleTo(tenantId)} for update`,
  );
}

export function updateTemplate(
  tx: Queryable,
  id: string,
  fields: TemplateFields & { readonly isArchived?: boolean },
): Promise<TemplateRow> {
  const set = assignments(fields).map((a) => sql`${a.column} = ${a.value}`);
  if (fields.isArchived !== undefined) set.push(sql`is_archived = ${fields.isArchived}`);
  set.push(sql`updated_at = now()`);
  return one<TemplateRow>(
    tx,
    sql`update compliance.workflow_templates set ${sql.join(set)} where id = ${id}::uuid returning ${TEMPLATE_COLUMNS}`,
  );
}

export interface TemplateFilters {
  /** null: every tenant's templates (a super-admin naming none). */
  readonly tenantId: string | null;
  readonly isActive?: boolean | undefined;
  readonly isAdhoc?: boolean | undefined;
  readonly includeArchived: boolean;
}

function whereOf(f: TemplateFilters): SqlQuery {
  const parts: SqlQuery[] = [visibleTo(f.tenantId)];
  if (!f.includeArchived) parts.push(sql`not is_archived`);
  if (f.isActive !== undefined) parts.push(sql`is_active = ${f.isActive}`);
  if (f.isAdhoc !== undefined) parts.push(sql`is_adhoc = ${f.isAdhoc}`);
  return sql.join(parts, sql` and `);
}

export const TEMPLATE_SORT: Readonly<Record<string, SqlQuery>> = {
  workflowName: sql`workflow_name`,
  createdAt: sql`created_at`,
  updatedAt: sql`updated_at`,
  country: sql`country`,
};

export async function listTemplates(
  db: Queryable,
  filters: TemplateFilters,
  order: SqlQuery,
  page: Page,
): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = whereOf(filters);
  const [rows, count] = await Promise.all([
    many<TemplateRow>(
      db,
      sql`select ${TEMPLATE_COLUMNS} from compliance.workflow_templates where ${where}
          order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(db, sql`select count(*)::int as n from compliance.workflow_templates where ${where}`),
  ]);
  return { rows, total: count.n };
}

/** Every template matching the filters (no paging): the applicability rule is applied to them in code. */
export function allTemplates(
  db: Queryable,
  filters: TemplateFilters,
  order: SqlQuery,
): Promise<TemplateRow[]> {
  return many<TemplateRow>(
    db,
    sql`select ${TEMPLATE_COLUMNS} from compliance.workflow_templates where ${whereOf(filters)} order by ${order}`,
  );
}

/** The seed keys among `keys` that have a template already. */
export async function seededTemplateKeys(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ seed_key: string }>(
    sql`select seed_key from compliance.workflow_templates where seed_key = any(${[...keys]}::text[])`,
  );
  return new Set(rows.map((row) => row.seed_key));
}

/** A global template of the shipped library, unless its seed key is there already: true when added. */
export async function insertSeededTemplate(
  db: Queryable,
  seedKey: string,
  fields: TemplateFields,
): Promise<boolean> {
  const set = assignments(fields);
  const row = await maybeOne<{ id: string }>(
    db,
    sql`insert into compliance.workflow_templates (seed_key, ${sql.join(set.map((a) => a.column))})
        values (${seedKey}, ${sql.join(set.map((a) => a.value))})
        on conflict (seed_key) do nothing returning id`,
  );
  return row !== undefined;
}
