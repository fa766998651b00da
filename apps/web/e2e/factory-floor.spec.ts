/**
 * The factory floor on a phone over a slow connection: a garment unit bought through the portal,
 * its workers, an article with rates and two jobs arranged through the factory's API, then its
 * administrator, at 390 × 844 with the network throttled to slow 3G, finds a job on the floor,
 * gives its steps to workers (only those with the step's skill offered), records steps done and
 * sees what each credits. A completion whose answer is lost on the way back is sent again with
 * the same form: it is recorded and credited once, and the page says so. Without JavaScript the
 * same forms work by POST, redirect, GET, a refused quantity said beside its field. Every floor page passes axe, fits 390 px and ships at
 * most 50 KiB of script (gzip).
 */
import type { Page } from '@playwright/test';
import { FACTORY_PASSWORD, factoryCall, factoryToken, scriptShipped } from './factory-api';
import { newFactoryCustomer, setFactoryPassword } from './factory-first-day';
import { expect, expectAccessible, screenshotPath, test } from './fixtures';

// The accessibility scan injects axe-core as a script, which the app's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

const SCRIPT_BUDGET = 50 * 1024;

/** Chrome's "Slow 3G": 2 s round trips, 50 kB/s each way. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

async function fitsAPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a supervisor on a phone over slow 3G runs a job through its steps, and a completion sent twice credits once', async ({
  page,
  platform,
  browser,
}) => {
  test.setTimeout(420_000);
  const customer = await newFactoryCustomer(platform, 'garment');
  await page.setViewportSize({ width: 390, height: 844 });
  await setFactoryPassword(page, customer, FACTORY_PASSWORD);

  // The unit's people, an article with a rate for each of its first steps, and two jobs.
  // The factory's tokens live 40 s here: each step of the test signs in again.
  const signIn = () => factoryToken(platform, customer.email);
  let token = await signIn();
  const call = <T>(method: string, path: string, body?: unknown) =>
    factoryCall<T>(platform, token, method, path, body);
  const cutter = await call<{ _id: string }>('POST', '/worker/create', {
    name: 'Lakshmi',
    skills: ['Cutting'],
  });
  const stitcher = await call<{ _id: string }>('POST', '/worker/create', {
    name: 'Meena',
    skills: ['Stitching', 'Checking'],
  });
  await call('POST', '/worker/create', { name: 'Ravi' });
  const kurta = await call<{ _id: string }>('POST', '/article/create', {
    name: 'Kurta K-12',
    attributes: { style: 'Straight' },
    stepRates: { Cutting: 12.5, Stitching: 20, Checking: 1.75 },
  });
  const shirt = await call<{ _id: string }>('POST', '/article/create', {
    name: 'Shirt S-4',
    attributes: { style: 'Slim' },
  });
  await call('POST', '/job/create', { articleId: shirt._id, quantity: 40 });
  const job = await call<{ _id: string }>('POST', '/job/create', { articleId: kurta._id, quantity: 120 });

  // The floor's script, measured before the network is slowed: each page within the budget.
  for (const path of [
    '/factory/floor',
    `/factory/floor/jobs/${job._id}`,
    `/factory/floor/workers/${cutter._id}`,
  ]) {
    const shipped = await scriptShipped(page, path);
    expect(shipped.total, `script of ${path} (gzip): ${shipped.files}`).toBeLessThanOrEqual(SCRIPT_BUDGET);
  }

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  const slow = { timeout: 60_000 };

  // The floor: both open jobs, each step with nobody yet; found by article, the search in the address.
  const floor = await page.goto('/factory/floor');
  // The unit's own page: never kept by a browser's or a proxy's cache.
  expect(floor?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Floor' })).toBeVisible(slow);
  await expect(page.getByTestId('floor-job')).toHaveCount(2);
  await expect(page.getByTestId('floor-job').first()).toContainText('Nobody yet (None)');
  await page.getByLabel('Find a job').fill('kurta');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\/factory\/floor\?q=kurta$/, slow);
  await expect(page.getByTestId('floor-job')).toHaveCount(1, slow);
  await expect(page.getByRole('heading', { name: 'Open jobs matching “kurta”' })).toBeVisible();
  await expectAccessible(page);
  await fitsAPhone(page);
  if (process.env.SCREENSHOTS === 'docs')
    await page.screenshot({ path: screenshotPath('factory-floor-390.png'), fullPage: true });
  await page.getByLabel('Find a job').fill('no such thing');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('No open job matches')).toBeVisible(slow);
  await expectAccessible(page);

  // By its number: the shirt's job is the unit's first, the kurta's its second.
  await page.getByLabel('Find a job').fill('#2');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\/factory\/floor\?q=%232$/, slow);
  await expect(page.getByTestId('floor-job')).toHaveCount(1, slow);
  await page.getByRole('link', { name: 'No. 2 Kurta K-12 × 120' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'No. 2 · Kurta K-12 × 120' })).toBeVisible(slow);
  // The list has no script of its own, so the job's page is a full load: its forms are worked
  // once its script has started.
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, undefined, slow);
  const cutting = page.getByRole('region', { name: '1. Cutting' });
  const stitching = page.getByRole('region', { name: '2. Stitching' });

  // Cutting: only those who cut (or list no skills) are offered; given to Lakshmi.
  const cutters = cutting.getByLabel('Give to');
  await expect(cutters.locator('option')).toHaveText(['None (nobody yet)', 'Lakshmi', 'Ravi']);
  await expect(cutting.getByText('1 worker without it is not')).toBeVisible();
  await expect(cutting.getByText('credited to None, which pays no one')).toBeVisible();
  await expectAccessible(page);
  await fitsAPhone(page);
  await cutters.selectOption({ label: 'Lakshmi' });
  await cutting.getByRole('button', { name: 'Assign' }).click();
  await expect(cutting.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await expect(cutting.getByRole('status')).toHaveText('Cutting is now Lakshmi’s.', slow);
  await expect(cutting.getByRole('link', { name: 'Lakshmi' })).toBeVisible();

  // The quantity comes filled in with the job's; what it credits follows what is typed.
  const pieces = cutting.getByLabel('Pieces done');
  await expect(pieces).toHaveValue('120');
  await expect(cutting.getByText('Credits ₹1,500.00 (120 × ₹12.50)')).toBeVisible();
  await pieces.fill('100');
  await expect(cutting.getByText('Credits ₹1,250.00 (100 × ₹12.50)')).toBeVisible();
  await cutting.getByRole('button', { name: 'Done' }).click();
  await expect(cutting.getByRole('status')).toHaveText('Done: ₹1,250.00 credited to Lakshmi.', slow);
  await expect(cutting).toContainText('100 pieces · earned ₹1,250.00');
  await expect(cutting.getByRole('button', { name: 'Done' })).toHaveCount(0);

  // Stitching to Meena, completed; the answer is lost on its way back after the factory recorded it.
  await stitching.getByLabel('Give to').selectOption({ label: 'Meena' });
  await stitching.getByRole('button', { name: 'Assign' }).click();
  await expect(stitching.getByRole('status')).toHaveText('Stitching is now Meena’s.', slow);
  let reached = 0;
  await page.route(
    (url) => url.pathname === `/factory/floor/jobs/${job._id}` && url.search === '?/complete',
    async (route) => {
      reached += 1;
      await route.fetch(); // the server recorded it ...
      await route.abort('connectionreset'); // ... and its answer never arrived
    },
    { times: 1 },
  );
  await expect(stitching.getByText('Credits ₹2,400.00 (120 × ₹20.00)')).toBeVisible();
  await stitching.getByRole('button', { name: 'Done' }).click();
  await expect(stitching.getByRole('alert')).toContainText('The answer did not arrive', slow);
  expect(reached).toBe(1);
  await expect(stitching.getByRole('button', { name: 'Done' })).toBeEnabled();
  await stitching.getByRole('button', { name: 'Done' }).click();
  await expect(stitching.getByRole('status')).toHaveText(
    'Already recorded — credited once: ₹2,400.00 to Meena.',
    slow,
  );
  await expectAccessible(page);
  await fitsAPhone(page);
  if (process.env.SCREENSHOTS === 'docs')
    await page.screenshot({ path: screenshotPath('factory-floor-job-390.png'), fullPage: true });

  // Meena's page: credited once.
  await stitching.getByRole('link', { name: 'Meena' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meena' })).toBeVisible(slow);
  await expect(page.getByTestId('worker-balance')).toHaveText('₹2,400.00');
  await expect(page.getByTestId('worker-lines').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('worker-lines')).toContainText(
    'Stitching · No. 2 · Kurta K-12 · 120 × ₹20.00',
  );
  await expect(page.getByTestId('worker-lines')).toContainText('+₹2,400.00');
  await expectAccessible(page);
  await fitsAPhone(page);
  token = await signIn();
  const meena = await call<{ balance: number }>('GET', `/worker/${stitcher._id}`);
  expect(meena.balance).toBe(2400);
  if (process.env.SCREENSHOTS === 'docs')
    await page.screenshot({ path: screenshotPath('factory-floor-worker-390.png'), fullPage: true });

  // Lakshmi's page: her credit for the 100 pieces.
  await page.goto(`/factory/floor/workers/${cutter._id}`);
  await expect(page.getByTestId('worker-balance')).toHaveText('₹1,250.00', slow);
  await cdp.send('Network.emulateNetworkConditions', {
    ...SLOW_3G,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  if (process.env.SCREENSHOTS === 'docs') {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/factory/floor/jobs/${job._id}`);
    await page.screenshot({ path: screenshotPath('factory-floor-job-1280.png'), fullPage: true });
  }

  // Without JavaScript: Checking given to Meena and recorded, each form answered by a redirect.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: platform.web,
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(`/factory/floor/jobs/${job._id}`);
  const checking = noScript.getByRole('region', { name: '3. Checking' });
  await checking.getByLabel('Give to').selectOption({ label: 'Meena' });
  await checking.getByRole('button', { name: 'Assign' }).click();
  await expect(noScript).toHaveURL(new RegExp(`/factory/floor/jobs/${job._id}\\?step=3&assigned=1#step-3$`));
  await expect(checking.getByRole('status')).toHaveText('Checking is now Meena’s.');
  await checking.getByLabel('Pieces done').fill('1,000');
  await checking.getByRole('button', { name: 'Done' }).click();
  await expect(checking.getByText('At most the job’s 120 pieces')).toBeVisible();
  await checking.getByLabel('Pieces done').fill('120');
  await checking.getByRole('button', { name: 'Done' }).click();
  await expect(checking.getByRole('status')).toHaveText('Done: ₹210.00 credited to Meena.');
  await expect(noScript).toHaveURL(/done=1/);
  await plain.close();

  token = await signIn();
  const after = await call<{ balance: number }>('GET', `/worker/${stitcher._id}`);
  expect(after.balance).toBe(2610);
});
