/**
 * The platform's shell in the browser: where a person lands by their products, the header that
 * names those products and nothing else, each workspace's guard (sign-in for a visitor, 403 for
 * a person without the product), the phone header in one row, the footer at the bottom of a
 * short page, and the operator's privacy notice beside the forms. Every page is scanned by axe.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshotPath, signIn, test } from './fixtures';

// axe is injected as a script of its own, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

function complianceUrl(): string {
  const url = process.env.E2E_COMPLIANCE_URL;
  if (!url)
    throw new Error('E2E_COMPLIANCE_URL is not set: run the browser tests with npm run test:e2e -w apps/web');
  return url;
}

/** An organisation that signs up for compliance in public, as a visitor would. */
async function signUpForCompliance(): Promise<{ email: string; password: string; organisation: string }> {
  const id = stamp();
  const account = {
    email: `owner.${id}@example.com`,
    password: 'Compliance-pass-1',
    organisation: `Lakshmi Traders ${id}`,
  };
  const answer = await fetch(`${complianceUrl()}/api/v1/tenants/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      organizationName: account.organisation,
      entityType: 'PRIVATE_LIMITED',
      email: account.email,
      password: account.password,
      phone: '+91 98765 43210',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return account;
}

/** The header is one row: no taller than its tallest control (44 px) and its padding. */
async function expectOneRowHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const box = await header.boundingBox();
  expect(box, 'the header is on screen').not.toBeNull();
  expect(box?.height ?? 0, `header height on ${page.url()}`).toBeLessThanOrEqual(64);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The footer ends where the window ends on a page shorter than the window. */
async function expectFooterAtBottom(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  const box = await page.getByRole('contentinfo').boundingBox();
  expect(box).not.toBeNull();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
    viewport?.height ?? 0,
  );
  expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - (viewport?.height ?? 0))).toBeLessThanOrEqual(1);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

test('a visitor: / is the catalogue, a workspace asks to sign in, and the forms carry the privacy notice', async ({
  page,
}) => {
  await page.setViewportSize(DESK);
  await page.goto('/');
  await expect(page).toHaveURL(/\/courses$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The header names the platform, not the catalogue, and offers no product to a visitor.
  await expect(banner.getByRole('link', { name: 'Training Courses' })).toHaveCount(0);
  for (const product of ['Compliance', 'Training', 'Factory', 'Billing', 'Account']) {
    await expect(banner.getByRole('link', { name: product, exact: true })).toHaveCount(0);
  }
  // The first Tab reaches the skip link, which leads to the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  for (const path of ['/compliance', '/billing', '/training']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send a message' });
  const notice = form.getByText(
    /uses the name and contact details you give here only to answer this request/,
  );
  await expect(notice).toBeVisible();
  await expect(form.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: 'Privacy notice' })).toBeVisible();
  await expectAccessible(page);

  await footer.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page.getByText(/Data Protection Board of India/)).toBeVisible();
  await expectAccessible(page);
});

test('a compliance organisation signed up in public lands in compliance, sees who it is, and never training', async ({
  page,
}) => {
  const account = await signUpForCompliance();
  await page.setViewportSize(DESK);
  await signIn(page, account.email, account.password);

  // Its one product is its landing: `/` leads there too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed in as' }).getByText(account.email)).toBeVisible();
  const organisation = page.getByRole('region', { name: 'Your organisation' });
  await expect(organisation.getByText(account.organisation, { exact: true })).toBeVisible();
  await expect(organisation.getByText('Private limited')).toBeVisible();
  // The header names no product the person does not have.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /^Training/ })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  await expectAccessible(page);
  await shoot(page, 'compliance-desktop.png');

  // Training's administration is a 403 page for them, with no training data on it.
  const refused = await page.goto('/training');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compliance', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  await expectAccessible(page);
  await expectFooterAtBottom(page);
  await shoot(page, 'forbidden-desktop.png');
  const data = await page.request.get('/training/__data.json');
  expect(await data.text()).not.toContain('metrics');

  // Signed in, the header leads to the account, which lists the person's products.
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const products = page.getByRole('region', { name: 'Your products' });
  await expect(products.getByRole('link', { name: 'Compliance' })).toHaveAttribute('href', '/compliance');
  await expect(products.getByRole('link')).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'account-desktop.png');

  // On a phone the header is one row, its links in the menu.
  await page.setViewportSize(PHONE);
  for (const path of ['/compliance', '/account', '/courses']) {
    await page.goto(path);
    await expectOneRowHeader(page);
  }
  await page.goto('/account');
  await shoot(page, 'account-phone.png');
  await page.goto('/compliance');
  await expectAccessible(page);
  await shoot(page, 'compliance-phone.png');
  await page.getByText('Menu', { exact: true }).click();
  const menuNav = page.getByRole('navigation', { name: 'Compliance' });
  await expect(menuNav.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expectAccessible(page);
  // Escape folds it again and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menuNav).toBeHidden();

  await page.goto('/training');
  await expectOneRowHeader(page);
  await expectFooterAtBottom(page);
  await expectAccessible(page);
  await shoot(page, 'forbidden-phone.png');
});

test('the super-admin sees every product in the header and lands on the chooser at /', async ({
  page,
  platform,
}) => {
  await page.setViewportSize(DESK);
  await signIn(page, platform.admin.email, platform.admin.password);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome/);
  const main = page.getByRole('main');
  const header = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const [label, href] of [
    ['Compliance', '/compliance'],
    ['Training', '/training'],
    ['Factory', '/factory'],
    ['Billing', '/billing'],
  ] as const) {
    await expect(header.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'home-desktop.png');

  // Each workspace opens in the same shell, naming the other products.
  await main.getByRole('link', { name: 'Compliance', exact: true }).click();
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(page.getByRole('region', { name: 'Your organisation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Products' }).getByRole('link')).toHaveCount(4);
  await expectAccessible(page);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your organisation' })).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expectOneRowHeader(page);
  await expectAccessible(page);
  await shoot(page, 'home-phone.png');
  await page.getByText('Menu', { exact: true }).click();
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const label of ['Courses', 'Compliance', 'Training', 'Factory', 'Billing', 'Account']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // Every link of the menu is a finger's height.
  for (const box of await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(44);
  }
});

// The sign-in page sends a person to `landingPath` (src/lib/server/landing.ts) once it calls it.
test('signing in lands where the person’s products are', async ({ page, platform }) => {
  const account = await signUpForCompliance();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/compliance$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, platform.admin.email, platform.admin.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome/);
});
