import { type Db, many, maybeOne, one, type Queryable, sql } from '@platform/kernel/db';

export interface ArticleRow {
  readonly id: string;
  readonly name: string;
  readonly attributes: Record<string, string | number>;
  readonly step_rates: Record<string, number>;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const COLUMNS = sql`id, name, attributes, step_rates, created_at, updated_at`;

export function insertArticle(
  db: Queryable,
  tenantId: string,
  a: { name: string; attributes: object; stepRates: object },
): Promise<ArticleRow> {
  return one<ArticleRow>(
    db,
    sql`insert into factory.articles (tenant_id, name, attributes, step_rates)
        values (${tenantId}, ${a.name}, ${JSON.stringify(a.attributes)}::jsonb, ${JSON.stringify(a.stepRates)}::jsonb)
        returning ${COLUMNS}`,
  );
}

export function findArticle(db: Queryable, tenantId: string, id: string): Promise<ArticleRow | undefined> {
  return maybeOne<ArticleRow>(
    db,
    sql`select ${COLUMNS} from factory.articles where tenant_id = ${tenantId} and id = ${id}::uuid`,
  );
}

export async function listArticles(
  db: Queryable,
  tenantId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    many<ArticleRow>(
      db,
      sql`select ${COLUMNS} from factory.articles where tenant_id = ${tenantId} order by created_at, id limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(
      db,
      sql`select count(*)::int as n from factory.articles where tenant_id = ${tenantId}`,
    ),
  ]);
  return { rows, total: count.n };
}

export function articleNames(db: Queryable, tenantId: string): Promise<{ id: string; name: string }[]> {
  return many(db, sql`select id, name from factory.articles where tenant_id = ${tenantId} order by name, id`);
}

export function updateArticle(
  db: Queryable,
  tenantId: string,
  id: string,
  a: { name?: string | undefined; attributes?: object | undefined; stepRates?: object | undefined },
): Promise<ArticleRow | undefined> {
  return maybeOne<ArticleRow>(
    db,
    sql`update factory.articles set
          name = coalesce(${a.name ?? null}, name),
          attributes = coalesce(${a.attributes ? JSON.stringify(a.attributes) : null}::jsonb, attributes),
          step_rates = coalesce(${a.stepRates ? JSON.stringify(a.stepRates) : null}::jsonb, step_rates),
          updated_at = now()
        where tenant_id = ${tenantId} and id = ${id}::uuid returning ${COLUMNS}`,
  );
}

/** 'used' when jobs were made of it (their history is kept). */
export async function deleteArticle(
  db: Db,
  tenantId: string,
  id: string,
): Promise<'deleted' | 'used' | undefined> {
  return db.transaction(async (tx) => {
    const found = await maybeOne(
      tx,
      sql`select 1 from factory.articles where tenant_id = ${tenantId} and id = ${id}::uuid for update`,
    );
    if (!found) return undefined;
    if (await maybeOne(tx, sql`select 1 from factory.jobs where article_id = ${id}::uuid limit 1`))
      return 'used';
    await tx.query(sql`delete from factory.articles where id = ${id}::uuid`);
    return 'deleted';
  });
}
