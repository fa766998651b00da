import { redirect } from '@sveltejs/kit';
import { landingPath } from '$lib/server/landing';
import type { PageServerLoad } from './$types';

/**
 * For a visitor the home of the platform is the course catalogue. A signed-in person lands
 * where their products are: the one workspace they may open, or this page offering each when
 * they have several, or their account when they have none.
 */
export const load: PageServerLoad = ({ locals }) => {
  if (!locals.user) redirect(307, '/courses');
  const landing = landingPath(locals.user);
  if (landing !== '/') redirect(303, landing);
  return {};
};
