import { many, maybeOne, type Queryable, sql } from '@platform/kernel/db';

export interface AppRow {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly is_active: boolean;
}

export interface PlanRow {
  readonly slug: string;
  readonly name: string;
  readonly display_name: string | null;
  readonly price_monthly: number;
  readonly price_yearly: number;
  readonly currency: string;
  readonly features: unknown;
  readonly max_users: number;
  readonly max_workers: number;
  readonly max_job_steps: number;
  readonly max_article_attrs: number;
  readonly rate_limit_max: number;
  readonly rate_limit_window: number;
  readonly provider_plan_id: string | null;
  readonly is_active: boolean;
}

export function activeApps(db: Queryable): Promise<AppRow[]> {
  return many<AppRow>(db, sql`select * from portal.apps where is_active order by name, slug`);
}

export function activePlans(db: Queryable): Promise<PlanRow[]> {
  return many<PlanRow>(db, sql`select * from portal.plans where is_active order by sort_order, slug`);
}

export function findActiveApp(db: Queryable, slug: string): Promise<AppRow | undefined> {
  return maybeOne<AppRow>(db, sql`select * from portal.apps where slug = ${slug} and is_active`);
}

export function findActivePlan(db: Queryable, slug: string): Promise<PlanRow | undefined> {
  return maybeOne<PlanRow>(db, sql`select * from portal.plans where slug = ${slug} and is_active`);
}
