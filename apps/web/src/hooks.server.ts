import { createHash } from 'node:crypto';
import type { Handle, HandleServerError } from '@sveltejs/kit';
import { resolveSession } from '$lib/server/session';

const THEMES = new Set(['light', 'dark']);

/**
 * Public pages are answered `no-cache` with an ETag: a browser or proxy keeps the page and asks
 * each time whether it changed, so an edit in the administration shows at once (as the API's
 * own reads do: its cache is dropped on every write) and an unchanged page costs a 304.
 * Anything rendered for a signed-in person is private and never stored.
 */
async function withCaching(request: Request, response: Response, signedIn: boolean): Promise<Response> {
  if (response.headers.has('cache-control')) return response;
  const isPage = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (signedIn || request.method !== 'GET' || response.status !== 200 || !isPage) {
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }
  const body = await response.text();
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'public, no-cache');
  headers.set('etag', etag);
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}

export const handle: Handle = async ({ event, resolve }) => {
  const theme = event.cookies.get('theme');
  event.locals.theme = theme && THEMES.has(theme) ? (theme as 'light' | 'dark') : 'system';
  const session = await resolveSession(event);
  event.locals.user = session?.user ?? null;
  event.locals.accessToken = session?.accessToken ?? null;

  const response = await resolve(event, {
    transformPageChunk: ({ html }) =>
      html.replace('%theme%', event.locals.theme === 'system' ? '' : event.locals.theme),
  });
  response.headers.set('x-content-type-options', 'nosniff');
  response.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  response.headers.set('x-frame-options', 'DENY');
  return withCaching(event.request, response, event.locals.user !== null);
};

export const handleError: HandleServerError = ({ error, event, status, message }) => {
  const correlationId = crypto.randomUUID();
  if (status >= 500) console.error({ correlationId, path: event.url.pathname, error });
  return {
    message: status >= 500 ? 'Something went wrong on our side. Please try again.' : message,
    correlationId,
  };
};
