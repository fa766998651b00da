/**
 * The training administration in the browser, against the whole platform: the dashboard, a
 * course from draft to the public catalogue, an interest through the pipeline to a certificate,
 * taxonomies, the audit log, and who may not come in. Every page visited is scanned by axe.
 */
import { createHash } from 'node:crypto';
import { apiToken, expect, expectAccessible, type Platform, screenshotPath, signIn, test } from './fixtures';

const docs = screenshotPath;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** ALTCHA v1 as the service issues it: the number whose SHA-256 with the salt is the challenge. */
async function solvedChallenge(platform: Platform): Promise<string> {
  const answer = await fetch(`${platform.training}/challenge`);
  expect(answer.status).toBe(200);
  const challenge = (await answer.json()) as Challenge;
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('the challenge has no solution within its maxnumber');
}

/** An interest as a learner registers it on the public site (bot challenge solved). */
async function registerInterest(platform: Platform, name: string): Promise<{ courseTitle: string }> {
  const list = await fetch(`${platform.training}/courses?limit=1`);
  const course = ((await list.json()) as { data: { slug: string; title: string }[] }).data[0];
  if (!course) throw new Error('the demo catalogue has no published course');
  const created = await fetch(`${platform.training}/courses/${course.slug}/interest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      phone: '+91 98765 43210',
      organisation: 'Shakti Garments',
      challengeToken: await solvedChallenge(platform),
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return { courseTitle: course.title };
}

test('a visitor is sent to sign in, and a learner account is refused with 403', async ({
  page,
  platform,
}) => {
  await page.goto('/training/courses');
  await expect(page).toHaveURL(/\/login\?next=%2Ftraining%2Fcourses/);

  const email = `learner.${stamp()}@example.com`;
  const signup = await fetch(`${platform.identity}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Learner-pass-1' }),
  });
  expect(signup.status).toBe(200);
  await signIn(page, email, 'Learner-pass-1');
  const answer = await page.goto('/training');
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expectAccessible(page);
});

test('a course with taxonomies and a schedule is saved as a draft, published, found in the public catalogue, and archived', async ({
  page,
  browser,
  platform,
}) => {
  const title = `Boiler Safety Audit ${stamp()}`;
  await signIn(page, platform.admin.email, platform.admin.password);
  await page.goto('/training/courses');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'New course' }).click();
  await expect(page.getByRole('heading', { name: 'New course' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Title').fill(title);
  // The slug follows the title until it is edited.
  await expect(page.getByLabel('Address name (slug)')).toHaveValue(/^boiler-safety-audit-/);
  await page.getByLabel('Description').fill('Inspecting boilers under the Indian Boiler Regulations.');
  await page.getByLabel('Delivery mode').selectOption({ index: 1 });
  await page.getByLabel('Duration in days').fill('2');
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
  await page.getByRole('group', { name: 'Cities' }).getByRole('checkbox').first().check();
  await page.getByRole('group', { name: 'Associations' }).getByRole('checkbox').first().check();
  await page.getByLabel('Session 1: start').fill('2027-02-15');
  await page.getByLabel('City').first().selectOption({ index: 1 });
  await page.getByLabel('Seats').first().fill('24');
  await page.getByRole('button', { name: 'Add a session' }).click();
  await page.getByLabel('Session 2: start').fill('2027-03-10');
  await page.getByLabel('Seats').nth(1).fill('18');
  await page.getByRole('button', { name: 'Save as draft' }).click();

  await expect(page).toHaveURL(/\/training\/courses\/[0-9a-f-]{36}\?saved=created/);
  await expect(page.getByText('The course is saved as a draft.')).toBeVisible();
  await expect(page.getByLabel('Session 2: start')).toHaveValue('2027-03-10');
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The course is published')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  const courseId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const slug = await page.getByLabel('Address name (slug)').inputValue();
  await page.goto(`/courses?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // An anonymous visitor's page is kept for a few seconds: a change made behind the app's back
  // (here through the API) shows once it expires, ...
  const visitor = await browser.newPage({ baseURL: platform.web });
  await visitor.goto(`/courses/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const archivedByApi = await fetch(`${platform.training}/courses/bulk`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${await apiToken(platform)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids: [courseId], updates: { status: 'archived' } }),
  });
  expect(archivedByApi.status, await archivedByApi.clone().text()).toBe(200);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // ... and a change made through the app shows at once.
  await page.goBack();
  await page.reload();
  await page.getByRole('button', { name: 'Re-activate' }).click();
  await expect(page.getByText('The course is active and published again.')).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('The course is archived')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-activate' })).toBeVisible();
  const archived = await visitor.reload();
  expect(archived?.status()).toBe(404);
  await visitor.close();

  // A second course with the same slug is refused beside the slug.
  await page.goto('/training/courses/new');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.locator('#slug-error')).toHaveText(/Another course has this address name/);
  await expectAccessible(page);
});

test('an interest is contacted, converted into an enrollment, confirmed and completed with a certificate; the audit log shows it', async ({
  page,
  platform,
}) => {
  const name = `Asha Verma ${stamp()}`;
  const { courseTitle } = await registerInterest(platform, name);
  await signIn(page, platform.admin.email, platform.admin.password);

  await page.goto('/training/interests?status=new');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText(courseTitle);
  await expectAccessible(page);
  await card.getByRole('button', { name: `Mark contacted: ${name}` }).click();
  await expect(card).toHaveCount(0); // it left the "new" stage

  await page.goto('/training/interests?status=contacted');
  const contacted = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await contacted.getByText('Convert into enrollment').click();
  await expect(contacted.getByLabel("Learner's name")).toHaveValue(name);
  await expect(contacted.getByLabel('Organisation')).toHaveValue('Shakti Garments');
  await contacted.getByLabel('Scheduled date').fill('2027-02-15');
  await expectAccessible(page);
  await contacted.getByRole('button', { name: 'Create the enrollment' }).click();
  await expect(page.getByText(`${name} is enrolled (pending)`)).toBeVisible();

  await page.goto('/training/interests?status=converted');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })).toContainText(
    'Converted',
  );

  await page.goto('/training/enrollments?status=pending');
  const row = page.getByRole('row').filter({ hasText: name });
  await expectAccessible(page);
  await row.getByRole('button', { name: `Confirm: ${name}` }).click();
  await page.goto('/training/enrollments?status=confirmed');
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Complete and certify: ${name}` })
    .click();
  await expect(page.getByText(/Certificate TC-\d{4}-[0-9A-Z]{16} is issued/)).toBeVisible();
  await page.goto('/training/enrollments?status=completed');
  const certificate = page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: /^TC-\d{4}-/ });
  await expect(certificate).toHaveAttribute('href', /^\/verify\/TC-\d{4}-[0-9A-Z]{16}$/);

  await page.goto('/training/audit?entity_type=enrollment');
  await expect(page.getByRole('cell', { name: /enrollment: create/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /enrollment: status/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/training/audit?action=interest.status');
  await expect(page.getByRole('cell', { name: /interest: status/ }).first()).toBeVisible();
  await page.goto('/training/audit?action=course.create');
  // In the log itself: the header names the signed-in administrator too.
  await expect(page.getByRole('main').getByText(platform.admin.email).first()).toBeVisible();
});

test('cancelling an enrollment asks first, and a cancelled enrollment offers no move', async ({
  page,
  platform,
}) => {
  const name = `Ravi Iyer ${stamp()}`;
  await registerInterest(platform, name);
  await signIn(page, platform.admin.email, platform.admin.password);
  await page.goto('/training/interests?status=new');
  await page.getByRole('button', { name: `Mark contacted: ${name}` }).click();
  await page.goto('/training/interests?status=contacted');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await card.getByText('Convert into enrollment').click();
  await card.getByRole('button', { name: 'Create the enrollment' }).click();
  await expect(page.getByText(`${name} is enrolled (pending)`)).toBeVisible();

  await page.goto('/training/enrollments?status=pending');
  await page.getByRole('button', { name: `Cancel: ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This is final');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Pending');
  await page.getByRole('button', { name: `Cancel: ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.goto('/training/enrollments?status=cancelled');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('a taxonomy item is added and deleted; one in use is refused', async ({ page, platform }) => {
  const name = `Fire Safety ${stamp()}`;
  await signIn(page, platform.admin.email, platform.admin.password);
  await page.goto('/training/taxonomies');
  await expectAccessible(page);
  const categories = page.getByRole('region', { name: /^Categories/ });
  await categories.getByLabel('Name').last().fill(name);
  await categories.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(categories.getByText(`“${name}” is added.`)).toBeVisible();
  const item = categories.getByRole('listitem').filter({ hasText: name });
  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Delete the category “${name}”?`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(categories.getByText(`“${name}” is deleted.`)).toBeVisible();
  await expect(categories.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // The demo courses use every seeded category.
  const used = categories.getByRole('listitem').first();
  await used.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(categories.getByRole('alert')).toContainText('In use by a course');

  await page.goto('/training/audit?entity_type=taxonomy');
  await expect(page.getByRole('cell', { name: /taxonomy: delete/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('the other lists render with their filters in the URL', async ({ page, platform }) => {
  await signIn(page, platform.admin.email, platform.admin.password);
  for (const path of [
    '/training/enquiries?status=new',
    '/training/plans',
    '/training/courses?status=archived',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  // A record that does not exist is answered inside the administration's shell.
  const missing = await page.goto('/training/courses/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This record does not exist' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administration' }).first()).toBeAttached();
  await expectAccessible(page);
});

// Last, so that the dashboard shows what the other tests made (a recent interest).
test('the dashboard shows the counts and the chart, with a text alternative', async ({
  page,
  platform,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, platform.admin.email, platform.admin.password);
  // The chart is drawn by the server: without JavaScript it is there, its numbers beside its bars.
  const withoutScripts = await browser.newContext({
    baseURL: platform.web,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await withoutScripts.newPage();
  await plain.goto('/training');
  await expect(plain.locator('figure li').first()).toHaveText(/^\s*Published\s*\d/);
  await expect(plain.locator('figure [data-bar]')).toHaveCount(5);
  await withoutScripts.close();
  // A super-admin holds every product, so signing in lands on the chooser (/), not here.
  await page.goto('/training');
  await expect(page).toHaveURL(/\/training$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\d/ }).first()).toBeVisible();
  // The bars are as long as their counts are large (the largest fills its track), and the
  // numbers are in a table for screen readers.
  const bars = await page.locator('figure li').evaluateAll((items) =>
    items.map((item) => ({
      value: Number((item.querySelector('.value')?.textContent ?? '').replace(/\D/g, '')),
      width: item.querySelector('[data-bar]')?.getBoundingClientRect().width ?? 0,
      track: item.querySelector('[data-bar]')?.parentElement?.getBoundingClientRect().width ?? 0,
    })),
  );
  const largest = Math.max(...bars.map((bar) => bar.value));
  for (const bar of bars) {
    expect(bar.width).toBeCloseTo(bar.value > 0 ? Math.max(2, (bar.track * bar.value) / largest) : 0, 0);
  }
  await expect(page.getByRole('table', { name: 'Courses and pipeline' })).toBeAttached();
  await expectAccessible(page);
  // No tooltip in the picture: the pointer rests outside the chart.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: docs('admin-dashboard-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('figure [data-bar]').first()).toBeVisible();
  // On a phone the sections fold into a menu.
  await page.getByText('Menu', { exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Courses' }),
  ).toBeVisible();
  await page.getByText('Menu', { exact: true }).click();
  await expectAccessible(page);
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: docs('admin-dashboard-phone.png'), fullPage: true });
});
