import { maybeOne, type Queryable, sql } from '@platform/kernel/db';

export interface JobStep {
  readonly name: string;
  readonly order: number;
  readonly isPaid: boolean;
}

export interface ArticleAttribute {
  readonly name: string;
  readonly label: string;
  readonly type: 'string' | 'number';
  readonly isRequired: boolean;
}

export interface TenantConfig {
  readonly tenantId: string;
  /** In `order`. */
  readonly jobSteps: JobStep[];
  readonly articleAttributes: ArticleAttribute[];
  readonly sizeRange: { readonly min: number; readonly max: number } | null;
  readonly customLedgerTypes: string[];
  readonly pagination: { defaultPageSize: number; maxPageSize: number };
}

export const DEFAULT_PAGINATION = { defaultPageSize: 20, maxPageSize: 100 } as const;

/** The configuration of a tenant as stored; a tenant that never saved one has the defaults. */
export function defaultConfig(tenantId: string): TenantConfig {
  return {
    tenantId,
    jobSteps: [],
    articleAttributes: [],
    sizeRange: null,
    customLedgerTypes: [],
    pagination: DEFAULT_PAGINATION,
  };
}

const CONFIG = sql.raw(`tenant_id as "tenantId",
  coalesce((select jsonb_agg(s order by (s->>'order')::numeric) from jsonb_array_elements(job_steps) s), '[]'::jsonb) as "jobSteps",
  article_attributes as "articleAttributes", size_range as "sizeRange",
  custom_ledger_types as "customLedgerTypes", pagination`);

/** The tenant's configuration (defaults when it never saved one). */
export async function loadTenantConfig(db: Queryable, tenantId: string): Promise<TenantConfig> {
  const row = await maybeOne<TenantConfig>(
    db,
    sql`select ${CONFIG} from factory.tenant_configs where tenant_id = ${tenantId}`,
  );
  return row ?? defaultConfig(tenantId);
}

export async function upsertTenantConfig(db: Queryable, config: TenantConfig): Promise<TenantConfig> {
  const row = await maybeOne<TenantConfig>(
    db,
    sql`insert into factory.tenant_configs as c (tenant_id, job_steps, article_attributes, size_range,
                                                  custom_ledger_types, pagination)
        values (${config.tenantId}, ${JSON.stringify(config.jobSteps)}::jsonb,
                ${JSON.stringify(config.articleAttributes)}::jsonb,
                ${config.sizeRange === null ? null : JSON.stringify(config.sizeRange)}::jsonb,
                ${JSON.stringify(config.customLedgerTypes)}::jsonb, ${JSON.stringify(config.pagination)}::jsonb)
        on conflict (tenant_id) do update
          set job_steps = excluded.job_steps, article_attributes = excluded.article_attributes,
              size_range = excluded.size_range, custom_ledger_types = excluded.custom_ledger_types,
              pagination = excluded.pagination, updated_at = now()
        returning ${CONFIG}`,
  );
  if (!row) throw new Error('upsert returned no configuration');
  return row;
}

/**
 * A tenant's first configuration, written only when it has none: true when written, false when
 * the tenant already had one (which stays as it is).
 */
export async function insertFirstConfig(
  db: Queryable,
  tenantId: string,
  first: { readonly jobSteps: readonly JobStep[]; readonly articleAttributes: readonly ArticleAttribute[] },
): Promise<boolean> {
  const row = await maybeOne(
    db,
    sql`insert into factory.tenant_configs (tenant_id, job_steps, article_attributes, size_range,
                                            custom_ledger_types, pagination)
        values (${tenantId}, ${JSON.stringify(first.jobSteps)}::jsonb,
                ${JSON.stringify(first.articleAttributes)}::jsonb, null, '[]'::jsonb,
                ${JSON.stringify(DEFAULT_PAGINATION)}::jsonb)
        on conflict (tenant_id) do nothing
        returning tenant_id`,
  );
  return row !== undefined;
}
