import { OFFICE_PAGE_SIZE } from '$lib/components/factory/office/office';
import { isUuid, oneOf, pageOf } from '$lib/server/admin-lists';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, invalid, text } from '$lib/server/form';
import { type Problem, problemOf, writeRefused } from '../factory.server';
import type { Actions, PageServerLoad } from './$types';

const STATUSES = ['active', 'completed'] as const;

/**
 * The tenant's jobs, newest first, a page at a time as the factory pages them: by status (open
 * or completed) and by a search the factory does (a job number, or part of an article's name).
 */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const { url } = event;
  const status = oneOf(url, 'status', STATUSES);
  // The factory takes 1–100 characters that are not all blank.
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = pageOf(url);
  const [jobs, articles] = await Promise.all([
    api.POST('/api/v1/job', {
      body: {
        page,
        limit: OFFICE_PAGE_SIZE,
        ...(status ? { status } : {}),
        ...(q ? { search: q } : {}),
      },
    }),
    api.GET('/api/v1/article/getArticleList'),
  ]);
  let problem: Problem | null = null;
  if (!jobs.data) problem = problemOf(jobs.error, jobs.response);
  let articlesProblem: Problem | null = null;
  if (!articles.data) articlesProblem = problemOf(articles.error, articles.response);
  return {
    filters: { status: status ?? '', q },
    page,
    limit: jobs.data?.limit ?? OFFICE_PAGE_SIZE,
    jobs: (jobs.data?.data ?? []).map((j) => ({
      id: j._id,
      number: j.jobNumber,
      article: j.articleName ?? 'An article since deleted',
      quantity: j.quantity,
      status: j.status,
      createdAt: j.createdAt,
      stepsDone: j.steps.filter((s) => s.status === 'Completed').length,
      steps: j.steps.map((s) => ({ name: s.stepName, status: s.status })),
    })),
    total: jobs.data?.total ?? 0,
    problem,
    articles: (articles.data?.data ?? []).map((a) => ({ id: a._id, name: a.name })),
    articlesProblem,
  };
};

export const actions = {
  /** `POST /job/create`: its steps come from the tenant's configuration, each pending, given to nobody yet. */
  create: async (event) => {
    const session = await requireFactorySession(event);
    const form = await event.request.formData();
    const values = {
      articleId: text(form, 'articleId'),
      quantity: text(form, 'quantity').replaceAll(',', ''),
    };
    const errors: FieldErrors = {};
    if (!values.articleId) errors.articleId = 'Choose the article';
    else if (!isUuid(values.articleId)) errors.articleId = 'Choose one of the articles';
    const quantity = Number(values.quantity);
    if (!values.quantity) errors.quantity = 'Enter how many pieces';
    else if (!Number.isInteger(quantity) || quantity < 1)
      errors.quantity = 'Enter a whole number of pieces, 1 or more';
    else if (quantity > 10_000_000) errors.quantity = 'At most 1,00,00,000 pieces';
    if (Object.keys(errors).length > 0) return invalid(errors, values);

    const { data, error, response } = await factoryApi(event, session).POST('/api/v1/job/create', {
      body: { articleId: values.articleId, quantity },
    });
    if (!data) {
      if (response.status === 404)
        return invalid({ articleId: 'This article no longer exists; reload the page' }, values);
      return writeRefused(error, response, values, 'the job was not created');
    }
    return { created: data.data.quantity, number: data.data.jobNumber, id: data.data._id };
  },
} satisfies Actions;
