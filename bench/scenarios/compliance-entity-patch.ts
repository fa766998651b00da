import { sql } from '@platform/kernel/db';
import { superAdminToken } from '../fixtures/identity-users.js';
import type { HttpScenario } from '../lib/types.js';

const TENANT_ID = '00000000-0000-4000-8000-00000000beef';

/**
 * PATCH /api/v1/entities/:id with optimistic locking: each request takes an entity nobody has
 * written yet (`{{seq:uuid}}`, seeded with the same ids) at version 1, as the floor's write
 * takes a fresh row at version 0. Per request the service checks the version, computes the
 * field-level changes, writes the audit row and the outbox event: one statement.
 */
const scenario: HttpScenario = {
  kind: 'http',
  name: 'compliance-entity-patch',
  service: 'compliance',
  peers: ['identity'],
  shape: 'write',
  description:
    'PATCH /api/v1/entities/:id (version check, field-level changes, audit row, outbox event) on a fresh entity each time',
  dataSizes: [200_000],
  env: { RATE_LIMIT_IP_MAX: '100000000', RATE_LIMIT_USER_MAX: '100000000' },
  seed: async ({ db }, size) => {
    await db.query(sql`
      insert into compliance.tenants (id, name, entity_type, subscription_plan)
      values (${TENANT_ID}::uuid, 'Bench Holdings', 'PRIVATE_LIMITED', 'ENTERPRISE')
      on conflict (id) do nothing`);
    await db.query(sql`
      insert into compliance.entities (id, tenant_id, name, entity_type, profile_data)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ${TENANT_ID}::uuid,
             'Entity ' || i || ' Private Limited', 'PRIVATE_LIMITED',
             jsonb_build_object('companyName', 'Entity ' || i || ' Private Limited',
               'cin', 'U72900MH2020PTC' || lpad(i::text, 6, '0'), 'pan', 'AAACE' || lpad((i % 10000)::text, 4, '0') || 'F',
               'directors', jsonb_build_array(jsonb_build_object('name', 'Director ' || i, 'din', lpad(i::text, 8, '0'))))
      from generate_series(1, ${size}::integer) as i
      on conflict (id) do nothing`);
    await db.exec('vacuum analyze compliance.entities');
  },
  requests: async (ctx) => ({
    method: 'PATCH',
    path: '/api/v1/entities/{{seq:uuid}}',
    headers: { authorization: `Bearer ${await superAdminToken(ctx)}`, 'content-type': 'application/json' },
    body: '{"version":1,"profileData":{"paidUpCapital":{{seq}},"registeredAddress":"12 Mill Road, Pune"}}',
  }),
};

export default scenario;
