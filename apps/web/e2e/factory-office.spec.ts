import type { Page } from '@playwright/test';
import { FACTORY_PASSWORD, factoryToken, scriptShipped } from './factory-api';
import { newFactoryCustomer, setFactoryPassword } from './factory-first-day';
import { expect, expectAccessible, type Platform, screenshotPath, test } from './fixtures';

// The accessibility scan injects axe-core as a script, which the app's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

async function fitsAPhone(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `width of ${page.url()}`,
  ).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width, height: 900 });
}

async function checkPage(page: Page): Promise<void> {
  await expectAccessible(page);
  await fitsAPhone(page);
}

async function screenshots(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== 'docs') return;
  await page.screenshot({ path: screenshotPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The starter plan lets a tenant's people make 100 requests a minute together, fewer than this
 * test's pages make at a machine's pace (each page asks the factory two to five times): before
 * each part, the rest of the window is waited out when fewer than `needed` are left.
 */
async function requestsLeft(platform: Platform, owner: string, needed = 70): Promise<void> {
  const token = await factoryToken(platform, owner);
  const answer = await fetch(`${platform.factory}/tenant/limits`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const remaining = Number(answer.headers.get('x-ratelimit-remaining') ?? '100');
  const reset = Number(answer.headers.get('x-ratelimit-reset') ?? '0');
  if (remaining < needed) await new Promise((done) => setTimeout(done, (reset + 1) * 1000));
}

/** Factory users added through the factory's API. */
async function addUsersThroughApi(platform: Platform, owner: string, people: readonly [string, string][]) {
  const token = await factoryToken(platform, owner);
  for (const [name, email] of people) {
    const answer = await fetch(`${platform.factory}/auth/signup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, password: 'User-password-1', passwordConfirm: 'User-password-1' }),
    });
    if (answer.status !== 201) throw new Error(`signup of ${email}: ${answer.status} ${await answer.text()}`);
  }
}

/** The article form filled: the name, the colour chosen, every other attribute given a value. */
async function addArticle(page: Page, name: string, colour: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Add an article' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Colour').selectOption(colour);
  for (const select of await form.locator('select[name^="attr."]:not([name="attr.colour"])').all()) {
    const first = await select.locator('option:not([value=""])').first().getAttribute('value');
    await select.selectOption(first ?? '');
  }
  for (const input of await form.locator('input[name^="attr."]').all()) await input.fill('M');
  await form.locator('input[name^="rate."]').first().fill('6.50');
  await form.getByRole('button', { name: 'Add article' }).click();
  await expect(form.getByRole('status')).toHaveText(`${name} is added.`);
}

test('the office: workers, master data as the article form’s choices, jobs found, users within the plan, and the audit log of it all', async ({
  page,
  platform,
  browser,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  const customer = await newFactoryCustomer(platform, 'garment');
  await page.setViewportSize({ width: 1280, height: 900 });
  await setFactoryPassword(page, customer, FACTORY_PASSWORD);

  // The navigation names every office page.
  const nav = page.getByRole('navigation', { name: 'Factory' });
  for (const name of ['Floor', 'Workers', 'Articles', 'Master data', 'Jobs', 'Reports', 'Users', 'Audit log'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

  await requestsLeft(platform, customer.email);
  // Workers: two added, found by name and by skill, one edited; each leads to its ledger.
  await nav.getByRole('link', { name: 'Workers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workers' })).toBeVisible();
  const meena = `Meena ${stamp}`;
  const ravi = `Ravi ${stamp}`;
  const addWorker = page.getByRole('region', { name: 'Add a worker' });
  for (const [name, skills] of [
    [meena, 'Cutting, Stitching'],
    [ravi, 'Packing'],
  ] as const) {
    await addWorker.getByLabel('Name').fill(name);
    await addWorker.getByLabel('Skills').fill(skills);
    await addWorker.getByRole('button', { name: 'Add worker' }).click();
    await expect(addWorker.getByRole('status')).toHaveText(`${name} is added.`);
  }
  await expect(page.getByTestId('worker-limit')).toHaveText('Your plan: 2 of 50 workers.');
  const finder = page.getByRole('search', { name: 'Find workers' });
  await finder.getByLabel('Name').fill('meena');
  await finder.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]q=meena/);
  const workers = page.getByTestId('worker-list').getByRole('listitem');
  await expect(workers).toHaveCount(1);
  await expect(workers.first()).toContainText(meena);
  await page.goto('/factory/workers?skill=Packing');
  await expect(workers).toHaveCount(1);
  await expect(workers.first()).toContainText(ravi);
  await page.getByRole('link', { name: `Edit ${ravi}` }).click();
  const editWorker = page.getByRole('region', { name: `Edit ${ravi}` });
  await expect(editWorker.getByLabel('Skills')).toHaveValue('Packing');
  await editWorker.getByLabel('Skills').fill('Packing, Ironing');
  await editWorker.getByLabel('Phone').fill('+91 98765 43210');
  await editWorker.getByRole('button', { name: 'Save worker' }).click();
  await expect(editWorker.getByRole('status')).toHaveText(`${ravi} is saved.`);
  await page.goto('/factory/workers');
  await expect(page.getByTestId('worker-list')).toContainText('Packing, Ironing');
  await expect(page.getByTestId('worker-list')).toContainText('+91 98765 43210');
  const ledgerHref = await page.getByRole('link', { name: ravi, exact: true }).getAttribute('href');
  expect(ledgerHref).toMatch(/^\/factory\/workers\/[0-9a-f-]{36}$/);
  await page.goto('/factory/workers?q=nobody-here');
  await expect(page.getByText('No worker matches')).toBeVisible();
  await checkPage(page);

  await requestsLeft(platform, customer.email);
  // Master data: colours added (two at once) and one taken out again.
  await nav.getByRole('link', { name: 'Master data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Master data' })).toBeVisible();
  const colours = page.getByRole('region', { name: 'Colour' });
  await colours.getByLabel('Add to Colour').fill('Indigo, Maroon, Saffron');
  await colours.getByRole('button', { name: 'Add' }).click();
  await expect(colours.getByRole('status')).toHaveText('Indigo, Maroon, Saffron are in Colour.');
  await colours.getByRole('button', { name: 'Remove Maroon from Colour' }).click();
  await expect(colours.getByRole('status')).toHaveText('Maroon is removed from Colour.');
  await expect(colours.getByRole('list', { name: 'Values of Colour' }).getByRole('listitem')).toHaveText([
    'Indigo ✕',
    'Saffron ✕',
  ]);
  await checkPage(page);

  await requestsLeft(platform, customer.email);
  // Articles: the colours are the form's choices; an article found by its colour.
  await nav.getByRole('link', { name: 'Articles' }).click();
  const colourChoice = page.getByRole('region', { name: 'Add an article' }).getByLabel('Colour');
  await expect(colourChoice.locator('option')).toHaveText(['Choose…', 'Indigo', 'Saffron']);
  const kurta = `Kurta ${stamp}`;
  const dupatta = `Dupatta ${stamp}`;
  await addArticle(page, kurta, 'Indigo');
  await addArticle(page, dupatta, 'Saffron');
  const articleFinder = page.getByRole('search', { name: 'Find articles' });
  await articleFinder.getByLabel('Colour').selectOption('Saffron');
  await articleFinder.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('article-list').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('article-list')).toContainText(dupatta);
  await checkPage(page);

  await requestsLeft(platform, customer.email);
  // Jobs: two created, found by status, by number and by article.
  await nav.getByRole('link', { name: 'Jobs' }).click();
  const createJob = page.getByRole('region', { name: 'Create a job' });
  for (const [article, quantity] of [
    [kurta, '1,200'],
    [dupatta, '40'],
  ] as const) {
    await createJob.getByLabel('Article').selectOption({ label: article });
    await createJob.getByLabel('Quantity (pieces)').fill(quantity);
    await createJob.getByRole('button', { name: 'Create job' }).click();
    await expect(createJob.getByRole('status')).toHaveText(
      `A job of ${quantity === '40' ? '40' : '1,200'} pieces is created.`,
    );
  }
  const jobs = page.getByTestId('job-list').locator(':scope > li');
  await expect(jobs).toHaveCount(2);
  await expect(jobs.first()).toContainText('Job 2');
  await expect(jobs.first()).toContainText(`${dupatta} × 40`);
  await expect(jobs.first()).toContainText('0 of 5 steps done');
  await expect(jobs.nth(1)).toContainText(`${kurta} × 1,200`);
  const jobFinder = page.getByRole('search', { name: 'Find jobs' });
  await jobFinder.getByLabel('Job number or article').fill('kurta');
  await jobFinder.getByRole('button', { name: 'Apply' }).click();
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText(kurta);
  await page.goto('/factory/jobs?q=%232');
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText(dupatta);
  await page.goto('/factory/jobs?status=active');
  await expect(jobs).toHaveCount(2);
  await expect(page.getByRole('search', { name: 'Find jobs' }).getByLabel('Status')).toHaveValue('active');
  await page.goto('/factory/jobs?status=completed');
  await expect(page.getByText('No job matches')).toBeVisible();
  await checkPage(page);
  await page.goto('/factory/jobs');
  await checkPage(page);
  await screenshots(page, 'factory-office-jobs');

  await requestsLeft(platform, customer.email);
  // Users: one added and removed after the question; the owner has no remove button.
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByTestId('user-limit')).toHaveText('Your plan: 1 of 5 users.');
  const users = page.getByTestId('user-list').getByRole('listitem');
  await expect(users).toHaveCount(1);
  await expect(users.first()).toContainText('(you)');
  await expect(users.first().getByRole('button')).toHaveCount(0);
  const priya = `Priya ${stamp}`;
  const addUser = page.getByRole('region', { name: 'Add a user' });
  await expect(addUser).toContainText('No mail is sent');
  await addUser.getByLabel('Name').fill(priya);
  await addUser.getByLabel('E-mail address').fill(`priya-${stamp}@example.com`);
  await addUser.getByLabel('First password').fill('Priya-password-1');
  await addUser.getByLabel('The password again').fill('Priya-password-1');
  await addUser.getByRole('button', { name: 'Add user' }).click();
  await expect(addUser.getByRole('status')).toContainText(`${priya} is added`);
  await expect(users).toHaveCount(2);
  await expect(page.getByTestId('user-limit')).toHaveText('Your plan: 2 of 5 users.');
  await page.getByRole('button', { name: `Remove ${priya}` }).click();
  const question = page.getByRole('alertdialog', { name: `Remove ${priya}?` });
  await question.getByRole('button', { name: 'Remove user' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${priya} is removed.` })).toBeVisible();
  await expect(users).toHaveCount(1);
  await checkPage(page);

  // The starter plan's five users reached: said before the form is sent, and the refusal's figures.
  await requestsLeft(platform, customer.email);
  await addUsersThroughApi(
    platform,
    customer.email,
    [1, 2, 3, 4].map((n) => [`Clerk ${n}`, `clerk-${n}-${stamp}@example.com`]),
  );
  await page.reload();
  await expect(page.getByTestId('user-limit')).toContainText('Your plan: 5 of 5 users. No more can be added');
  await addUser.getByLabel('Name').fill('One too many');
  await addUser.getByLabel('E-mail address').fill(`extra-${stamp}@example.com`);
  await addUser.getByLabel('First password').fill('Extra-password-1');
  await addUser.getByLabel('The password again').fill('Extra-password-1');
  await addUser.getByRole('button', { name: 'Add user' }).click();
  await expect(addUser.getByRole('alert')).toContainText(
    'Your plan allows 5 users and 5 are in use: the user was not added.',
  );
  await expect(addUser.getByLabel('Name')).toHaveValue('One too many');
  await checkPage(page);
  await screenshots(page, 'factory-office-users');
  // An office page ships at most 150 KiB of script (gzip); the users page, with its dialog, is the heaviest.
  expect((await scriptShipped(page, '/factory/users')).total).toBeLessThanOrEqual(150 * 1024);

  await requestsLeft(platform, customer.email);
  // The audit log: each of those changes, newest first, found by action and by day.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = page.getByTestId('audit-list').getByRole('listitem');
  await expect
    .poll(
      async () => {
        await page.reload();
        const actions = await page
          .getByTestId('audit-list')
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-action')));
        return actions.includes('users.delete')
          ? 'removal recorded'
          : ((await page.locator('main').textContent()) ?? '').slice(0, 600);
      },
      { timeout: 60_000, intervals: [3_000], message: 'the removal in the audit log' },
    )
    .toBe('removal recorded');
  for (const action of [
    'worker.create',
    'worker.update',
    'master-data-values.create',
    'article.create',
    'job.create',
    'auth.signup',
  ])
    await expect(page.getByTestId('audit-list').locator(`[data-action="${action}"]`).first()).toBeVisible();
  await expect(entries.first()).toContainText('By Anand');
  const filter = page.getByRole('search', { name: 'Filter the audit log' });
  await filter.getByLabel('Action').selectOption('users.delete');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('User removed');
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await page.goto(`/factory/audit?action=job.create&from=${today}&to=${today}`);
  await expect(entries).toHaveCount(2);
  await page.goto('/factory/audit?from=2020-01-01&to=2020-01-31');
  await expect(page.getByText('Nothing in these dates or of this action')).toBeVisible();
  await page.goto('/factory/audit');
  await checkPage(page);

  // Without JavaScript: a value added to a list, and a removal asked on the page before it is made.
  await requestsLeft(platform, customer.email);
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: platform.web,
    storageState: await page.context().storageState(),
  });
  const plain = await bare.newPage();
  await plain.goto('/factory/master-data');
  const sizes = plain.getByRole('region', { name: 'Size' });
  await sizes.getByLabel('Add to Size').fill('XL');
  await sizes.getByRole('button', { name: 'Add' }).click();
  await expect(plain.getByRole('region', { name: 'Size' }).getByRole('status')).toHaveText('XL is in Size.');
  await plain.goto('/factory/users');
  await plain.getByRole('button', { name: 'Remove Clerk 4' }).click();
  const ask = plain.getByRole('region', { name: 'Remove Clerk 4?' });
  await expect(ask).toContainText('every session they have open ends now');
  await ask.getByRole('button', { name: 'Remove Clerk 4' }).click();
  await expect(plain.getByRole('status').filter({ hasText: 'Clerk 4 is removed.' })).toBeVisible();
  await expect(plain.getByTestId('user-list').getByRole('listitem')).toHaveCount(4);
  await bare.close();
});
