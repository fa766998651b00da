import { conflict, notFound, validationError } from '@platform/kernel/errors';
import { masterValuesOf, type ProductionConfig, productionConfigOf } from '../production-config/store.js';
import type { Uses } from '../shared/deps.js';
import { moneyOf } from '../shared/money.js';
import { type PageAsked, tenantPage } from '../shared/paging.js';
import type { TenantScope } from '../shared/tenant-scope.js';
import {
  type ArticleView,
  articleHasJobs,
  articleNames,
  deleteArticle,
  findArticle,
  insertArticle,
  listArticles,
  lockArticle,
  updateArticle,
} from './store.js';

export type AttributeValues = Readonly<Record<string, string | number>>;

/**
 * Attribute values checked against the tenant's configuration: each known, required ones
 * present, `number` attributes numbers and `string` ones text, and values from the master-data
 * list where the attribute has one. Every problem is reported at once (400).
 */
export function assertAttributes(
  config: ProductionConfig,
  master: ReadonlyMap<string, readonly string[]>,
  values: AttributeValues,
): void {
  const problems: string[] = [];
  const known = new Map(config.articleAttributes.map((a) => [a.name, a]));
  for (const name of Object.keys(values))
    if (!known.has(name)) problems.push(`${name} is not an attribute of this tenant`);
  for (const attribute of config.articleAttributes) {
    const value = values[attribute.name];
    if (value === undefined || value === '') {
      if (attribute.isRequired) problems.push(`${attribute.name} is required`);
      continue;
    }
    if (attribute.type === 'number' ? typeof value !== 'number' : typeof value !== 'string') {
      problems.push(`${attribute.name} must be a ${attribute.type === 'number' ? 'number' : 'string'}`);
      continue;
    }
    const allowed = master.get(attribute.name);
    if (allowed && allowed.length > 0 && !allowed.includes(String(value)))
      problems.push(`${attribute.name} must be one of ${allowed.join(', ')}`);
  }
  if (problems.length > 0) throw validationError(problems.join('; '), { problems });
}

/** Step rates: a rate (≥ 0, at most two decimals) for steps the tenant's configuration names. */
export function assertStepRates(config: ProductionConfig, rates: Readonly<Record<string, number>>): void {
  const steps = new Set(config.jobSteps.map((s) => s.name));
  const problems: string[] = [];
  for (const [step, rate] of Object.entries(rates)) {
    if (steps.size > 0 && !steps.has(step)) problems.push(`${step} is not a job step of this tenant`);
    if (rate !== 0) moneyOf(rate, `stepRates.${step}`);
  }
  if (problems.length > 0) throw validationError(problems.join('; '), { problems });
}

export interface ArticleInput {
  readonly name: string;
  readonly attributes?: Record<string, string | number> | undefined;
  readonly stepRates?: Record<string, number> | undefined;
}

/** Attributes against the tenant's configuration and master data, step rates against its steps. */
async function assertArticle(
  scope: TenantScope,
  deps: Uses<'db'>,
  input: Partial<ArticleInput>,
): Promise<void> {
  const config = await productionConfigOf(deps.db, scope.tenantId);
  if (input.attributes)
    assertAttributes(config, await masterValuesOf(deps.db, scope.tenantId), input.attributes);
  if (input.stepRates) assertStepRates(config, input.stepRates);
}

/** A page of the tenant's articles, oldest first. */
export async function listTenantArticles(scope: TenantScope, deps: Uses<'db'>, query: PageAsked) {
  const config = await productionConfigOf(deps.db, scope.tenantId);
  const page = tenantPage(config.pagination, query);
  const { rows, total } = await listArticles(deps.db, scope.tenantId, page);
  return { page, rows, total };
}

/** Every article's id and name, for dropdowns. */
export function listArticleNames(
  scope: TenantScope,
  deps: Uses<'db'>,
): Promise<{ _id: string; name: string }[]> {
  return articleNames(deps.db, scope.tenantId);
}

export async function createArticle(
  scope: TenantScope,
  deps: Uses<'db'>,
  input: ArticleInput,
): Promise<ArticleView> {
  const article = { name: input.name, attributes: input.attributes ?? {}, stepRates: input.stepRates ?? {} };
  await assertArticle(scope, deps, article);
  return insertArticle(deps.db, scope.tenantId, article);
}

export async function getArticle(scope: TenantScope, deps: Uses<'db'>, id: string): Promise<ArticleView> {
  const article = await findArticle(deps.db, scope.tenantId, id);
  if (!article) throw notFound('Article');
  return article;
}

export async function changeArticle(
  scope: TenantScope,
  deps: Uses<'db'>,
  id: string,
  input: Partial<ArticleInput>,
): Promise<ArticleView> {
  await assertArticle(scope, deps, input);
  const article = await updateArticle(deps.db, scope.tenantId, id, input);
  if (!article) throw notFound('Article');
  return article;
}

/** An article no job was made of is deleted; one with jobs keeps its history (409). */
export async function removeArticle(scope: TenantScope, deps: Uses<'db'>, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockArticle(tx, scope.tenantId, id))) throw notFound('Article');
    if (await articleHasJobs(tx, id)) throw conflict('Jobs were made of this article; its history is kept');
    await deleteArticle(tx, id);
  });
}
