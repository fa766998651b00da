import { json } from '@sveltejs/kit';
import { publicTrainingApi } from '$lib/server/public';
import type { RequestHandler } from './$types';

/**
 * The ALTCHA widget's challenge, fetched from training for the browser: the browser talks to
 * this site only, so training needs no CORS and its address stays internal. Each answer is a
 * new challenge, never stored by anyone.
 */
export const GET: RequestHandler = async (event) => {
  const { data, response } = await publicTrainingApi(event).GET('/api/v1/challenge');
  const headers = { 'cache-control': 'no-store' };
  if (!data) {
    return json(
      { message: 'The robot check is not available right now. Please try again in a moment.' },
      { status: response.status === 429 ? 429 : 502, headers },
    );
  }
  return json(data, { headers });
};
