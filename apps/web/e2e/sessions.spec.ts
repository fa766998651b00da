/**
 * Sessions as a person lives them: the factory's own session kept by the web app (signed in,
 * renewed past its access token's expiry, signed out with identity's), many tabs renewing one
 * identity session with one refresh, and a session ended elsewhere refused within the bound the
 * platform runs with (SESSION_CHECK_SECONDS=3, e2e/platform.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, mailTo, type Platform, signIn, test } from './fixtures';

// The accessibility scan injects axe-core as a script, which the app's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

const FACTORY_ADMIN = 'factory.admin@example.com';
/** The demo's factory tenant, as the portal's signup named it and made its slug. */
const FACTORY_ORGANISATION = 'Shakti Garments (demo)';
const FACTORY_SLUG = 'shakti-garments-demo';
const SESSION_CHECK_SECONDS = 3;

/** The factory administrator's password as the demo data set recorded it (identity's and the factory's). */
function demoPassword(email: string): string {
  const dataDir = process.env.E2E_DATA_DIR ?? '';
  const marker = JSON.parse(readFileSync(join(dataDir, 'demo-data.json'), 'utf8')) as {
    accounts: { email: string; password: string | null }[];
  };
  const password = marker.accounts.find((a) => a.email === email)?.password;
  if (!password) throw new Error(`no password recorded for ${email}`);
  return password;
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** The claims of a JWT, read (not verified) as the test's clock needs them. */
function claims(token: string): { exp: number; iat: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
    iat: number;
  };
}

/** Refreshes and sign-ins answered by identity's token endpoint so far, from its metrics. */
async function identityTokenCalls(platform: Platform): Promise<number> {
  const metrics = await (await fetch(`${new URL(platform.identity).origin}/metrics`)).text();
  return metrics
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('http_requests_total{') &&
        line.includes('service="identity"') &&
        line.includes('route="/auth/v1/token"'),
    )
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Sets the factory password through the web app's forgot-password page and the link mailed for it. */
async function setFactoryPassword(page: Page, platform: Platform, password: string): Promise<void> {
  const before = (await mailTo(platform, FACTORY_ADMIN)).length;
  await page.goto('/factory/forgot-password');
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(FACTORY_ADMIN);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${FACTORY_ADMIN} has a factory account`);
  let link = '';
  await expect
    .poll(async () => {
      const mails = await mailTo(platform, FACTORY_ADMIN);
      if (mails.length <= before) return '';
      link = mails[0]?.text.match(new RegExp(`${platform.web}/reset-password/[\\w-]+`))?.[0] ?? '';
      return link;
    })
    .toBeTruthy();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('The password again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  // The link ends signed in to the factory.
  await page.waitForURL(/\/factory\?password-set=1$/);
  await expect(page.getByRole('status')).toContainText('Your password is set');
  await expect(page.getByTestId('factory-user')).toContainText(FACTORY_ADMIN);
}

test('a factory administrator signs in at /factory/login, stays signed in past the factory token’s expiry, and signs out of both sessions', async ({
  page,
  context,
  platform,
}) => {
  test.setTimeout(150_000);
  const password = `Factory-session-${Date.now()}`;
  await setFactoryPassword(page, platform, password);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.goto('/factory');
  await expect(page).toHaveURL(/\/factory\/login\?next=%2Ffactory$/);
  expect(await cookie(context, 'factory-refresh')).toBeUndefined();

  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(FACTORY_ADMIN);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#password-error')).toHaveText(/e-mail address or password is not right/);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/factory');
  await expect(page.getByTestId('factory-user')).toContainText(FACTORY_ADMIN);
  // Who the person is and their tenant, as the factory answers them (GET /auth/me), not a bare id.
  await expect(page.getByTestId('factory-role')).toHaveText('Administrator');
  await expect(page.getByTestId('factory-tenant')).toHaveText(`${FACTORY_ORGANISATION} (${FACTORY_SLUG})`);
  await expect(page.getByRole('heading', { name: 'Workers' })).toBeVisible();
  await expectAccessible(page);
  // The factory's tokens are this app's httpOnly cookies; no script reads them.
  const access = await cookie(context, 'factory-access');
  const refresh = await cookie(context, 'factory-refresh');
  expect(access && refresh).toBeTruthy();
  expect(
    (await context.cookies()).filter((c) => c.name.startsWith('factory-')).every((c) => c.httpOnly),
  ).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('factory-');

  // Signed in to identity as well (the same person, for the portal).
  await page.goto('/login?next=/account');
  await page.getByLabel('E-mail address').fill(FACTORY_ADMIN);
  await page.getByLabel('Password').fill(demoPassword(FACTORY_ADMIN));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  const identityRefresh = await cookie(context, 'session-refresh');
  expect(identityRefresh).toBeTruthy();

  // Past the point where the factory token is renewed (the last quarter of its 40 s).
  const { exp, iat } = claims(access ?? '');
  const renewAt = exp - Math.min(30, (exp - iat) / 4);
  await page.waitForTimeout(Math.max(0, renewAt * 1000 - Date.now()) + 1000);
  await page.goto('/factory');
  await expect(page).toHaveURL(/\/factory$/);
  await expect(page.getByTestId('factory-user')).toContainText(FACTORY_ADMIN);
  const renewed = await cookie(context, 'factory-access');
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(access);
  expect(await cookie(context, 'factory-refresh')).not.toBe(refresh);
  // A wage slip streams from the factory through the app with the renewed token.
  const slip = page.getByRole('link', { name: 'Wage slip (PDF)' }).first();
  const answer = await page.request.get((await slip.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const lastFactoryRefresh = await cookie(context, 'factory-refresh');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.waitForURL((url) => url.pathname === '/courses');
  const left = (await context.cookies()).map((c) => c.name);
  for (const name of [
    'factory-access',
    'factory-refresh',
    'factory-user',
    'session-access',
    'session-refresh',
  ]) {
    expect(left).not.toContain(name);
  }
  // Both sessions ended at their services, not only forgotten here.
  const factoryRefresh = await fetch(`${platform.factory}/auth/refresh`, {
    headers: { cookie: `refreshToken=${lastFactoryRefresh}` },
  });
  expect(factoryRefresh.status).toBe(401);
  const identityRenewal = await fetch(`${platform.identity}/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: identityRefresh }),
  });
  expect(identityRenewal.ok).toBe(false);
  await page.goto('/factory');
  await expect(page).toHaveURL(/\/factory\/login\?next=%2Ffactory$/);
});

test('five tabs opened at once with an expired identity cookie all end signed in, after one refresh at identity', async ({
  page,
  context,
  platform,
}) => {
  await signIn(page, platform.admin.email, platform.admin.password);
  const refresh = await cookie(context, 'session-refresh');
  const signedIn = (await context.cookies()).find((c) => c.name === 'session-access');
  if (!signedIn) throw new Error('no access cookie');
  // As if the access token had run out: a cookie that no longer verifies beside the refresh cookie.
  await context.addCookies([{ ...signedIn, value: 'expired' }]);
  const before = await identityTokenCalls(platform);

  const tabs = await Promise.all(Array.from({ length: 5 }, () => context.newPage()));
  await Promise.all(tabs.map((tab) => tab.goto('/account')));
  for (const tab of tabs)
    await expect(tab.getByRole('main').getByText(`Signed in as ${platform.admin.email}`)).toBeVisible();

  expect(await identityTokenCalls(platform)).toBe(before + 1);
  const renewed = await cookie(context, 'session-refresh');
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(refresh);
  expect(await cookie(context, 'session-access')).not.toBe('expired');
});

test('a session ended elsewhere is refused by the web app within the revocation bound', async ({
  browser,
  platform,
}) => {
  // Signed out through the web app in another browser holding the same cookies: refused at once.
  const first = await browser.newContext({ baseURL: platform.web });
  const firstPage = await first.newPage();
  await signIn(firstPage, platform.admin.email, platform.admin.password);
  const copy = await browser.newContext({ baseURL: platform.web });
  await copy.addCookies(await first.cookies());
  const copyPage = await copy.newPage();
  await copyPage.goto('/account');
  await expect(copyPage.getByRole('main').getByText(`Signed in as ${platform.admin.email}`)).toBeVisible();
  await copyPage.getByRole('button', { name: 'Sign out' }).first().click();
  await copyPage.waitForURL((url) => url.pathname === '/courses');
  await firstPage.goto('/account');
  await expect(firstPage).toHaveURL(/\/login\?next=%2Faccount$/);
  expect((await first.cookies()).map((c) => c.name)).not.toContain('session-access');

  // Signed out at identity itself (another device, another replica of the app): refused within the bound.
  const second = await browser.newContext({ baseURL: platform.web });
  const secondPage = await second.newPage();
  await signIn(secondPage, platform.admin.email, platform.admin.password);
  await secondPage.goto('/account');
  await expect(secondPage.getByRole('main').getByText(`Signed in as ${platform.admin.email}`)).toBeVisible();
  const token = (await second.cookies()).find((c) => c.name === 'session-access')?.value;
  const signedOut = await fetch(`${platform.identity}/logout?scope=local`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(signedOut.status).toBe(204);
  const endedAt = Date.now();
  await expect
    .poll(
      async () => {
        await secondPage.goto('/account');
        return new URL(secondPage.url()).pathname;
      },
      { timeout: (SESSION_CHECK_SECONDS + 5) * 1000, intervals: [500] },
    )
    .toBe('/login');
  expect(Date.now() - endedAt).toBeLessThan((SESSION_CHECK_SECONDS + 3) * 1000);
  expect((await second.cookies()).map((c) => c.name)).not.toContain('session-refresh');

  for (const context of [first, copy, second]) await context.close();
});
