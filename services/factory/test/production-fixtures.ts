import { sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { API, bearer, type TestTenant } from './harness.js';

/** Cutting (paid), checking (unpaid) and stitching (paid), sizes and colours as attributes. */
export async function configureTenant(svc: TestService, tenantId: string): Promise<void> {
  await svc.backends.db.query(sql`
    insert into factory.tenant_configs (tenant_id, job_steps, article_attributes, custom_ledger_types)
    values (${tenantId},
      ${JSON.stringify([
        { name: 'cutting', order: 1, isPaid: true },
        { name: 'checking', order: 2, isPaid: false },
        { name: 'stitching', order: 3, isPaid: true },
      ])}::jsonb,
      ${JSON.stringify([
        { name: 'colour', label: 'Colour', type: 'string', isRequired: true },
        { name: 'size', label: 'Size', type: 'number', isRequired: false },
      ])}::jsonb,
      '["canteen"]'::jsonb)
    on conflict (tenant_id) do update set job_steps = excluded.job_steps, article_attributes = excluded.article_attributes,
      custom_ledger_types = excluded.custom_ledger_types`);
  await svc.backends.db.query(sql`
    insert into factory.master_data_values (tenant_id, attribute_name, "values")
    values (${tenantId}, 'colour', array['red', 'blue']) on conflict do nothing`);
}

export function call(
  svc: TestService,
  tenant: TestTenant,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return svc.app.inject({
    method,
    url: `${API}${url}`,
    headers: bearer(tenant.admin.token),
    ...(payload ? { payload } : {}),
  });
}

export async function worker(svc: TestService, tenant: TestTenant, name = 'Ravi'): Promise<string> {
  const res = await call(svc, tenant, 'POST', '/worker/create', { name, skills: ['cutting'] });
  if (res.statusCode !== 201) throw new Error(`worker: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

export async function article(
  svc: TestService,
  tenant: TestTenant,
  rates = { cutting: 2.5, stitching: 4.1 },
): Promise<string> {
  const res = await call(svc, tenant, 'POST', '/article/create', {
    name: 'Shirt',
    attributes: { colour: 'red', size: 40 },
    stepRates: rates,
  });
  if (res.statusCode !== 201) throw new Error(`article: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

/** A job whose cutting is done by `workerId`: earns rate × quantity for that worker. */
export async function earn(
  svc: TestService,
  tenant: TestTenant,
  articleId: string,
  workerId: string,
  quantity: number,
): Promise<string> {
  const job = await call(svc, tenant, 'POST', '/job/create', {
    articleId,
    quantity,
    steps: [{ stepName: 'cutting', workerId }],
  });
  if (job.statusCode !== 201) throw new Error(`job: ${job.statusCode} ${job.body}`);
  const id = job.json().data._id;
  const done = await call(svc, tenant, 'PATCH', `/job/${id}`, { stepName: 'cutting', status: 'Completed' });
  if (done.statusCode !== 200) throw new Error(`complete: ${done.statusCode} ${done.body}`);
  return id;
}
