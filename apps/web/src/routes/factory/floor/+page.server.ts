import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import type { PageServerLoad } from './$types';
import { matches, OPEN_JOBS, openJobs } from './floor.server';

/** Longest search kept: a job number or a part of an article's name. */
const SEARCH_MAX = 100;

/**
 * The open jobs (a step not completed), newest first, each with its steps and who has each;
 * `?q=` finds a job by its number or a part of its article's name, within the open jobs read.
 */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const search = (event.url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const { jobs, total, problem } = await openJobs(factoryApi(event, session));
  const found = search ? jobs.filter((job) => matches(job, search)) : jobs;
  return {
    search,
    jobs: found,
    /** Open jobs in all, and how many of them were read (and searched). */
    total,
    read: Math.min(jobs.length, OPEN_JOBS),
    problem,
  };
};
