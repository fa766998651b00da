import { many, maybeOne, one, type Queryable, sql } from '@platform/kernel/db';
import { isoTime } from '../shared/views.js';

export interface ArticleView {
  readonly _id: string;
  readonly name: string;
  readonly attributes: Record<string, string | number>;
  readonly stepRates: Record<string, number>;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const ARTICLE = sql`id as "_id", name, attributes, step_rates as "stepRates",
  ${isoTime(sql`created_at`)} as "createdAt", ${isoTime(sql`updated_at`)} as "updatedAt"`;

export function insertArticle(
  db: Queryable,
  tenantId: string,
  a: { name: string; attributes: object; stepRates: object },
): Promise<ArticleView> {
  return one<ArticleView>(
    db,
    sql`insert into factory.articles (tenant_id, name, attributes, step_rates)
        values (${tenantId}, ${a.name}, ${JSON.stringify(a.attributes)}::jsonb, ${JSON.stringify(a.stepRates)}::jsonb)
        returning ${ARTICLE}`,
  );
}

export function findArticle(db: Queryable, tenantId: string, id: string): Promise<ArticleView | undefined> {
  return maybeOne<ArticleView>(
    db,
    sql`select ${ARTICLE} from factory.articles where tenant_id = ${tenantId} and id = ${id}::uuid`,
  );
}

export async function listArticles(
  db: Queryable,
  tenantId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ArticleView[]; total: number }> {
  const [rows, count] = await Promise.all([
    many<ArticleView>(
      db,
      sql`select ${ARTICLE} from factory.articles where tenant_id = ${tenantId} order by created_at, id limit ${page.limit} offset ${page.offset}`,
    ),
    one<{ n: number }>(
      db,
      sql`select count(*)::int as n from factory.articles where tenant_id = ${tenantId}`,
    ),
  ]);
  return { rows, total: count.n };
}

export function articleNames(db: Queryable, tenantId: string): Promise<{ _id: string; name: string }[]> {
  return many(
    db,
    sql`select id as "_id", name from factory.articles where tenant_id = ${tenantId} order by name, id`,
  );
}

export function updateArticle(
  db: Queryable,
  tenantId: string,
  id: string,
  a: { name?: string | undefined; attributes?: object | undefined; stepRates?: object | undefined },
): Promise<ArticleView | undefined> {
  return maybeOne<ArticleView>(
    db,
    sql`update factory.articles set
          name = coalesce(${a.name ?? null}, name),
          attributes = coalesce(${a.attributes ? JSON.stringify(a.attributes) : null}::jsonb, attributes),
          step_rates = coalesce(${a.stepRates ? JSON.stringify(a.stepRates) : null}::jsonb, step_rates),
          updated_at = now()
        where tenant_id = ${tenantId} and id = ${id}::uuid returning ${ARTICLE}`,
  );
}

/** Locks the tenant's article for its deletion; false when there is none. */
export async function lockArticle(db: Queryable, tenantId: string, id: string): Promise<boolean> {
  const found = await maybeOne(
    db,
    sql`select 1 from factory.articles where tenant_id = ${tenantId} and id = ${id}::uuid for update`,
  );
  return found !== undefined;
}

/** Whether jobs were made of the article: a history that is kept. */
export async function articleHasJobs(db: Queryable, id: string): Promise<boolean> {
  return (
    (await maybeOne(db, sql`select 1 from factory.jobs where article_id = ${id}::uuid limit 1`)) !== undefined
  );
}

export async function deleteArticle(db: Queryable, id: string): Promise<void> {
  await db.query(sql`delete from factory.articles where id = ${id}::uuid`);
}
