import { WORKSPACES } from '$lib/products';
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
        // Named and placed here, so the pages need no table of products to draw them.
        products: workspacesOf(locals.user).map((product) => ({ product, ...WORKSPACES[product] })),
      }
    : null,
  theme: locals.theme,
  siteUrl: siteUrl(url),
  site: site(),
});
