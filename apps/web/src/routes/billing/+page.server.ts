import { portalApi } from '$lib/server/api';
import { signedIn } from '$lib/server/guard';
import { readProblem } from '$lib/server/service-read';
import type { PageServerLoad } from './$types';

/**
 * Who the person is and their organisation's subscription, as the portal knows it: the tenant
 * named by the person's `tenantId`. A person without one (the platform's super-administrator)
 * is told how many customers there are instead.
 */
export const load: PageServerLoad = async (event) => {
  const user = signedIn(event);
  const person = { name: user.name, email: user.email, role: user.role };
  const api = portalApi(event);
  if (!user.tenantId) {
    if (user.role !== 'super_admin') return { person, tenant: null, customers: null, problem: null };
    const list = await api.GET('/api/v1/admin/tenants', { params: { query: { limit: 1 } } });
    if (!list.data)
      return {
        person,
        tenant: null,
        customers: null,
        problem: readProblem(list.response.status, list.error, 'portal'),
      };
    return { person, tenant: null, customers: list.data.data.pagination.total, problem: null };
  }
  const { data, error, response } = await api.GET('/api/v1/admin/tenants/{id}', {
    params: { path: { id: user.tenantId } },
  });
  if (response.status === 404) return { person, tenant: null, customers: null, problem: null };
  if (!data)
    return { person, tenant: null, customers: null, problem: readProblem(response.status, error, 'portal') };
  const tenant = data.data.tenant;
  return {
    person,
    tenant: {
      name: tenant.name,
      product: tenant.app,
      plan: tenant.plan,
      status: tenant.status,
      subscription: tenant.subscription.status,
      since: tenant.activatedAt ?? tenant.createdAt,
      alerts: tenant.alerts.slice(0, 3).map((alert) => ({
        id: alert.id,
        message: alert.message,
        severity: alert.severity,
        at: alert.createdAt,
      })),
    },
    customers: null,
    problem: null,
  };
};
