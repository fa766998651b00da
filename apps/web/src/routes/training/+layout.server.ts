import { requireProduct } from '$lib/server/guard';
import type { LayoutServerLoad } from './$types';

/** The one guard of the administration: its pages' loads trust it, its actions are wrapped by guardActions. */
export const load: LayoutServerLoad = (event) => {
  requireProduct(event, 'training');
  return {};
};
