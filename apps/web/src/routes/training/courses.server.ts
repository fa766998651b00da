import type { RequestEvent } from '@sveltejs/kit';
import { trainingApi } from '$lib/server/api';

/**
 * Course titles for lists that show course ids (interests, enrollments) and for their course
 * filter: the first 100 courses, and each course of the page not among them read on its own.
 */
export async function courseTitles(
  event: Pick<RequestEvent, 'fetch' | 'locals'>,
  needed: readonly string[],
): Promise<{ options: { id: string; title: string }[]; titles: Record<string, string> }> {
  const api = trainingApi(event);
  const list = await api.GET('/api/v1/courses', { params: { query: { limit: 100 } } });
  const options = (list.data?.data ?? []).map((course) => ({ id: course.id, title: course.title }));
  const titles: Record<string, string> = Object.fromEntries(
    options.map((course) => [course.id, course.title]),
  );
  const missing = [...new Set(needed)].filter((id) => !titles[id]);
  const found = await Promise.all(
    missing.map((id) => api.GET('/api/v1/courses/{id}', { params: { path: { id } } })),
  );
  for (const result of found) {
    if (result.data) titles[result.data.data.id] = result.data.data.title;
  }
  options.sort((a, b) => a.title.localeCompare(b.title, 'en-IN'));
  return { options, titles };
}
