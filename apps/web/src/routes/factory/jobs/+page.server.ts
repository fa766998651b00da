import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, invalid, text } from '$lib/server/form';
import { type Problem, problemOf, writeRefused } from '../factory.server';
import type { Actions, PageServerLoad } from './$types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenant's jobs, newest first, each with its article's name and its steps, and the articles a job can be made of. */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const [jobs, articles] = await Promise.all([
    api.POST('/api/v1/job', { body: { limit: 100 } }),
    api.GET('/api/v1/article/getArticleList'),
  ]);
  let problem: Problem | null = null;
  if (!jobs.data) problem = problemOf(jobs.error, jobs.response);
  let articlesProblem: Problem | null = null;
  if (!articles.data) articlesProblem = problemOf(articles.error, articles.response);
  const names = new Map((articles.data?.data ?? []).map((a) => [a._id, a.name]));
  return {
    jobs: (jobs.data?.data ?? []).map((j) => ({
      id: j._id,
      article: names.get(j.articleId) ?? 'An article since deleted',
      quantity: j.quantity,
      status: j.status,
      createdAt: j.createdAt,
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
    else if (!UUID.test(values.articleId)) errors.articleId = 'Choose one of the articles';
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
    return { created: data.data.quantity };
  },
} satisfies Actions;
