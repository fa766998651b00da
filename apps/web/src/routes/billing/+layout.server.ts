import { requireProduct } from '$lib/server/guard';
import type { LayoutServerLoad } from './$types';

/** The one guard of billing (the portal's product): its pages' loads trust it. */
export const load: LayoutServerLoad = (event) => {
  requireProduct(event, 'portal');
  return {};
};
