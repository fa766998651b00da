import type { LayoutServerLoad } from './$types';
import { guard } from './admin.server';

export const load: LayoutServerLoad = (event) => {
  guard(event);
  return {};
};
