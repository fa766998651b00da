import { one, sql } from '@platform/kernel/db';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startFactory, type TestTenant } from './harness.js';
import { article, call, configureTenant, earn, worker } from './production-fixtures.js';

let svc: TestService;
let t: TestTenant;
let shirt: string;
let ravi: string;

beforeAll(async () => {
  svc = await startFactory();
  t = await createTenant(svc);
  await configureTenant(svc, t.id);
  shirt = await article(svc, t, { cutting: 10, stitching: 4 });
  ravi = await worker(svc, t);
  await earn(svc, t, shirt, ravi, 300); // 3,000.00 owed: every refused amount below would fit
});
afterAll(() => svc?.close());

/** What the tenant has stored that a coerced request would have changed. */
async function stored() {
  return one<{ payments: number; articles: number; rates: unknown; lists: unknown }>(
    svc.backends.db,
    sql`select
      (select count(*)::int from factory.transactions where tenant_id = ${t.id}) as payments,
      (select count(*)::int from factory.articles where tenant_id = ${t.id}) as articles,
      (select step_rates from factory.articles where id = ${shirt}) as rates,
      (select coalesce(jsonb_object_agg(attribute_name, "values"), '{}'::jsonb)
         from factory.master_data_values where tenant_id = ${t.id}) as lists`,
  );
}

function expectRefused(res: Awaited<ReturnType<typeof call>>, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', message: expect.stringContaining(field) });
}

describe('a JSON body is taken with the types the client sent', () => {
  it.each([
    ['a boolean', true],
    ['an exponent in a string', '1e3'],
    ['digits in a string', '12'],
    ['null', null],
    ['a list', [5]],
  ])('refuses a payment whose amount is %s', async (_case, amount) => {
    const before = await stored();
    const res = await call(svc, t, 'POST', '/transaction/makePayment', { workerId: ravi, amount });
    expectRefused(res, 'body.amount');
    expect(await stored()).toEqual(before);
  });

  it('refuses step rates given as strings, on create and on update', async () => {
    const before = await stored();
    const created = await call(svc, t, 'POST', '/article/create', {
      name: 'Kurta',
      attributes: { colour: 'red' },
      stepRates: { cutting: '12' },
    });
    expectRefused(created, 'body.stepRates.cutting');
    const updated = await call(svc, t, 'PATCH', `/article/${shirt}`, { stepRates: { cutting: '12' } });
    expectRefused(updated, 'body.stepRates.cutting');
    const flag = await call(svc, t, 'PATCH', `/article/${shirt}`, { stepRates: { cutting: true } });
    expectRefused(flag, 'body.stepRates.cutting');
    expect(await stored()).toEqual(before);
  });

  it('refuses a single value where the master data takes a list', async () => {
    const before = await stored();
    const res = await call(svc, t, 'POST', '/master-data-values', { attributeName: 'colour', values: 'red' });
    expectRefused(res, 'body.values');
    const fresh = await call(svc, t, 'POST', '/master-data-values', {
      attributeName: 'fabric',
      values: 'silk',
    });
    expectRefused(fresh, 'body.values');
    expect(await stored()).toEqual(before);
  });

  it('still takes the same requests with the declared types', async () => {
    const paid = await call(svc, t, 'POST', '/transaction/makePayment', { workerId: ravi, amount: 12 });
    expect(paid.statusCode).toBe(201);
    const rated = await call(svc, t, 'PATCH', `/article/${shirt}`, {
      stepRates: { cutting: 12, stitching: 4 },
    });
    expect(rated.statusCode).toBe(200);
    const listed = await call(svc, t, 'POST', '/master-data-values', {
      attributeName: 'colour',
      values: ['red'],
    });
    expect(listed.statusCode).toBe(200);
    expect(await stored()).toMatchObject({
      payments: 1,
      rates: { cutting: 12, stitching: 4 },
      lists: { colour: ['red'] },
    });
  });
});
