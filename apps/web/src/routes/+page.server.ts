import { redirect } from '@sveltejs/kit';
import type { Product } from '$lib/products';
import { landingPath } from '$lib/server/landing';
import type { PageServerLoad } from './$types';

/**
 * What the chooser says of each product. Here rather than beside the products' names and
 * places (`$lib/products`), which every public page's script carries: this page alone shows it.
 */
const DESCRIPTIONS: Record<Product, string> = {
  compliance: 'Statutory compliance of your legal entities: filings, workflows and documents.',
  training: 'The training administration: courses, interests, enrollments and certificates.',
  factory: 'Production and piece-rate wages: jobs, workers and payments.',
  portal: 'Your subscription: plan, payments and the alerts about your account.',
};

/**
 * For a visitor the home of the platform is the course catalogue. A signed-in person lands
 * where their products are: the one workspace they may open, or this page offering each when
 * they have several, or their account when they have none.
 */
export const load: PageServerLoad = ({ locals }) => {
  if (!locals.user) redirect(307, '/courses');
  const landing = landingPath(locals.user);
  if (landing !== '/') redirect(303, landing);
  return { descriptions: DESCRIPTIONS };
};
