import { fail, redirect } from '@sveltejs/kit';
import { todayInIndia } from '$lib/format';
import { isUuid, PAGE_SIZE, pageOf } from '$lib/server/admin-lists';
import { required, workflowApi } from '$lib/server/api';
import { optional, refusal, text } from '$lib/server/form';
import { guardActions } from '$lib/server/guard';
import { readRefusal } from '$lib/server/service-errors';
import { readProblem } from '$lib/server/service-read';
import { financialYearChoices, isFinancialYear } from '../../../workflows/workflows';
import { entityId as entityIdOf } from '../entity.server';
import type { Actions, PageServerLoad } from './$types';

/** Running workflows are few per entity: the first 100, soonest due, are shown whole. */
const RUNNING_LIMIT = 100;

/**
 * An entity's workflows: which templates apply to it and which do not (with the rules that
 * leave it out), its running instances (soonest due first) and its completed ones (paged,
 * latest first). The applicability read names the entity and is the one the page cannot do
 * without (another tenant's entity is the 404 page); a list that cannot be read is said in place.
 */
export const load: PageServerLoad = async (event) => {
  const entityId = entityIdOf(event.params);
  const api = workflowApi(event);
  const page = pageOf(event.url);
  const [applicability, running, completed] = await Promise.all([
    api.GET('/api/v1/workflows/templates/applicability', { params: { query: { entityId } } }),
    api.GET('/api/v1/workflows/instances', {
      params: { query: { entityId, status: 'IN_PROGRESS', sort: 'dueDate:asc', limit: RUNNING_LIMIT } },
    }),
    api.GET('/api/v1/workflows/instances', {
      params: { query: { entityId, status: 'COMPLETED', sort: 'updatedAt:desc', limit: PAGE_SIZE, page } },
    }),
  ]);
  const { entity, applicable, notApplicable } = required(applicability).data;
  const chosen = event.url.searchParams.get('template');
  return {
    entity,
    applicable,
    notApplicable,
    running: running.data
      ? { rows: running.data.data, total: running.data.pagination.total, problem: null }
      : { rows: [], total: 0, problem: readProblem(running.response.status, running.error, 'workflow') },
    completed: completed.data
      ? {
          rows: completed.data.data,
          total: completed.data.pagination.total,
          page,
          limit: PAGE_SIZE,
          problem: null,
        }
      : {
          rows: [],
          total: 0,
          page,
          limit: PAGE_SIZE,
          problem: readProblem(completed.response.status, completed.error, 'workflow'),
        },
    chosenTemplate: chosen && applicable.some((t) => t.id === chosen) ? chosen : null,
    financialYears: financialYearChoices(todayInIndia()),
  };
};

export const actions = guardActions('compliance', {
  /**
   * Starts a workflow for the entity: a template that applies, an optional label (required for an
   * on-demand template, whose runs are told apart by it) and an optional financial year (else the
   * year its deadline falls in). The new instance's page follows.
   */
  start: async (event) => {
    const entityId = entityIdOf(event.params);
    const form = await event.request.formData();
    const values = {
      templateId: text(form, 'templateId'),
      customLabel: text(form, 'customLabel'),
      financialYear: text(form, 'financialYear'),
    };
    const errors: Record<string, string> = {};
    if (!isUuid(values.templateId)) errors.templateId = 'Choose the workflow to start';
    if (values.customLabel.length > 200) errors.customLabel = 'Use at most 200 characters';
    if (values.financialYear && !isFinancialYear(values.financialYear))
      errors.financialYear = 'Choose a financial year';
    const api = workflowApi(event);
    if (!errors.templateId && !values.customLabel) {
      // Only an on-demand template asks for a label: read whether this one is.
      const template = await api.GET('/api/v1/workflows/templates/{id}', {
        params: { path: { id: values.templateId } },
      });
      if (template.data?.data.isAdhoc)
        errors.customLabel = 'Name this run: an on-demand workflow is told apart by its label';
    }
    if (Object.keys(errors).length > 0)
      return fail(400, { values, errors, message: 'Please correct the fields marked below.' });

    const {
      data,
      error: refused,
      response,
    } = await api.POST('/api/v1/workflows/instances', {
      body: {
        templateId: values.templateId,
        entityId,
        ...(optional(form, 'customLabel') ? { customLabel: values.customLabel } : {}),
        ...(values.financialYear ? { financialYear: values.financialYear } : {}),
      },
    });
    if (!data) return startRefusal(refused, response, values);
    redirect(303, `/compliance/workflows/${data.data.id}?started=1`);
  },
} satisfies Actions);

/**
 * Why the service did not start it, beside the field it concerns: a template that does not apply
 * (or no longer does) beside the choice, the plan's limit of open workflows in its figures.
 */
function startRefusal(body: unknown, response: Response, values: Record<string, string>) {
  const refused = readRefusal(body, response);
  if (response.status === 404)
    return fail(404, { values, errors: {}, message: 'This entity no longer exists.' });
  if (refused.details?.field === 'templateId')
    return fail(400, {
      values,
      errors: { templateId: 'This workflow does not apply to this entity (any more): choose another' },
      message: 'Please correct the fields marked below.',
    });
  if (refused.planLimit?.limit === 'workflows')
    return fail(403, {
      values,
      errors: {},
      message: `Your plan allows ${refused.planLimit.max} workflows in progress at a time${
        refused.planLimit.current === undefined ? '' : ` and ${refused.planLimit.current} are`
      }. Complete one, or move to a larger plan, to start another.`,
    });
  return refusal(body, response, values);
}
