import { siteUrl } from '$lib/server/config';
import type { LayoutServerLoad } from './$types';

export const load: LayoutServerLoad = ({ locals, url }) => ({
  user: locals.user ? { email: locals.user.email, name: locals.user.name, role: locals.user.role } : null,
  theme: locals.theme,
  siteUrl: siteUrl(url),
});
