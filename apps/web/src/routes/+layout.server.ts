import { siteUrl } from '$lib/server/config';
import { workspacesOf } from '$lib/server/guard';
import { site } from '$lib/server/site';
import type { LayoutServerLoad } from './$types';

export const load: LayoutServerLoad = ({ locals, url }) => ({
  user: locals.user
    ? {
        email: locals.user.email,
        name: locals.user.name,
        role: locals.user.role,
        // The workspaces this person may open: the header links to these and nothing else.
        products: workspacesOf(locals.user),
      }
    : null,
  theme: locals.theme,
  siteUrl: siteUrl(url),
  site: site(),
});
