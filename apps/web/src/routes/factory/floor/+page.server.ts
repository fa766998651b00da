import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import type { PageServerLoad } from './$types';
import { OPEN_JOBS, openJobs } from './floor.server';

/** Longest search kept: a job number or a part of an article's name. */
const SEARCH_MAX = 100;

/**
 * The open jobs (a step not completed), newest first, each with its steps and who has each;
 * `?q=` finds a job by its number or a part of its article's name.
 */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const search = (event.url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const { jobs, total, problem } = await openJobs(factoryApi(event, session), search);
  return {
    search,
    jobs,
    /** Open jobs found in all, and how many of them were read. */
    total,
    read: Math.min(jobs.length, OPEN_JOBS),
    problem,
  };
};
