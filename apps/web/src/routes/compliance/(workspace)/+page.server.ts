import { complianceApi } from '$lib/server/api';
import { signedIn } from '$lib/server/guard';
import { readProblem } from '$lib/server/service-read';
import type { PageServerLoad } from './$types';

/**
 * Who the person is and the organisation (tenant) they work for, as compliance knows it: its
 * tenant list answers a person their own tenant, and a super-administrator every tenant.
 */
export const load: PageServerLoad = async (event) => {
  const user = signedIn(event);
  const person = { name: user.name, email: user.email, role: user.role };
  const { data, error, response } = await complianceApi(event).GET('/api/v1/tenants', {
    params: { query: { limit: 100 } },
  });
  if (!data)
    return {
      person,
      tenant: null,
      tenantCount: 0,
      problem: readProblem(response.status, error, 'compliance'),
    };
  const tenant =
    data.data.find((t) => t.id === user.tenantId) ?? (data.data.length === 1 ? data.data[0] : undefined);
  return {
    person,
    tenant: tenant
      ? {
          name: tenant.name,
          entityType: tenant.entityType,
          plan: tenant.subscriptionPlan,
          contactEmail: tenant.contactEmail,
          since: tenant.createdAt,
        }
      : null,
    tenantCount: data.pagination.total,
    problem: null,
  };
};
