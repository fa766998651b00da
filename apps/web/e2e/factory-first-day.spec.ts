/**
 * A footwear unit's first day in the factory: bought through the portal's API (sign-up with the
 * unit's kind, the sandbox checkout), provisioned, its administrator's factory password set from
 * the mailed link, the footwear production steps on the first page, then a worker, an article
 * and a job added through the factory's pages. Each page passes axe and fits a 390 px phone.
 */
import type { Page } from '@playwright/test';
import { firstDay, newFactoryCustomer, setFactoryPassword } from './factory-first-day';
import { expect, expectAccessible, screenshotPath, test } from './fixtures';

// The accessibility scan injects axe-core as a script, which the app's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

const FOOTWEAR_STEPS = ['Cutting', 'Closing', 'Lasting', 'Sole attaching', 'Finishing', 'Packing'];

async function fitsAPhone(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width, height: 900 });
}

test('a footwear unit bought through the portal sets its factory password, sees its production steps and adds a worker, an article and a job', async ({
  page,
  platform,
}) => {
  test.setTimeout(180_000);
  const customer = await newFactoryCustomer(platform, 'footwear');
  await page.setViewportSize({ width: 1280, height: 900 });
  await setFactoryPassword(page, customer, 'Factory-password-1');

  await expect(page.getByRole('status')).toContainText('Your password is set');
  await expect(page.getByTestId('factory-tenant')).toContainText(customer.organisation);
  await expect(page.getByRole('heading', { name: 'Production steps' })).toBeVisible();
  const steps = page.getByTestId('production-steps').getByRole('listitem');
  await expect(steps).toHaveCount(FOOTWEAR_STEPS.length);
  for (const [index, step] of FOOTWEAR_STEPS.entries()) await expect(steps.nth(index)).toContainText(step);
  // The starter plan's figures, before anything is added.
  await expect(page.getByTestId('plan-limits')).toContainText('0 of 50 workers');
  await expect(page.getByText('· done')).toHaveCount(0);
  await expectAccessible(page);
  await fitsAPhone(page);
  if (process.env.SCREENSHOTS === 'docs') {
    await page.screenshot({ path: screenshotPath('factory-first-day-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('factory-first-day-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The empty lists, then the first day.
  for (const path of ['/factory/workers', '/factory/articles', '/factory/jobs']) {
    await page.goto(path);
    await expect(page.getByText(/^No (workers|articles|jobs) yet$/)).toBeVisible();
    await expectAccessible(page);
    await fitsAPhone(page);
  }
  await page.goto('/factory/workers');
  await expect(page.getByTestId('worker-limit')).toHaveText('Your plan: 0 of 50 workers.');
  // A refused form keeps what was typed and says why beside the field.
  const addWorker = page.getByRole('region', { name: 'Add a worker' });
  await addWorker.getByLabel('Name').fill('   ');
  await addWorker.getByLabel('Phone').fill('not a phone');
  await page.getByRole('button', { name: 'Add worker' }).click();
  await expect(page.getByText('Enter the worker’s name')).toBeVisible();
  await expect(page.getByText('A phone number is digits')).toBeVisible();
  await expectAccessible(page);

  await firstDay(page);

  for (const path of ['/factory/workers', '/factory/articles', '/factory/jobs']) {
    await page.goto(path);
    await expectAccessible(page);
    await fitsAPhone(page);
  }
  await page.goto('/factory/workers');
  await expect(page.getByTestId('worker-limit')).toHaveText('Your plan: 1 of 50 workers.');
  if (process.env.SCREENSHOTS === 'docs') {
    await page.goto('/factory/jobs');
    await page.screenshot({ path: screenshotPath('factory-jobs-1280.png'), fullPage: true });
  }
});
