import { one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Page } from '@platform/kernel/http';
import { newestFirst } from '../shared/paged-store.js';
import type { Paged } from '../shared/schemas.js';

export interface TrainingPlanView {
  readonly id: string;
  readonly organisation: string;
  readonly contact_name: string;
  readonly contact_email: string;
  readonly contact_phone: string | null;
  readonly requirements: string;
  readonly created_at: string;
}

export interface NewTrainingPlan {
  readonly organisation: string;
  readonly contact_name: string;
  readonly contact_email: string;
  readonly contact_phone: string | null;
  readonly requirements: string;
}

const planJson = (alias: string): SqlQuery =>
  sql`${sql.raw(`json_build_object('id', ${alias}.id, 'organisation', ${alias}.organisation,
    'contact_name', ${alias}.contact_name, 'contact_email', ${alias}.contact_email,
    'contact_phone', ${alias}.contact_phone, 'requirements', ${alias}.requirements, 'created_at', ${alias}.created_at)`)}`;

export async function insertTrainingPlan(tx: Queryable, plan: NewTrainingPlan): Promise<TrainingPlanView> {
  const row = await one<{ plan: TrainingPlanView }>(
    tx,
    sql`with created as (
          insert into training.training_plans (organisation, contact_name, contact_email, contact_phone, requirements)
          values (${plan.organisation}, ${plan.contact_name}, ${plan.contact_email}, ${plan.contact_phone}, ${plan.requirements})
          returning *
        )
        select ${planJson('created')} as plan from created`,
  );
  return row.plan;
}

export function listTrainingPlans(db: Queryable, page: Page): Promise<Paged<TrainingPlanView>> {
  return newestFirst<TrainingPlanView>(db, sql`select * from training.training_plans`, planJson('p'), page);
}
