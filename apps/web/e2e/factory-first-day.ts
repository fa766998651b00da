/**
 * A factory administrator's first day, as the factory's pages lead it: from `/factory`, a worker
 * added, an article added (every attribute of the tenant's configuration filled, choices taken
 * from their lists) and a job created of it, each seen in its list afterwards. Works for any
 * tenant's configuration, so a spec that sets up a tenant of its own can call it.
 */
import { readMailbox } from '@platform/kernel/mail';
import { expect, type Page } from '@playwright/test';

export async function firstDay(page: Page): Promise<void> {
  const stamp = Date.now().toString(36);
  const worker = `Lakshmi ${stamp}`;
  const article = `Style ${stamp}`;

  await page.goto('/factory');
  await expect(page.getByRole('heading', { name: 'Your first day' })).toBeVisible();

  // A worker.
  await page.getByRole('link', { name: 'Add your workers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workers' })).toBeVisible();
  const addWorker = page.getByRole('region', { name: 'Add a worker' });
  await addWorker.getByLabel('Name').fill(worker);
  await addWorker.getByLabel('Skills').fill('Cutting, Packing');
  await addWorker.getByRole('button', { name: 'Add worker' }).click();
  await expect(addWorker.getByRole('status')).toHaveText(`${worker} is added.`);
  await expect(page.getByTestId('worker-list')).toContainText(worker);
  await expect(page.getByTestId('worker-list')).toContainText('Cutting, Packing');

  // An article: every attribute the tenant describes its articles by, and a rate for the first paid step.
  await page.goto('/factory');
  await page.getByRole('link', { name: 'Add an article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  const addArticle = page.getByRole('region', { name: 'Add an article' });
  await addArticle.getByLabel('Name', { exact: true }).fill(article);
  for (const select of await addArticle.locator('select[name^="attr."]').all()) {
    const first = await select.locator('option:not([value=""])').first().getAttribute('value');
    await select.selectOption(first ?? '');
  }
  for (const input of await addArticle.locator('input[name^="attr."]').all()) {
    const numeric = (await input.getAttribute('inputmode')) === 'decimal';
    await input.fill(numeric ? '8' : `Value ${stamp}`);
  }
  const rate = addArticle.locator('input[name^="rate."]').first();
  if ((await rate.count()) > 0) await rate.fill('12.50');
  await addArticle.getByRole('button', { name: 'Add article' }).click();
  await expect(addArticle.getByRole('status')).toHaveText(`${article} is added.`);
  await expect(page.getByTestId('article-list')).toContainText(article);

  // A job of it.
  await page.goto('/factory');
  await page.getByRole('link', { name: 'Create a job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const createJob = page.getByRole('region', { name: 'Create a job' });
  await createJob.getByLabel('Article').selectOption({ label: article });
  await createJob.getByLabel('Quantity (pieces)').fill('120');
  await createJob.getByRole('button', { name: 'Create job' }).click();
  await expect(createJob.getByRole('status')).toHaveText('A job of 120 pieces is created.');
  await expect(
    page
      .getByTestId('job-list')
      .getByRole('listitem')
      .filter({ hasText: `${article} × 120` }),
  ).toHaveCount(1);

  // The checklist says all three are done.
  await page.goto('/factory');
  await expect(page.getByText('· done')).toHaveCount(3);
}

/** A customer who bought the factory through the portal, paid in the sandbox, and was provisioned. */
export interface FactoryCustomer {
  readonly organisation: string;
  readonly slug: string;
  readonly tenantId: string;
  readonly email: string;
  /** The platform (identity) password chosen at sign-up; the factory's is set from its mail. */
  readonly password: string;
  /** The factory's set-password link, as mailed once the tenant was provisioned. */
  readonly setPasswordLink: string;
}

interface Arrange {
  readonly portal: string;
  readonly identity: string;
  readonly mailDir: string;
}

async function portalCall(url: string, init: RequestInit): Promise<unknown> {
  const answer = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body: unknown = await answer.json().catch(() => null);
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${answer.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A tenant set up as a customer would through the portal's API: sign-up (the unit's kind given),
 * the sandbox checkout paid by the new administrator, provisioning awaited until the factory's
 * set-password mail arrives in the mail folder.
 */
export async function newFactoryCustomer(
  platform: Arrange,
  unitKind: 'garment' | 'footwear' | 'other',
  name = 'Anand',
): Promise<FactoryCustomer> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const organisation = `Chennai Soles ${stamp}`;
  const email = `owner-${stamp}@example.com`;
  const password = 'Platform-password-1';
  const signedUp = (await portalCall(`${platform.portal}/tenants/signup`, {
    method: 'POST',
    body: JSON.stringify({
      organizationName: organisation,
      email,
      password,
      app: 'factory',
      plan: 'starter',
      unitKind,
      name,
    }),
  })) as { data: { tenant: { id: string; slug: string } } };
  const { id: tenantId, slug } = signedUp.data.tenant;

  const token = await fetch(`${platform.identity}/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  await portalCall(`${platform.portal}/sandbox/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ outcome: 'success' }),
  });

  let setPasswordLink = '';
  await expect
    .poll(
      async () => {
        const mail = (await readMailbox(platform.mailDir)).find(
          (m) => m.to.includes(email) && /factory account/i.test(m.subject),
        );
        setPasswordLink = mail?.text.match(/https?:\/\/\S+\/reset-password\/[^\s>)"]+/)?.[0] ?? '';
        return setPasswordLink;
      },
      { timeout: 90_000, message: `the factory's set-password mail to ${email}` },
    )
    .not.toBe('');
  return { organisation, slug, tenantId, email, password, setPasswordLink };
}

/** Chooses the factory password through the mailed link; the link ends signed in on `/factory`. */
export async function setFactoryPassword(
  page: Page,
  customer: FactoryCustomer,
  password: string,
): Promise<void> {
  await page.goto(new URL(customer.setPasswordLink).pathname);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('The password again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL(/\/factory\?password-set=1$/);
}
