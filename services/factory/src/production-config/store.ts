import { maybeOne, type Queryable, sql } from '@platform/kernel/db';

export interface JobStepConfig {
  readonly name: string;
  readonly order: number;
  readonly isPaid: boolean;
}

export interface ArticleAttributeConfig {
  readonly name: string;
  readonly label?: string;
  readonly type: string;
  readonly isRequired?: boolean;
}

/** What production reads of a tenant's configuration; defaults when the tenant has none yet. */
export interface ProductionConfig {
  readonly jobSteps: readonly JobStepConfig[];
  readonly articleAttributes: readonly ArticleAttributeConfig[];
  readonly customLedgerTypes: readonly string[];
  readonly pagination: { readonly defaultPageSize: number; readonly maxPageSize: number };
}

const DEFAULT_PAGINATION = { defaultPageSize: 20, maxPageSize: 100 };

export async function productionConfigOf(db: Queryable, tenantId: string): Promise<ProductionConfig> {
  const row = await maybeOne<{
    job_steps: JobStepConfig[];
    article_attributes: ArticleAttributeConfig[];
    custom_ledger_types: string[];
    pagination: { defaultPageSize?: number; maxPageSize?: number } | null;
  }>(
    db,
    sql`select job_steps, article_attributes, custom_ledger_types, pagination
        from factory.tenant_configs where tenant_id = ${tenantId}`,
  );
  return {
    jobSteps: [...(row?.job_steps ?? [])].sort((a, b) => a.order - b.order),
    articleAttributes: row?.article_attributes ?? [],
    customLedgerTypes: row?.custom_ledger_types ?? [],
    pagination: { ...DEFAULT_PAGINATION, ...(row?.pagination ?? {}) },
  };
}

/** The allowed values of each attribute that has a master-data list. */
export async function masterValuesOf(
  db: Queryable,
  tenantId: string,
): Promise<Map<string, readonly string[]>> {
  const { rows } = await db.query<{ attribute_name: string; values: string[] }>(
    sql`select attribute_name, "values" from factory.master_data_values where tenant_id = ${tenantId}`,
  );
  return new Map(rows.map((r) => [r.attribute_name, r.values]));
}
