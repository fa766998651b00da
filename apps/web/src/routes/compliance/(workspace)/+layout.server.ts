import { requireProduct } from '$lib/server/guard';
import { isComplianceAdmin } from '$lib/server/session';
import type { LayoutServerLoad } from './$types';

/**
 * The one guard of the compliance workspace: its pages' loads trust it, its actions are wrapped
 * by `guardActions`. Whether the person administers their organisation decides which sections
 * the navigation shows; the service refuses the rest to a member whatever the page asks.
 */
export const load: LayoutServerLoad = (event) => {
  const user = requireProduct(event, 'compliance');
  return { complianceAdmin: isComplianceAdmin(user) };
};
