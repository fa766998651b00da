import { portalApi } from '$lib/server/api';
import { signedIn } from '$lib/server/guard';
import type { PageServerLoad } from './$types';
import { type Problem, problemOf, readBilling } from './billing.server';

const ALERTS_SHOWN = 10;

/**
 * The organisation's subscription as the portal knows it: the tenant named by the person's
 * `tenantId` (the token's; the portal takes it from there). A person without one (the
 * platform's super-administrator) is told how many customers there are instead.
 */
export const load: PageServerLoad = async (event) => {
  const user = signedIn(event);
  const person = { name: user.name, email: user.email, role: user.role };
  const cancelled = event.url.searchParams.get('cancelled');
  const answer = {
    person,
    billing: null,
    alerts: [],
    alertsProblem: null,
    customers: null,
    problem: null,
    cancelled: cancelled === 'now' || cancelled === 'cycle_end' ? cancelled : null,
  };
  const api = portalApi(event);
  if (!user.tenantId) {
    if (user.role !== 'super_admin') return answer;
    const list = await api.GET('/api/v1/admin/tenants', { params: { query: { limit: 1 } } });
    if (!list.data)
      return { ...answer, problem: problemOf(list.response.status, list.error, list.response.headers) };
    return { ...answer, customers: list.data.data.pagination.total };
  }
  const [{ billing, problem }, alerts] = await Promise.all([
    readBilling(event),
    api.GET('/api/v1/alerts', { params: { query: { limit: ALERTS_SHOWN } } }),
  ]);
  let alertsProblem: Problem | null = null;
  if (!alerts.data) alertsProblem = problemOf(alerts.response.status, alerts.error, alerts.response.headers);
  return {
    ...answer,
    billing,
    problem,
    alerts: (alerts.data?.data.alerts ?? []).map((a) => ({
      id: a.id,
      message: a.message,
      severity: a.severity,
      at: a.createdAt,
    })),
    alertsProblem,
  };
};
