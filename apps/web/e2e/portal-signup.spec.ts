/**
 * A customer buys the factory, in the browser against the whole platform: the public pricing
 * page (no script of its own), a plan chosen, the sign-up (a garment unit, its address checked
 * as it is typed, the robot check), the sandbox's test checkout, getting ready followed to its
 * end, the factory's set-password link from its mail, and the factory's first page with the
 * garment unit's production steps. A second customer's payment fails, is explained and is paid
 * again; a taken address is said before the form is sent and, without JavaScript, by "Check
 * availability" and on sending. Every page visited is scanned by axe and read at 390 px.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, linkInMail, type Platform, screenshotPath, test } from './fixtures';

// axe is injected as a script of its own, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial' });

const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const first = {
  organisation: `Sharma Garments ${id}`,
  slug: `sharma-garments-${id}`,
  name: 'Priya Sharma',
  email: `priya.${id}@example.com`,
  password: 'Portal-pass-1',
  factoryPassword: 'Factory-pass-1',
};
const second = {
  organisation: `Kolhapur Footwear ${id}`,
  slug: `kolhapur-footwear-${id}`,
  name: 'Ravi Patil',
  email: `ravi.${id}@example.com`,
  password: 'Portal-pass-2',
};

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** Nothing wider than the window: the page reads at 390 px without scrolling sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** axe and the screenshots at both widths, then back to the desk's width. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESK);
  await expectAccessible(page);
  await shoot(page, `${name}-desktop.png`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shoot(page, `${name}-phone.png`);
  await page.setViewportSize(DESK);
}

/** Ticks the widget (its label: an SVG covers the checkbox) and waits for the solution in the form. */
async function proveHuman(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget');
  await widget.getByText("I'm not a robot").click();
  await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
}

/** The page's script has run (the root layout marks it), so typing is seen as it happens. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
}

function signupForm(page: Page) {
  return page.getByRole('form', { name: 'Sign up your factory' });
}

async function fillSignup(
  page: Page,
  customer: { organisation: string; slug: string; name: string; email: string; password: string },
  unit: string,
): Promise<void> {
  const form = signupForm(page);
  await form.getByLabel('Name of the organisation').fill(customer.organisation);
  await form.getByLabel('Your factory’s address').fill(customer.slug);
  await form.getByRole('radio', { name: new RegExp(unit) }).check();
  await form.getByLabel('Your name').fill(customer.name);
  await form.getByLabel('E-mail address').fill(customer.email);
  await form.getByLabel('Password').fill(customer.password);
}

async function waitUntilReady(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/signup\/ready$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your factory is ready' })).toBeVisible({
    timeout: 60_000,
  });
}

async function setPasswordLink(platform: Platform, email: string): Promise<string> {
  return linkInMail(
    platform,
    email,
    /Your factory account for .* is ready/,
    /https?:\/\/\S+\/reset-password\/[^\s>)"]+/,
  );
}

test('a customer picks a plan, signs up, pays in the test checkout and lands in their garment factory', async ({
  page,
  platform,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESK);

  // Pricing: public, linked from the footer, and sent without the app: the public pages' one
  // small script only.
  await page.goto('/courses');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Factory management: pricing' }),
  ).toHaveAttribute('href', '/pricing');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  expect(
    await page.evaluate(() => Array.from(document.scripts, (script) => new URL(script.src).pathname)),
    'scripts on the pricing page',
  ).toEqual(['/islands/site.js']);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  await expect(page.getByText('Factory management', { exact: true })).toBeVisible();
  const growth = page.getByRole('article', { name: 'Growth' });
  await expect(growth).toContainText('₹2,999');
  await expect(growth).toContainText('a month');
  await expect(growth).toContainText('₹29,990');
  await expect(
    page.getByRole('article', { name: 'Enterprise' }).getByText('Unlimited').first(),
  ).toBeVisible();
  await checkBothWidths(page, 'pricing');

  // A plan chosen: the sign-up opens with it.
  await growth.getByRole('link', { name: 'Start with Growth' }).click();
  await expect(page).toHaveURL(/\/signup\?plan=growth$/);
  await hydrated(page);
  const form = signupForm(page);
  await expect(form.getByRole('radio', { name: /Growth/ })).toBeChecked();

  // The name suggests the address, which is checked as it is typed.
  await form.getByLabel('Name of the organisation').fill(first.organisation);
  await expect(form.getByLabel('Your factory’s address')).toHaveValue(first.slug);
  await expect(form.locator('#slug-status')).toContainText(`${first.slug} is free`);
  await form.getByRole('radio', { name: /Garment unit/ }).check();
  await form.getByLabel('Your name').fill(first.name);
  await form.getByLabel('E-mail address').fill(first.email);
  await form.getByLabel('Password').fill(first.password);
  await checkBothWidths(page, 'factory-signup');
  await proveHuman(page);
  await form.getByRole('button', { name: 'Sign up and go to payment' }).click();

  // Payment: what is bought, the sandbox's test checkout; Razorpay's script allowed here alone.
  await page.waitForURL(/\/signup\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const order = page.getByRole('region', { name: 'What you are buying' });
  await expect(order).toContainText(first.organisation);
  await expect(order).toContainText('Growth');
  await expect(order).toContainText('₹2,999 a month');
  const checkout = page.getByRole('region', { name: 'Test checkout' });
  await expect(checkout).toContainText('test mode');
  const answer = await page.request.get('/signup/payment');
  expect(answer.headers()['content-security-policy']).toContain('https://checkout.razorpay.com');
  const elsewhere = await page.request.get('/pricing');
  expect(elsewhere.headers()['content-security-policy']).not.toContain('razorpay');
  await checkBothWidths(page, 'factory-payment');
  await checkout.getByRole('button', { name: 'Pay ₹2,999 (test)' }).click();

  // Getting ready, followed to its end; then what comes next.
  await waitUntilReady(page);
  const next = page.getByRole('region', { name: 'What comes next' });
  await expect(next).toContainText(first.email);
  await expect(next).toContainText('a password of its own');
  await checkBothWidths(page, 'factory-ready');
  const link = await setPasswordLink(platform, first.email);

  // The link sent again: a second mail, said on the page.
  await next.getByRole('button', { name: 'Send the link again' }).click();
  await expect(next.getByRole('status')).toContainText(`A new link is on its way to ${first.email}`);

  // The set-password link from the mail ends signed in to the factory, on its first page.
  await page.goto(new URL(new URL(link).pathname, platform.web).toString());
  await page.getByLabel('New password').fill(first.factoryPassword);
  await page.getByLabel('The password again').fill(first.factoryPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL(/\/factory(\?|$)/);
  const steps = page.getByRole('region', { name: 'Production steps' });
  await expect(steps).toBeVisible();
  for (const step of ['Cutting', 'Stitching', 'Checking', 'Ironing', 'Packing'])
    await expect(steps.getByText(step, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The factory's first day, where its browser test provides one.
  const firstDayFile = fileURLToPath(new URL('./factory-first-day.ts', import.meta.url));
  if (existsSync(firstDayFile)) {
    const firstDay = (await import(firstDayFile)) as { firstDay?: (page: Page) => Promise<void> };
    await firstDay.firstDay?.(page);
  }
});

test('a failed payment is explained and paid again', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESK);
  await page.goto('/signup?plan=starter');
  await hydrated(page);
  await fillSignup(page, second, 'Footwear unit');
  await expect(signupForm(page).locator('#slug-status')).toContainText('is free');
  await proveHuman(page);
  await signupForm(page).getByRole('button', { name: 'Sign up and go to payment' }).click();
  await page.waitForURL(/\/signup\/payment$/);

  const checkout = page.getByRole('region', { name: 'Test checkout' });
  await checkout.getByRole('button', { name: 'Simulate a failed payment' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Your last payment did not go through' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Nothing was charged');
  await expect(failed).toContainText('pay again');
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESK);

  // Getting ready says the payment is still awaited, and leads back to it.
  await page.goto('/signup/ready');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting your factory ready' })).toBeVisible();
  await expect(page.getByText('The last payment did not go through')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go back to the payment' }).click();

  await page
    .getByRole('region', { name: 'Test checkout' })
    .getByRole('button', { name: 'Pay ₹999 (test)' })
    .click();
  await waitUntilReady(page);
  await expect(page.getByRole('region', { name: 'What comes next' })).toContainText(second.email);
});

test('a taken address is said as it is typed, and without JavaScript on checking and on sending', async ({
  page,
  browser,
  platform,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESK);
  await page.goto('/signup');
  await hydrated(page);
  const form = signupForm(page);
  await form.getByLabel('Your factory’s address').fill(first.slug);
  await expect(form.locator('#slug-error')).toContainText('This address is taken');
  await expect(form.getByLabel('Your factory’s address')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Your factory’s address').fill(`${first.slug}-two`);
  await expect(form.locator('#slug-status')).toContainText('is free');
  await expectAccessible(page);

  const plain = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: platform.web,
    bypassCSP: true,
  });
  const noScript = await plain.newPage();
  await noScript.setViewportSize(PHONE);
  await noScript.goto('/signup?plan=growth');
  await fillSignup(
    noScript,
    { ...second, email: `third.${id}@example.com`, slug: first.slug },
    'Other|Something else',
  );
  await signupForm(noScript).getByRole('button', { name: 'Check availability' }).click();
  await expect(signupForm(noScript).locator('#slug-error')).toContainText('This address is taken');
  await expect(signupForm(noScript).getByLabel('Name of the organisation')).toHaveValue(second.organisation);
  await expectNoSidewaysScroll(noScript);

  // Sent as it is: the address again, and the robot check that needs JavaScript, each beside its field.
  await signupForm(noScript).getByLabel('Password').fill(second.password);
  await signupForm(noScript).getByRole('button', { name: 'Sign up and go to payment' }).click();
  await expect(signupForm(noScript).locator('#slug-error')).toContainText('This address is taken');
  await expect(signupForm(noScript).locator('#challenge-error')).toContainText('needs JavaScript');

  // A free address, checked without JavaScript.
  await signupForm(noScript).getByLabel('Your factory’s address').fill(`${first.slug}-three`);
  await signupForm(noScript).getByRole('button', { name: 'Check availability' }).click();
  await expect(signupForm(noScript).locator('#slug-status')).toContainText(`${first.slug}-three is free`);
  await plain.close();
});
