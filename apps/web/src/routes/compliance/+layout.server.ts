import { requireProduct } from '$lib/server/guard';
import type { LayoutServerLoad } from './$types';

/** The one guard of the compliance workspace: its pages' loads trust it. */
export const load: LayoutServerLoad = (event) => {
  requireProduct(event, 'compliance');
  return {};
};
