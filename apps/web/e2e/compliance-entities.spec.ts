/**
 * The compliance workspace's entities in the browser, against the whole platform: the list
 * (empty, searched and filtered with its state in the address, no match), an entity created in
 * the page and others through the API; two people editing one entity at once (the second sees
 * the conflict field by field, keeps both edits, and the stored entity has both), the first
 * person's open page showing the second's change live; the same conflict resolved with
 * JavaScript off; a PAN change asked to be confirmed; another organisation's entity and a
 * malformed id as the 404 page; and the Free plan's one entity explained before anyone tries
 * and when the service refuses. Every page visited is scanned by axe, and read at 390 px
 * without scrolling sideways.
 */
import type { Browser, Page } from '@playwright/test';
import { apiToken, expect, expectAccessible, type Platform, screenshotPath, signIn, test } from './fixtures';

// axe is injected as a script of its own, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function complianceApi(): string {
  const url = process.env.E2E_COMPLIANCE_URL;
  if (!url)
    throw new Error('E2E_COMPLIANCE_URL is not set: run the browser tests with npm run test:e2e -w apps/web');
  return `${url}/api/v1`;
}

interface Account {
  email: string;
  password: string;
  token: string;
}

async function call(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${complianceApi()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * A practice on the Starter plan (five entities): self-signup puts every organisation on Free,
 * so the platform's super-administrator creates the organisation on Starter and its
 * administrator, as an operator does for a paying customer.
 */
async function starterPractice(platform: Platform): Promise<Account> {
  const id = stamp();
  const admin = await apiToken(platform);
  const tenant = await call(admin, 'POST', '/tenants', {
    name: `Iyer & Rao Associates ${id}`,
    entityType: 'LLP',
    subscriptionPlan: 'STARTER',
  });
  expect(tenant.status, await tenant.clone().text()).toBe(201);
  const tenantId = ((await tenant.json()) as { data: { id: string } }).data.id;
  const account = { email: `partner.${id}@example.com`, password: 'Practice-pass-1' };
  const user = await call(admin, 'POST', '/users', {
    ...account,
    name: 'Lakshmi Iyer',
    role: 'admin',
    tenantId,
  });
  expect(user.status, await user.clone().text()).toBe(201);
  return { ...account, token: await apiToken(platform, account.email, account.password) };
}

/** A practice that signs up in public: the Free plan, one entity. */
async function freePractice(platform: Platform): Promise<Account> {
  const id = stamp();
  const account = { email: `owner.${id}@example.com`, password: 'Compliance-pass-1' };
  const answer = await fetch(`${complianceApi()}/tenants/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      organizationName: `Lakshmi Traders ${id}`,
      entityType: 'PRIVATE_LIMITED',
      ...account,
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return { ...account, token: await apiToken(platform, account.email, account.password) };
}

interface Entity {
  id: string;
  tenantId: string;
  name: string;
  version: number;
  profileData: Record<string, unknown>;
}

async function createEntity(account: Account, body: Record<string, unknown>): Promise<Entity> {
  const answer = await call(account.token, 'POST', '/entities', body);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { data: Entity }).data;
}

async function readEntity(account: Account, id: string): Promise<Entity> {
  const answer = await call(account.token, 'GET', `/entities/${id}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Entity }).data;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** Nothing wider than the window: the page reads at 390 px without scrolling sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** axe at the desk, then the same page at phone width: accessible and nothing sideways. */
async function checkBothWidths(page: Page, shot?: string): Promise<void> {
  await page.setViewportSize(DESK);
  await expectAccessible(page);
  if (shot) await shoot(page, `${shot}-desktop.png`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  if (shot) await shoot(page, `${shot}-phone.png`);
  await page.setViewportSize(DESK);
}

async function signedInContext(
  browser: Browser,
  platform: Platform,
  account: Account,
  javaScriptEnabled = true,
) {
  const context = await browser.newContext({
    baseURL: platform.web,
    bypassCSP: true,
    javaScriptEnabled,
    viewport: DESK,
  });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { context, page };
}

const rowNames = (page: Page) =>
  page.getByRole('region', { name: 'Entities', exact: true }).locator('tbody tr td:first-child a');

test('the list: empty, an entity created in the page, search and filters kept in the address, no match', async ({
  page,
  platform,
}) => {
  test.setTimeout(150_000);
  const practice = await starterPractice(platform);
  await page.setViewportSize(DESK);
  await signIn(page, practice.email, practice.password);

  await page.goto('/compliance/entities');
  await expect(page.getByText('No entities yet')).toBeVisible();
  await checkBothWidths(page);

  await page.getByRole('link', { name: 'Create the first entity' }).click();
  await expect(page).toHaveURL(/\/compliance\/entities\/new$/);
  await expect(page.getByTestId('plan-usage')).toHaveText('Your Starter plan allows 5 entities; you have 0.');
  await checkBothWidths(page);
  // A malformed PAN is said beside its field, and what was typed stays.
  await page.getByLabel('Name', { exact: true }).fill('Nirmal Foods Private Limited');
  await page.getByLabel('Legal form').selectOption('PRIVATE_LIMITED');
  await page.getByLabel('PAN (optional)').fill('AAECN12');
  await page.getByRole('button', { name: 'Create entity' }).click();
  await expect(page.locator('#pan-error')).toContainText('5 letters, 4 digits and a letter');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nirmal Foods Private Limited');
  await page.getByLabel('PAN (optional)').fill('aaecn1234f');
  await page.getByRole('button', { name: 'Create entity' }).click();
  await expect(page).toHaveURL(/\/compliance\/entities\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nirmal Foods Private Limited');
  await expect(page.getByTestId('value-pan')).toHaveText('AAECN1234F');

  await createEntity(practice, {
    name: 'Kaveri Textiles LLP',
    entityType: 'LLP',
    profileData: { pan: 'AAKFK4321L', gstin: '29AAKFK4321L1Z2' },
  });
  await createEntity(practice, {
    name: 'Sahyadri Polymers Limited',
    entityType: 'PUBLIC_LIMITED',
    isListed: true,
    profileData: { cin: 'L25209MH1998PLC112233' },
  });
  await createEntity(practice, { name: 'Ganga Seva Trust', entityType: 'TRUST' });

  await page.goto('/compliance/entities');
  await expect(rowNames(page)).toHaveText([
    'Ganga Seva Trust',
    'Kaveri Textiles LLP',
    'Nirmal Foods Private Limited',
    'Sahyadri Polymers Limited',
  ]);
  await checkBothWidths(page, 'compliance-entities');

  // Part of a name; the form is a GET form, its empty fields left out of the address.
  await page.getByLabel('Search', { exact: true }).fill('kaveri');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/compliance\/entities\?search=kaveri$/);
  await expect(rowNames(page)).toHaveText(['Kaveri Textiles LLP']);

  // The beginning of a PAN, of a CIN.
  await page.getByLabel('Search', { exact: true }).fill('AAECN');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?search=AAECN$/);
  await expect(rowNames(page)).toHaveText(['Nirmal Foods Private Limited']);
  await page.goto('/compliance/entities?search=L25209');
  await expect(rowNames(page)).toHaveText(['Sahyadri Polymers Limited']);

  // Legal form, listing.
  await page.goto('/compliance/entities');
  await page.getByLabel('Legal form').selectOption('TRUST');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?entityType=TRUST$/);
  await expect(rowNames(page)).toHaveText(['Ganga Seva Trust']);
  await page.getByLabel('Legal form').selectOption('');
  await page.getByLabel('Listing').selectOption('true');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?isListed=true$/);
  await expect(rowNames(page)).toHaveText(['Sahyadri Polymers Limited']);
  await page.getByLabel('Listing').selectOption('false');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rowNames(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Sahyadri Polymers Limited' })).toHaveCount(0);

  // With overdue work: none has any, so nothing matches, and the way back is offered.
  await page.goto('/compliance/entities?overdue=true&search=&entityType=');
  await expect(page).toHaveURL(/\/compliance\/entities\?overdue=true$/);
  await expect(page.getByText('No entity matches')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'show every entity' }).click();
  await expect(rowNames(page)).toHaveCount(4);
});

test('two people edit one entity: the conflict keeps both edits, the open page updates live, a PAN change asks first', async ({
  browser,
  platform,
}) => {
  test.setTimeout(180_000);
  const practice = await starterPractice(platform);
  const entity = await createEntity(practice, {
    name: 'Nirmal Foods Private Limited',
    entityType: 'PRIVATE_LIMITED',
    profileData: {
      companyName: 'Nirmal Foods Private Limited',
      pan: 'AAECN1234F',
      cin: 'U15400MH2019PTC321987',
      dateOfIncorporation: '2019-03-15',
      authorizedCapital: 1500000,
      paidUpCapital: 1000000,
      registeredOffice: {
        address: '12 Linking Road, Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
      },
      directors: [
        { name: 'Meera Iyer', din: '07654321', designation: 'Managing Director' },
        { name: 'Arjun Rao', din: '08765432', designation: 'Director' },
      ],
    },
  });
  // A person verified the GSTIN from a document; the ERP sent a turnover.
  const verified = await call(practice.token, 'POST', '/documents/verification/save', {
    entityId: entity.id,
    version: 1,
    fields: { gstin: '27AAECN1234F1Z5' },
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  const erp = await fetch(`${complianceApi()}/webhooks/erp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      tenantId: entity.tenantId,
      entityId: entity.id,
      metricType: 'Turnover',
      metricValue: 125000000.5,
      period: 'FY 2024-25',
    }),
  });
  expect(erp.status, await erp.clone().text()).toBe(202);
  await expect
    .poll(async () => {
      const metrics = await call(practice.token, 'GET', `/entities/${entity.id}/metrics`);
      return ((await metrics.json()) as { data: unknown[] }).data.length;
    })
    .toBe(1);
  const edit = `/compliance/entities/${entity.id}/edit`;
  const first = await signedInContext(browser, platform, practice);
  const second = await signedInContext(browser, platform, practice);
  try {
    // Both open the form at version 1.
    await first.page.goto(edit);
    await second.page.goto(edit);
    await expect(first.page.locator('#f-registeredOffice-city')).toHaveValue('Mumbai');
    await expectAccessible(first.page);
    await first.page.getByRole('link', { name: 'Nirmal Foods Private Limited' }).click();
    // The verified value with who verified it; the ERP's figure.
    await expect(first.page.locator('[data-field="gstin"]')).toContainText('Verified by Lakshmi Iyer');
    await expect(first.page.getByRole('region', { name: 'Figures from your ERP' })).toContainText(
      '₹12,50,00,000.50',
    );
    await expectAccessible(first.page);
    await first.page.goBack();
    await expect(first.page.locator('#f-registeredOffice-city')).toHaveValue('Mumbai');

    // The second starts typing a new registered name (a form untouched would simply take the
    // first's save as it arrives).
    await second.page.locator('#f-companyName').fill('Nirmal Foods and Beverages Private Limited');

    // The first moves the office's city and saves; they land on the entity, which stays open.
    await first.page.locator('#f-registeredOffice-city').fill('Pune');
    await first.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.page).toHaveURL(new RegExp(`/compliance/entities/${entity.id}\\?saved=1$`));
    await expect(first.page.getByTestId('value-registeredOffice.city')).toHaveText('Pune');
    await expectAccessible(first.page);
    await first.page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The second, still at version 1, is told what they type is kept; their save meets version 2.
    await expect(second.page.getByTestId('others-changed')).toContainText('What you typed is kept');
    await expect(second.page.locator('#f-companyName')).toHaveValue(
      'Nirmal Foods and Beverages Private Limited',
    );
    await second.page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = second.page.getByTestId('conflict');
    await expect(conflict).toContainText('Someone else saved this entity');
    const city = second.page.locator('[data-conflict="registeredOffice.city"]');
    await expect(city).toContainText('You both started from: Mumbai');
    await expect(city.getByLabel(/Keep yours/)).not.toBeChecked();
    await expect(city.getByLabel(/Take theirs/)).toBeChecked();
    await expect(city.getByText('Pune')).toBeVisible();
    const name = second.page.locator('[data-conflict="companyName"]');
    await expect(name.getByLabel(/Keep yours/)).toBeChecked();
    await expect(name).toContainText('Nirmal Foods and Beverages Private Limited');
    // Only the two fields that differ are asked about.
    await expect(second.page.locator('[data-conflict]')).toHaveCount(2);
    await checkBothWidths(second.page, 'compliance-entity-conflict');
    expect((await readEntity(practice, entity.id)).profileData.companyName).toBe(
      'Nirmal Foods Private Limited',
    );

    // Keep both edits: theirs for the city, mine for the name.
    await city.getByLabel(/Take theirs/).check();
    await name.getByLabel(/Keep yours/).check();
    await second.page.getByRole('button', { name: 'Save my choices' }).click();
    await expect(second.page).toHaveURL(new RegExp(`/compliance/entities/${entity.id}\\?saved=1$`));

    const stored = await readEntity(practice, entity.id);
    expect(stored.version).toBe(4);
    expect(stored.profileData.companyName).toBe('Nirmal Foods and Beverages Private Limited');
    expect(stored.profileData.registeredOffice).toEqual({
      address: '12 Linking Road, Bandra West',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '400050',
    });
    expect(stored.profileData.directors).toHaveLength(2);
    expect(stored.profileData.authorizedCapital).toBe(1500000);

    // The first person's page, left open, shows the second's change without a reload.
    await expect(first.page.getByTestId('value-companyName')).toHaveText(
      'Nirmal Foods and Beverages Private Limited',
      {
        timeout: 5_000,
      },
    );
    await expect(first.page.getByTestId('live-notice')).toContainText('Someone else changed this entity');
    expect(
      await first.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    // A change of PAN asks first; nothing is saved until it is confirmed.
    await first.page.getByRole('link', { name: 'Edit profile' }).click();
    await first.page.locator('#f-pan').fill('AAECN5678K');
    await first.page.getByRole('button', { name: 'Save', exact: true }).click();
    const step = first.page.getByTestId('confirm-step');
    await expect(step).toContainText('Change PAN?');
    await expect(step).toContainText('AAECN1234F');
    await expect(step).toContainText('AAECN5678K');
    await expectAccessible(first.page);
    expect((await readEntity(practice, entity.id)).profileData.pan).toBe('AAECN1234F');
    await step.getByRole('button', { name: 'Yes, change PAN and save' }).click();
    await expect(first.page).toHaveURL(/\?saved=1$/);
    await expect(first.page.getByTestId('value-pan')).toHaveText('AAECN5678K');
    expect((await readEntity(practice, entity.id)).profileData.pan).toBe('AAECN5678K');
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test('the entity page opened as a document ships no framework and still follows changes made elsewhere', async ({
  browser,
  platform,
}) => {
  test.setTimeout(120_000);
  const practice = await starterPractice(platform);
  const entity = await createEntity(practice, {
    name: 'Ganga Mills Private Limited',
    entityType: 'PRIVATE_LIMITED',
    profileData: { companyName: 'Ganga Mills Private Limited', pan: 'AAECG1234K' },
  });
  const { context, page } = await signedInContext(browser, platform, practice);
  try {
    const answer = await page.goto(`/compliance/entities/${entity.id}`);
    await expect(page.getByTestId('value-companyName')).toHaveText('Ganga Mills Private Limited');
    // Sent without Svelte's hydration markers: nothing on the page will hydrate.
    expect(await answer?.text()).not.toMatch(/<!--(\[|\])/);
    // The site's script and its own, and none of the app's: what this document fetched (the
    // page before it, reached by signing in, may still be fetching its own as it is left).
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    expect(scripts.sort()).toEqual(['/islands/live-entity.js', '/islands/site.js']);
    // site.js's part: on a phone, Escape folds the menu the header opened.
    const desk = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Menu', { exact: true }).click();
    const menuNav = page.getByRole('banner').getByRole('navigation', { name: 'Compliance' });
    await expect(menuNav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuNav).toBeHidden();
    if (desk) await page.setViewportSize(desk);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const changed = await call(practice.token, 'PATCH', `/entities/${entity.id}`, {
      version: 1,
      profileData: { companyName: 'Ganga Mills and Looms Private Limited' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await expect(page.getByTestId('value-companyName')).toHaveText('Ganga Mills and Looms Private Limited', {
      timeout: 5_000,
    });
    await expect(page.getByTestId('live-notice')).toContainText('Someone else changed this entity');
    await expect(page.getByText('Version 2 ·')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await checkBothWidths(page, 'compliance-entity-live');
    // The parts put in place are the page's own: its links lead on.
    await page.getByRole('link', { name: 'Edit profile' }).first().click();
    await expect(page.locator('#f-companyName')).toHaveValue('Ganga Mills and Looms Private Limited');
  } finally {
    await context.close();
  }
});

test('with JavaScript off the conflict is resolved in the server-rendered form, with a merge typed', async ({
  browser,
  platform,
}) => {
  test.setTimeout(120_000);
  const practice = await starterPractice(platform);
  const entity = await createEntity(practice, {
    name: 'Kaveri Textiles LLP',
    entityType: 'LLP',
    profileData: {
      registeredOffice: { address: '4 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
    },
  });
  const { context, page } = await signedInContext(browser, platform, practice, false);
  try {
    await page.goto(`/compliance/entities/${entity.id}/edit`);
    // Someone else changes the address meanwhile.
    const changed = await call(practice.token, 'PATCH', `/entities/${entity.id}`, {
      version: 1,
      profileData: {
        registeredOffice: {
          address: '4 MG Road, Floor 2',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
      },
    });
    expect(changed.status).toBe(200);
    await page.locator('#f-registeredOffice-address').fill('4 Mahatma Gandhi Road');
    await page.locator('#f-registeredOffice-pincode').fill('560002');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const address = page.locator('[data-conflict="registeredOffice.address"]');
    await expect(address).toContainText('You both started from: 4 MG Road');
    // Both changed it: nothing is chosen for the person.
    await expect(address.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await expect(address).toContainText('Choose which value to keep');
    await address.getByLabel('Type a combined value').check();
    await address.getByLabel('Combined value for Address').fill('4 Mahatma Gandhi Road, Floor 2');
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page).toHaveURL(/\?saved=1$/);
    const stored = await readEntity(practice, entity.id);
    expect(stored.profileData.registeredOffice).toEqual({
      address: '4 Mahatma Gandhi Road, Floor 2',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560002',
    });
  } finally {
    await context.close();
  }
});

test('the Free plan’s one entity is explained before anyone tries; another organisation’s entity is not found', async ({
  page,
  platform,
}) => {
  test.setTimeout(120_000);
  const free = await freePractice(platform);
  const own = await createEntity(free, {
    name: 'Lakshmi Traders Private Limited',
    entityType: 'PRIVATE_LIMITED',
  });
  await page.setViewportSize(DESK);
  await signIn(page, free.email, free.password);

  await page.goto('/compliance/entities');
  await expect(page.getByTestId('plan-usage')).toContainText('Your Free plan allows 1 entity; you have 1.');
  await page.getByRole('link', { name: 'New entity' }).click();
  const usage = page.getByTestId('plan-usage');
  await expect(usage).toContainText('Your Free plan allows 1 entity; you have 1.');
  await expect(usage).toContainText('A new entity would be refused');
  await checkBothWidths(page);
  // Tried anyway: the service refuses, and the page says so with its figures.
  await page.getByLabel('Name', { exact: true }).fill('Second Company Private Limited');
  await page.getByLabel('Legal form').selectOption('PRIVATE_LIMITED');
  await page.getByRole('button', { name: 'Create entity' }).click();
  await expect(page.getByRole('alert')).toContainText('this entity was not created');
  await expect(usage).toContainText('Your Free plan allows 1 entity; you have 1.');
  await expect(usage).toContainText('So this one was not created');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Second Company Private Limited');
  await expectAccessible(page);

  // Another organisation's entity, and an id that is not one, are the not-found page.
  const other = await starterPractice(platform);
  const theirs = await createEntity(other, { name: 'Someone Else Limited', entityType: 'PUBLIC_LIMITED' });
  for (const path of [
    `/compliance/entities/${theirs.id}`,
    `/compliance/entities/${theirs.id}/edit`,
    '/compliance/entities/not-an-id',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByText('Someone Else Limited')).toHaveCount(0);
  }
  await expectAccessible(page);
  const answer = await page.goto(`/compliance/entities/${own.id}`);
  expect(answer?.status()).toBe(200);
});
