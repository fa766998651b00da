/**
 * A factory customer's billing page: the plan, the subscription's state and next billing date,
 * the invoice and the payment of their sandbox checkout as the provider reported them, the
 * plan's limits beside what the factory counts; a cancellation confirmed without JavaScript
 * (what it does said first); then the factory's pages and its sign-in saying why access ended,
 * with the way to billing.
 */
import type { Page } from '@playwright/test';
import { newFactoryCustomer, setFactoryPassword } from './factory-first-day';
import { expect, expectAccessible, screenshotPath, signIn, test } from './fixtures';

// The accessibility scan injects axe-core as a script, which the app's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

const FACTORY_PASSWORD = 'Factory-password-1';
const REASON = 'Moving the unit to another city';

async function fitsAPhone(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(size);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== 'docs') return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: screenshotPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

test('a customer reads their billing, cancels after the confirmation, and the factory then says why access ended', async ({
  page,
  browser,
  platform,
}) => {
  test.setTimeout(180_000);
  const customer = await newFactoryCustomer(platform, 'garment');
  await page.setViewportSize({ width: 1280, height: 900 });
  // The factory's own password, from its mail: the customer now has two.
  await setFactoryPassword(page, customer, FACTORY_PASSWORD);

  await signIn(page, customer.email, customer.password);
  // Billing is among the customer's workspaces, beside the factory.
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Billing', exact: true })).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('plan')).toHaveText('Starter · ₹999.00 a month');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  // The sandbox's subscription renews a month after it was paid.
  const renewal = new Date();
  renewal.setUTCMonth(renewal.getUTCMonth() + 1);
  const day = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByTestId('next-billing-date')).toHaveText(
    new RegExp(`^(${day.format(renewal)}|${day.format(new Date(renewal.getTime() + 86_400_000))})$`),
  );
  const invoices = page.getByTestId('invoices').getByRole('listitem');
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText('₹999.00');
  await expect(invoices.first()).toContainText('Paid');
  const payments = page.getByTestId('payments').getByRole('listitem');
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText('₹999.00');
  await expect(payments.first()).toContainText('Received');
  // The starter plan's limits beside what the garment unit's factory uses: its owner, its five steps and three attributes.
  const limits = page.getByTestId('plan-limits');
  await expect(limits.locator('[data-limit="workers"]')).toHaveText('0 of 50 workers');
  await expect(limits.locator('[data-limit="users"]')).toHaveText('1 of 5 users');
  await expect(limits.locator('[data-limit="jobSteps"]')).toHaveText('5 of 10 steps');
  await expect(limits.locator('[data-limit="articleAttributes"]')).toHaveText('3 of 10 attributes');
  // Where the two passwords meet.
  await expect(page.getByTestId('factory-sign-in')).toContainText('two passwords');
  await expect(page.getByTestId('alerts')).toBeVisible();
  await expectAccessible(page);
  await fitsAPhone(page);
  await shoot(page, 'billing');

  // The confirmation says what cancelling does before anything is cancelled.
  await page.getByRole('link', { name: 'Cancel the subscription…' }).click();
  await expect(page).toHaveURL(/\/billing\/cancel$/);
  const consequences = page.getByTestId('cancel-consequences');
  await expect(consequences).toContainText('Access ends at once.');
  await expect(consequences).toContainText(`Nobody of ${customer.organisation} can sign in to the factory`);
  await expect(consequences).toContainText('Your data is kept.');
  await expectAccessible(page);
  await fitsAPhone(page);
  await shoot(page, 'billing-cancel');
  await page.getByRole('link', { name: 'Keep the subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');

  // Confirmed in a browser without JavaScript: the form posts its confirm action.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: platform.web });
  const noScript = await plain.newPage();
  await signIn(noScript, customer.email, customer.password);
  await noScript.goto('/billing/cancel');
  await noScript.getByLabel(/Why are you cancelling/).fill(REASON);
  await noScript.getByRole('button', { name: 'Cancel the subscription' }).click();
  await expect(noScript).toHaveURL(/\/billing\?cancelled=now$/);
  await expect(noScript.getByRole('status')).toContainText('Your subscription is cancelled.');
  await plain.close();

  // The billing page shows the cancellation with its reason, and offers no second one.
  await expect
    .poll(async () => {
      await page.goto('/billing');
      return page.getByTestId('subscription-status').textContent();
    })
    .toBe('Cancelled');
  await expect(page.getByTestId('subscription-ended')).toContainText('The subscription was cancelled on');
  await expect(page.getByTestId('subscription-ended')).toContainText(`Reason given: ${REASON}.`);
  await expect(page.getByTestId('next-billing-date')).toHaveText('None: nothing more will be charged');
  await expect(page.getByRole('link', { name: 'Cancel the subscription…' })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'billing-cancelled');
  await page.goto('/billing/cancel');
  await expect(page).toHaveURL(/\/billing$/);

  // The factory's pages say why, once the portal has told the factory.
  await expect
    .poll(
      async () => {
        await page.goto('/factory/workers');
        return page.getByTestId('tenant-not-active').count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const closed = page.getByTestId('tenant-not-active');
  await expect(closed.getByRole('heading', { level: 1 })).toHaveText(
    'Your organisation’s subscription was cancelled',
  );
  await expect(closed.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing');
  await expect(page.getByRole('heading', { name: 'Workers' })).toHaveCount(0);
  await expectAccessible(page);
  await fitsAPhone(page);
  await shoot(page, 'factory-cancelled');

  // And so does the factory's sign-in.
  const other = await browser.newContext({ baseURL: platform.web });
  const visitor = await other.newPage();
  await visitor.goto('/factory/login');
  await visitor.getByLabel('E-mail address').fill(customer.email);
  await visitor.getByLabel('Password').fill(FACTORY_PASSWORD);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  const refused = visitor.getByTestId('tenant-not-active');
  await expect(refused.getByRole('heading', { level: 2 })).toHaveText(
    'Your organisation’s subscription was cancelled',
  );
  await expect(refused.getByRole('link', { name: 'Go to billing' })).toBeVisible();
  await expect(visitor).toHaveURL(/\/factory\/login/);
  await expectAccessible(visitor);
  // A session that ended for it comes back to the sign-in with the reason in its address.
  await visitor.goto('/factory/login?ended=halted');
  await expect(visitor.getByTestId('tenant-not-active')).toContainText('Your organisation’s payments failed');
  await other.close();
});
