import { siteUrl } from '$lib/server/config';
import type { RequestHandler } from './$types';

/** The catalogue is for search engines; sign-in, accounts and the administration are not. */
export const GET: RequestHandler = ({ url }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /training',
    'Disallow: /account',
    'Disallow: /login',
    'Disallow: /logout',
    'Disallow: /auth',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    'Disallow: /challenge',
    '',
    `Sitemap: ${siteUrl(url)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
};
