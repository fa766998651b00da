import { json } from '@sveltejs/kit';
import { checkSlug } from '$lib/server/signup';
import type { RequestHandler } from './$types';

/**
 * Whether an address (slug) is free, for the sign-up form's live check: the portal's answer,
 * worded, `no-store`. `?slug=` checks that address, `?organizationName=` the one the portal
 * would derive from the name.
 */
export const GET: RequestHandler = async (event) => {
  const slug = event.url.searchParams.get('slug')?.trim() ?? '';
  const organizationName = event.url.searchParams.get('organizationName')?.trim() ?? '';
  const check = await checkSlug(event, slug ? { slug } : { organizationName });
  return json(check, { status: check.status, headers: { 'cache-control': 'no-store' } });
};
