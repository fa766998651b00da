import { redirect } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';

/** The public home of the platform is the course catalogue. */
export const load: PageServerLoad = () => redirect(307, '/courses');
