import { createHash } from 'node:crypto';
import type { Handle, HandleServerError, RequestEvent } from '@sveltejs/kit';
import { hasFactoryCookies } from '$lib/server/factory-session';
import { withoutHydrationMarkers } from '$lib/server/hydration-markers';
import { forgetPage, forgetPages, joinRender, keepPage, keptPage } from '$lib/server/page-cache';
import { resolveSession, sessionTokens } from '$lib/server/session';
import { builtStylesheet, inlineStylesheets } from '$lib/server/stylesheet';

const THEMES = new Set(['light', 'dark']);
/** The start of app.html's root element; a chosen theme is written on it as its class. */
const HTML_TAG = '<html lang="en-IN"';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * The one page that runs a script of another origin: the payment page opens Razorpay Checkout
 * (its script, and the frames it draws), so only that page's policy names it.
 */
const CHECKOUT_ROUTES = new Set(['/(signup)/signup/payment']);
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com';
const CHECKOUT_FRAMES = 'https://checkout.razorpay.com https://api.razorpay.com';

function withCheckout(policy: string): string {
  const scripts = policy.replace(
    /script-src ([^;]*)/,
    (_, sources: string) => `script-src ${sources} ${CHECKOUT_SCRIPT}`,
  );
  return `${scripts}; frame-src ${CHECKOUT_FRAMES}`;
}

/** Two years, every subdomain: the site and its services are served over https only. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Public pages are answered `no-cache` with an ETag: a browser or proxy keeps the page and asks
 * each time whether it changed, and an unchanged page costs a 304. Anything rendered for a
 * signed-in person (identity's session, or the factory's own) is private and never stored, and
 * is not read back to be hashed: it would never be asked for again by its ETag.
 */
async function withCaching(
  event: RequestEvent,
  response: Response,
  personal: boolean,
  withSession: boolean,
): Promise<Response> {
  if (response.headers.has('cache-control')) return response;
  const isPage = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  // HEAD is rendered as GET is, and answered the same headers (Node sends no body with it).
  const read = event.request.method === 'GET' || event.request.method === 'HEAD';
  if (personal || !read || response.status !== 200 || !isPage) {
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }
  const body = await response.text();
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'public, no-cache');
  headers.set('etag', etag);
  // A visitor whose session cookies were just refused gets them cleared: that page is theirs.
  return keepPage(event, withSession || headers.has('set-cookie'), { body, headers, etag });
}

export const handle: Handle = async ({ event, resolve }) => {
  const theme = event.cookies.get('theme');
  event.locals.theme = theme && THEMES.has(theme) ? (theme as 'light' | 'dark') : 'system';
  const tokens = sessionTokens(event.cookies);
  const withSession = tokens.access !== null || tokens.refresh !== null;
  const kept = keptPage(event, withSession);
  if (kept) {
    if (kept.stale && event.request.method === 'GET') renderAgain(event, resolve, withSession);
    return kept.response;
  }
  const render = joinRender(event, withSession);
  if (render.elsewhere !== null) {
    await render.elsewhere;
    // Rendered meanwhile for everyone; a page that was not kept is rendered again for this one.
    const rendered = keptPage(event, withSession);
    if (rendered) return rendered.response;
  }
  try {
    return await renderPage(event, resolve, withSession);
  } finally {
    render.done();
  }
};

/** What a page rendered again may answer that says it is no more: it is not answered stale. */
const GONE = new Set([404, 410]);

/**
 * A kept page past its lifetime was answered: it is rendered again, once however many visitors
 * meet it stale, for the visitors after this one. Nobody waits for it. A page found gone is
 * dropped; a render that fails otherwise leaves the stale page kept until it runs out.
 */
function renderAgain(event: RequestEvent, resolve: Parameters<Handle>[0]['resolve'], withSession: boolean) {
  const render = joinRender(event, withSession);
  if (render.elsewhere !== null) return;
  renderPage(event, resolve, withSession)
    .then((response) => {
      if (GONE.has(response.status)) forgetPage(event);
      return response.body?.cancel();
    })
    .catch((error: unknown) => console.error({ path: event.url.pathname, error }))
    .finally(render.done);
}

async function renderPage(
  event: RequestEvent,
  resolve: Parameters<Handle>[0]['resolve'],
  withSession: boolean,
): Promise<Response> {
  const session = await resolveSession(event);
  event.locals.user = session?.user ?? null;
  event.locals.accessToken = session?.accessToken ?? null;
  const signedIn = event.locals.user !== null;
  // A form sent by a signed-in person may change what the public pages show.
  if (signedIn && event.request.method === 'POST') forgetPages();

  const personal = signedIn || hasFactoryCookies(event.cookies);
  const response = await resolve(event, {
    // A public page carries its stylesheets in its head (stylesheet.ts), so only a page rendered
    // for one person has the browser fetch them as soon as the answer's headers arrive: at a
    // quarter of the CPU, Chromium asked for them 70-90 ms after the answer came.
    preload: ({ type }) => type === 'js' || (type === 'css' && personal),
    // A page that hydrates is left as rendered unless something is added: any edit copies the
    // whole page (SvelteKit hands it over in pieces), which a page of a hundred rows pays on
    // every render. A page rendered on the server only loses Svelte's markers, which it pays
    // for in its first paint (hydration-markers.ts).
    // Replacer functions, never replacement strings: a course text holding `$'`, `$&` or `` $` ``
    // would otherwise be read as a pattern and paste parts of the page into the head.
    transformPageChunk: ({ html: rendered }) => {
      const html = withoutHydrationMarkers(rendered);
      const styled = personal ? html : inlineStylesheets(html, builtStylesheet);
      const theme = event.locals.theme;
      const themed =
        theme === 'system' ? styled : styled.replace(HTML_TAG, () => `${HTML_TAG} class="${theme}"`);
      const data = event.locals.structuredData;
      return data ? themed.replace('</head>', () => `${data}</head>`) : themed;
    },
  });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  const policy = response.headers.get('content-security-policy');
  if (policy && event.route.id && CHECKOUT_ROUTES.has(event.route.id))
    response.headers.set('content-security-policy', withCheckout(policy));
  // Browsers remember it only from an https answer; over plain HTTP (npm start) it is not sent.
  if (event.url.protocol === 'https:') response.headers.set('strict-transport-security', HSTS);
  return withCaching(event, response, personal, withSession);
}

export const handleError: HandleServerError = ({ error, event, status, message }) => {
  const correlationId = crypto.randomUUID();
  if (status >= 500) console.error({ correlationId, path: event.url.pathname, error });
  return {
    message: status >= 500 ? 'Something went wrong on our side. Please try again.' : message,
    correlationId,
  };
};
