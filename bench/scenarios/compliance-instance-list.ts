import { sql } from '@platform/kernel/db';
import { superAdminToken } from '../fixtures/identity-users.js';
import type { HttpScenario } from '../lib/types.js';

const TENANT_ID = '00000000-0000-4000-8000-00000000cafe';
const TEMPLATE_ID = '00000000-0000-4000-8000-00000000f00d';
const ENTITIES = 1_000;

/** The phases of a board-meeting workflow as an instance carries them: three phases, eight tasks. */
const PHASES = [
  {
    name: 'Notice',
    order: 1,
    tasks: [
      'Fix the date and agenda',
      'Send notice to every director (7 days)',
      'Circulate draft resolutions',
    ],
  },
  {
    name: 'Meeting',
    order: 2,
    tasks: ['Verify quorum', 'Record interested directors', 'Pass the resolutions'],
  },
  { name: 'Minutes', order: 3, tasks: ['Sign the minutes within 30 days', 'File MGT-14 where required'] },
].map((phase) => ({
  name: phase.name,
  order: phase.order,
  tasks: phase.tasks.map((name, t) => ({
    taskId: `p${phase.order}_t${t + 1}`,
    name,
    mandatory: t < 2,
    completed: false,
    completedAt: null,
    completedBy: null,
  })),
}));

/**
 * GET /api/v1/workflows/instances: the first page of one tenant's instances (20, newest
 * first, with their phases and tasks), over 1k, 10k and 100k instances of 1,000 entities of
 * that tenant. The page and its total must not cost more as the tenant's instances grow.
 */
const scenario: HttpScenario = {
  kind: 'http',
  name: 'compliance-instance-list',
  service: 'compliance',
  peers: ['identity'],
  shape: 'read',
  description:
    "GET /api/v1/workflows/instances (a tenant's first page of 20, with total) over N instances of 1,000 entities",
  dataSizes: [1_000, 10_000, 100_000],
  env: { RATE_LIMIT_IP_MAX: '100000000', RATE_LIMIT_USER_MAX: '100000000' },
  seed: async ({ db }, size) => {
    await db.query(sql`
      insert into compliance.tenants (id, name, entity_type, subscription_plan)
      values (${TENANT_ID}::uuid, 'Bench Group', 'PRIVATE_LIMITED', 'ENTERPRISE')
      on conflict (id) do nothing`);
    await db.query(sql`
      insert into compliance.workflow_templates (id, workflow_name, legal_reference, applicability_rules, timeline_logic, phases)
      values (${TEMPLATE_ID}::uuid, 'Board meeting (bench)', 'Companies Act, 2013, s.173',
              '{"entityTypes": ["ALL"]}'::jsonb,
              '{"frequency": "quarterly", "deadlineDays": 0, "maxGapDays": 120}'::jsonb,
              ${JSON.stringify(PHASES.map((p) => ({ ...p, tasks: p.tasks.map(({ name, mandatory }) => ({ name, mandatory })) })))}::jsonb)
      on conflict (id) do nothing`);
    await db.query(sql`
      insert into compliance.entities (id, tenant_id, name, entity_type, profile_data)
      select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, ${TENANT_ID}::uuid,
             'Group Company ' || i || ' Private Limited', 'PRIVATE_LIMITED',
             jsonb_build_object('companyName', 'Group Company ' || i || ' Private Limited')
      from generate_series(1, ${ENTITIES}::integer) as i
      on conflict (id) do nothing`);
    await db.query(sql`
      insert into compliance.workflow_instances
        (id, tenant_id, template_id, entity_id, status, financial_year, current_data, due_date, created_at, updated_at)
      select ('00000000-0000-4000-a000-' || lpad(i::text, 12, '0'))::uuid, ${TENANT_ID}::uuid, ${TEMPLATE_ID}::uuid,
             ('00000000-0000-4000-9000-' || lpad((1 + i % ${ENTITIES}::integer)::text, 12, '0'))::uuid,
             case when i % 3 = 0 then 'COMPLETED' else 'IN_PROGRESS' end, '2026-2027',
             jsonb_build_object('phases', ${JSON.stringify(PHASES)}::jsonb),
             date '2026-06-30' + (i % 365), now() - make_interval(secs => i), now() - make_interval(secs => i)
      from generate_series(1, ${size}::integer) as i
      on conflict (id) do nothing`);
    await db.exec('vacuum analyze compliance.workflow_instances');
  },
  requests: async (ctx) => ({
    method: 'GET',
    path: `/api/v1/workflows/instances?tenantId=${TENANT_ID}&sort=createdAt:desc&limit=20`,
    headers: { authorization: `Bearer ${await superAdminToken(ctx)}` },
  }),
};

export default scenario;
