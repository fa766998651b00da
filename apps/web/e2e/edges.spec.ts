/**
 * The web app's edges, as an attacker tries them against `npm start`: redirects that must stay
 * on this site, a mailed link that must not sign a stranger in, visitors counted apart by the
 * services' limits, course texts that must not break the page, malformed requests answered 400
 * rather than 500, and the headers every answer carries. (The listener's request timeout and
 * the page cache's hosts are tested beside their code: scripts/web.test.ts and
 * src/lib/server/page-cache.test.ts.)
 */
import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { apiToken, expect, linkInMail, mailTo, type Platform, signIn, test } from './fixtures';

/** A session straight from identity: the tokens a mailed link would carry for this account. */
async function identitySession(
  platform: Platform,
  email: string,
  password: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const answer = await fetch(`${platform.identity}/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { access_token: string; refresh_token: string };
}

async function newAccount(platform: Platform, name: string, password = 'Edge-password-1'): Promise<string> {
  const email = `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const signup = await fetch(`${platform.identity}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(signup.status).toBe(200);
  return email;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request to the web app as a visitor at `from` (another loopback address: Linux routes all
 * of 127.0.0.0/8 to this machine) or with a `Host` of its choosing, which fetch cannot send.
 */
function raw(
  platform: Platform,
  path: string,
  options: { method?: string; from?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const web = new URL(platform.web);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: web.port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from,
        headers: { host: web.host, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A form post as a browser on this site sends it (SvelteKit refuses cross-site form posts). */
function formPost(platform: Platform, path: string, fields: Record<string, string>, from?: string) {
  return raw(platform, path, {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: platform.web },
    body: new URLSearchParams(fields).toString(),
  });
}

const FOREIGN = ['/\\evil.example/x', '/\t/evil.example/x'];
/** How those arrive in an address: `/%5Cevil.example/x` and `/%09/evil.example/x`. */
const foreignQuery = (value: string) => encodeURIComponent(value);

function onThisSite(page: Page, platform: Platform): void {
  expect(new URL(page.url()).host).toBe(new URL(platform.web).host);
}

test.describe('redirects stay on this site', () => {
  test('a signed-in visitor sent to /login with another host in `next` stays here (400)', async ({
    page,
    platform,
  }) => {
    await signIn(page, platform.admin.email, platform.admin.password);
    for (const next of FOREIGN) {
      const answer = await page.goto(`/login?next=${foreignQuery(next)}`).catch(() => null);
      onThisSite(page, platform);
      expect(answer?.status()).toBe(400);
    }
    // A path of this site is still followed.
    await page.goto(`/login?next=${encodeURIComponent('/account')}`);
    await expect(page).toHaveURL(/\/account$/);
  });

  test('the sign-in form, the mailed-link callback and the theme switch refuse another host (400, nobody signed in)', async ({
    platform,
  }) => {
    const email = await newAccount(platform, 'redirected');
    for (const next of FOREIGN) {
      const login = await formPost(platform, '/login', { email, password: 'Edge-password-1', next });
      expect(login.status).toBe(400);
      expect(login.headers.location).toBeUndefined();
      expect(String(login.headers['set-cookie'] ?? '')).not.toContain('session-access');

      const tokens = await identitySession(platform, email, 'Edge-password-1');
      const callback = await formPost(platform, '/auth/callback?/session', {
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        next,
      });
      expect(callback.status).toBe(400);
      expect(String(callback.headers['set-cookie'] ?? '')).not.toContain('session-access');

      const theme = await formPost(platform, '/theme', { theme: 'dark', back: next });
      expect(theme.status).toBe(400);
      expect(theme.headers.location).toBeUndefined();
    }
    const home = await formPost(platform, '/theme', { theme: 'dark', back: '/courses?page=2' });
    expect(home.status).toBe(303);
    expect(home.headers.location).toBe('/courses?page=2');
  });

  test('line breaks in `next` or `back`, and a theme sent as JSON, are 400, not 500', async ({
    page,
    platform,
  }) => {
    for (const next of ['/account\r\nSet-Cookie: a=b', '/account\nx', '/account\r']) {
      expect((await raw(platform, `/login?next=${encodeURIComponent(next)}`)).status).toBe(400);
      const back = await formPost(platform, '/theme', { theme: 'light', back: next });
      expect(back.status).toBe(400);
    }
    await signIn(page, platform.admin.email, platform.admin.password);
    const signedIn = await page.request.get(`/login?next=${encodeURIComponent('/x\r\nSet-Cookie: a=b')}`, {
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(400);
    const json = await raw(platform, '/theme', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: platform.web },
      body: JSON.stringify({ theme: 'dark', back: '/' }),
    });
    expect(json.status).toBe(400);
  });
});

test.describe('a mailed link signs in only the browser that asked for it', () => {
  test("someone else's link, opened in a fresh browser, asks before signing in as its account", async ({
    page,
    platform,
  }) => {
    // The attacker's own account and tokens, as a link made for it would carry them.
    const attacker = await newAccount(platform, 'attacker');
    const tokens = await identitySession(platform, attacker, 'Edge-password-1');
    const fragment = new URLSearchParams({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_in: '3600',
      token_type: 'bearer',
      type: 'recovery',
    });
    await page.goto(`/auth/callback?next=${encodeURIComponent('/account')}#${fragment}`);
    await expect(page.getByRole('heading', { name: 'Continue with this account?' })).toBeVisible();
    await expect(page.getByText(`This link signs you in as ${attacker}`)).toBeVisible();
    // Nothing is signed in until the person says so.
    expect((await page.context().cookies()).find((c) => c.name === 'session-access')).toBeUndefined();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount/);

    // Asked, and confirmed: the link works.
    await page.goto(`/auth/callback?next=${encodeURIComponent('/account')}#${fragment}`);
    await page.getByRole('button', { name: `Continue as ${attacker}` }).click();
    await page.waitForURL(/\/account$/);
    await expect(page.getByRole('main').getByText(`Signed in as ${attacker}`)).toBeVisible();
  });

  test('a recovery asked for in this browser signs in at once; the same link in another browser asks first', async ({
    page,
    browser,
    platform,
  }) => {
    const email = await newAccount(platform, 'recovering');
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText(`If ${email} has an account`);
    const link = await linkInMail(platform, email, /password|recover|reset/i, /https?:\/\/\S+\/verify\?\S+/);

    // Another browser (no flow cookie) is asked.
    const other = await browser.newContext({ baseURL: platform.web });
    const stranger = await other.newPage();
    await stranger.goto(link);
    await expect(stranger.getByText(`This link signs you in as ${email}`)).toBeVisible();
    expect((await other.cookies()).find((c) => c.name === 'session-access')).toBeUndefined();
    await other.close();
  });
});

test('visitors are counted apart: one locked out of password recovery, another still served', async ({
  platform,
}) => {
  // Identity allows 30 recovery requests per client address an hour. Both visitors ask through
  // the web app, from two addresses; the services must count them apart, not as the web app.
  const flooded = await newAccount(platform, 'flooded');
  const other = await newAccount(platform, 'other');
  for (let i = 0; i < 31; i++) {
    const asked = await formPost(platform, '/forgot-password', { email: flooded }, '127.0.0.2');
    expect(asked.status).toBe(200);
  }
  // The other visitor's mail arrives although the first one used up their budget.
  const asked = await formPost(platform, '/forgot-password', { email: other }, '127.0.0.3');
  expect(asked.status).toBe(200);
  await linkInMail(platform, other, /password|recover|reset/i, /https?:\/\/\S+\/verify\?\S+/);
  // And the first visitor was held at 30 mails: the 31st request was refused.
  await expect.poll(async () => (await mailTo(platform, flooded)).length).toBe(30);
});

test('a course whose texts hold $-patterns renders one page, with JSON-LD that parses', async ({
  page,
  platform,
}) => {
  const token = await apiToken(platform);
  const title = "Boiler $' safety $` audit $& and $$ more";
  const slug = `dollar-patterns-${Date.now()}`;
  const created = await fetch(`${platform.training}/courses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      slug,
      description: "Covers $' and $` and $& in one text.",
      duration_days: 2,
      is_published: true,
      status: 'active',
    }),
  });
  expect(created.status).toBe(201);

  const answer = await page.request.get(`/courses/${slug}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html.match(/<body[\s>]/g)).toHaveLength(1);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  expect(ld).toBeTruthy();
  const document = JSON.parse(ld ?? '') as { name: string; description: string };
  expect(document.name).toBe(title);
  expect(document.description).toBe("Covers $' and $` and $& in one text.");

  await page.goto(`/courses/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a kept page past its lifetime is answered as kept, and rendered again for the next visitor', async ({
  platform,
}) => {
  test.slow(); // it waits out a kept page's ten seconds, twice
  const token = await apiToken(platform);
  const slug = `kept-${Date.now()}`;
  const course = {
    title: 'Kiln safety, first edition',
    slug,
    description: 'A course renamed behind the web app.',
    duration_days: 1,
    is_published: true,
    status: 'active',
  };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const created = await fetch(`${platform.training}/courses`, {
    method: 'POST',
    headers,
    body: JSON.stringify(course),
  });
  expect(created.status).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const path = `/courses/${slug}`;
  expect((await raw(platform, path)).body).toContain('Kiln safety, first edition');

  // Renamed through the API, behind the app's back: the kept page stands while it is fresh ...
  const renamed = await fetch(`${platform.training}/courses/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...course, title: 'Kiln safety, second edition' }),
  });
  expect(renamed.status).toBe(200);
  expect((await raw(platform, path)).body).toContain('Kiln safety, first edition');

  // ... and once past its lifetime it is still answered at once, and rendered again behind
  // that answer, so that the next visitor reads the new title without waiting for a render.
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  const stale = await raw(platform, path);
  expect(stale.status).toBe(200);
  expect(stale.body).toContain('Kiln safety, first edition');
  await expect
    .poll(async () => (await raw(platform, path)).body, { timeout: 5_000 })
    .toContain('Kiln safety, second edition');

  // Archived behind the app's back: once stale, the page is answered a last time, found gone
  // when rendered again, and not answered stale any more.
  const archived = await fetch(`${platform.training}/courses/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...course, title: 'Kiln safety, second edition', status: 'archived' }),
  });
  expect(archived.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  expect((await raw(platform, path)).status).toBe(200);
  await expect.poll(async () => (await raw(platform, path)).status, { timeout: 5_000 }).toBe(404);
});

test.describe('headers', () => {
  test('every page has a Content-Security-Policy, under which the robot check still solves', async ({
    page,
    platform,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    // A page the app starts allows its inline start script by its hash; a page rendered on the
    // server only has none, and allows no inline script at all.
    for (const path of ['/signup', '/courses', '/login', '/contact']) {
      const answer = await page.goto(path);
      const csp = answer?.headers()['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      if (path === '/signup') expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
      else expect(csp, path).toMatch(/script-src 'self';/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
    }
    // The contact page's widget loads, works in its worker and fetches its challenge.
    const widget = page.locator('altcha-widget');
    await widget.getByText("I'm not a robot").click();
    await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
    // A page that hydrated under the policy.
    await page.goto('/signup');
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
    await expect(page.locator('html')).toBeVisible();
    expect(violations).toEqual([]);
    // Plain HTTP here: no HSTS (it is sent over https only).
    const plain = await raw(platform, '/login');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  test('HEAD answers the cache headers GET does, rendered or kept', async ({ platform }) => {
    for (const path of ['/verify', '/courses']) {
      // First a HEAD, rendered for itself; then a GET, kept; then a HEAD again, from what was kept.
      const first = await raw(platform, path, { method: 'HEAD' });
      const get = await raw(platform, path);
      const again = await raw(platform, path, { method: 'HEAD' });
      expect(get.status, path).toBe(200);
      expect(get.headers['cache-control'], path).toBe('public, no-cache');
      for (const head of [first, again]) {
        expect(head.status, path).toBe(200);
        expect(head.body, path).toBe('');
        expect(head.headers['cache-control'], path).toBe(get.headers['cache-control']);
        expect(head.headers.etag, path).toBe(get.headers.etag);
      }
    }
  });

  test("a public page carries its stylesheet in its head and comes gzipped; a signed-in person's page links it, styled alike", async ({
    page,
    platform,
  }) => {
    // The stylesheet's reset: a browser's own body margin is 8px.
    const bodyMargin = () => page.evaluate(() => getComputedStyle(document.body).margin);
    const stylesheetLinks = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]'))
          .filter((link) => !link.disabled)
          .map((link) => link.href),
      );
    const publicPage = await page.goto('/login');
    expect(publicPage?.headers()['content-encoding']).toBe('gzip');
    // Each stylesheet written into the head, its link left disabled for SvelteKit's client.
    const inlined = await page.locator('head link[rel=stylesheet][disabled]').count();
    expect(inlined).toBeGreaterThan(0);
    expect(await page.locator('head style').count()).toBe(inlined);
    expect(await stylesheetLinks()).toEqual([]);
    expect(publicPage?.headers().link ?? '').not.toContain('as="style"');
    expect(await bodyMargin()).toBe('0px');

    await signIn(page, platform.admin.email, platform.admin.password);
    const personal = await page.goto('/training');
    expect(personal?.headers()['content-encoding']).toBeUndefined();
    expect(await page.locator('head style').count()).toBe(0);
    const links = await stylesheetLinks();
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(new URL(href).pathname).toMatch(/^\/_app\/immutable\/assets\/.+\.css$/);
    expect(await bodyMargin()).toBe('0px');
    // The answer's headers name the same stylesheets, so they are fetched before the head is read.
    const preloads = [
      ...(personal?.headers().link ?? '').matchAll(/<([^>]+)>; rel="preload"; as="style"/g),
    ].map((match) => new URL(match[1] ?? '', page.url()).pathname);
    expect(preloads).toEqual(links.map((href) => new URL(href).pathname));
  });

  test("the built assets (served before the app's hooks) are nosniff too", async ({ platform }) => {
    const page = await raw(platform, '/signup');
    const asset = page.body.match(/\/_app\/immutable\/[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    // The app's modules, and the small scripts of the pages rendered on the server only.
    for (const path of [asset ?? '', '/islands/site.js']) {
      const answer = await raw(platform, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});
