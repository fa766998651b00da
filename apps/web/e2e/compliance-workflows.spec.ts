/**
 * Compliance workflows in the browser, against the whole platform: a practice signed up in
 * public, its entity and templates arranged through the API with its administrator's token; on
 * the entity's workflows page a template that does not apply says why, and a workflow is started
 * with a label and a financial year; on the workflow's page a tick out of order is refused naming
 * the task that blocks it, the tasks are ticked to completion, the certificate is downloaded
 * through the app and read, the follow-up workflow the completion started is linked; un-ticking
 * the completed workflow warns that its certificate will be withdrawn, without JavaScript on a
 * page of its own and with it in a dialog, and once confirmed the certificate is gone. Every page
 * is scanned by axe and read at 390 px without scrolling sideways.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
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

async function call<T = { data: { id: string } }>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const answer = await fetch(`${complianceApi()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  expect(answer.ok, `${method} ${path}: ${answer.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

interface Arranged {
  email: string;
  password: string;
  entity: { id: string; name: string };
  workflow: string;
  followUp: string;
  elsewhere: string;
}

/**
 * A practice signed up in public (its owner is its administrator), one private limited company,
 * and three templates of its own: a two-phase workflow whose completion raises an event, a
 * follow-up started by that event, and one for LLPs only, which does not apply.
 */
async function arrange(platform: Platform): Promise<Arranged> {
  const id = stamp();
  const account = { email: `cs.${id}@example.com`, password: 'Compliance-pass-1' };
  const signup = await fetch(`${complianceApi()}/tenants/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      organizationName: `Desai Secretarial Services ${id}`,
      entityType: 'LLP',
      email: account.email,
      password: account.password,
      phone: '+91 98200 12345',
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(201);
  const token = await apiToken(platform, account.email, account.password);

  const name = `Nirmal Foods Private Limited ${id}`;
  const entity = await call(token, 'POST', '/entities', {
    name,
    entityType: 'PRIVATE_LIMITED',
    profileData: { cin: 'U15400MH2019PTC321987', directors: [{ name: 'Meera Iyer', din: '07654321' }] },
  });
  const event = `rights_issue.done_${id}`;
  const workflow = `Rights issue ${id}`;
  await call(token, 'POST', '/workflows/templates', {
    workflowName: workflow,
    legalReference: 'Companies Act, 2013, s.62(1)(a)',
    applicabilityRules: { entityTypes: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED'] },
    timelineLogic: {
      triggerDate: 'financial_year_end',
      deadlineDays: 180,
      penaltyDescription: 'Shares allotted without PAS-3 attract a penalty of ₹1,000 a day.',
      completionEvent: event,
    },
    phases: [
      {
        name: 'Approve',
        order: 1,
        tasks: [
          { name: 'Board approves the offer', mandatory: true, advisory: 'Chaired by {{directors[0].name}}' },
          { name: 'Draft the letter of offer', mandatory: false },
        ],
      },
      { name: 'Allot', order: 2, tasks: [{ name: 'PAS-3 filed', mandatory: true }] },
    ],
    validationRules: { requiresBoardApproval: true, requiresDSC: true },
    advisoryPrompts: { stampPaper: 'Share certificates on stamp paper of the state’s value.' },
    completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['PAS-3'] },
  });
  const followUp = `Register of allottees ${id}`;
  await call(token, 'POST', '/workflows/templates', {
    workflowName: followUp,
    applicabilityRules: { entityTypes: ['ALL'] },
    timelineLogic: { triggerEvent: event, deadlineDaysAfterTrigger: 30 },
    phases: [{ name: 'Record', order: 1, tasks: [{ name: 'Register updated', mandatory: true }] }],
  });
  const elsewhere = `LLP annual return ${id}`;
  await call(token, 'POST', '/workflows/templates', {
    workflowName: elsewhere,
    legalReference: 'LLP Act, 2008, s.35',
    applicabilityRules: { entityTypes: ['LLP'] },
    phases: [{ name: 'File', order: 1, tasks: [{ name: 'Form 11 filed', mandatory: true }] }],
  });
  return { ...account, entity: { id: entity.data.id, name }, workflow, followUp, elsewhere };
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `width of ${page.url()}`,
  ).toBeLessThanOrEqual(width);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

test('a workflow from the entity’s page to its certificate, and the certificate withdrawn on reopening', async ({
  page,
  platform,
  browser,
}) => {
  test.setTimeout(240_000);
  const arranged = await arrange(platform);
  const { entity } = arranged;
  await page.setViewportSize(DESK);
  await signIn(page, arranged.email, arranged.password);

  // The entity's workflows: nothing yet, what applies, and what does not with its reason.
  await page.goto(`/compliance/entities/${entity.id}/workflows`);
  await expect(page.getByRole('heading', { level: 1, name: `Workflows of ${entity.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: entity.name, exact: true })).toHaveAttribute(
    'href',
    `/compliance/entities/${entity.id}`,
  );
  await expect(page.getByText('Nothing in progress')).toBeVisible();
  const applies = page.getByRole('region', { name: /^Workflows that apply/ });
  await expect(applies.getByRole('heading', { name: arranged.workflow })).toBeVisible();
  await expect(applies.getByRole('heading', { name: arranged.elsewhere })).toHaveCount(0);
  const notApplying = page.getByRole('region', { name: /^Workflows that do not apply/ });
  const reasons = notApplying.getByRole('list', { name: `Why ${arranged.elsewhere} does not apply` });
  await expect(reasons).toContainText(
    'It applies to Limited liability partnership (LLP) only, and this entity is a private limited company.',
  );
  await expect(reasons).toContainText('Rule:Legal form');
  await expect(reasons).toContainText('This entity:Private limited company');
  // The library's listed-only template says so too.
  await expect(notApplying).toContainText('It is for listed companies only, and this entity is not listed');
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.setViewportSize(DESK);

  // Started from the template's own Start link, with a label and a financial year.
  await applies.getByRole('link', { name: `Start ${arranged.workflow}` }).click();
  const start = page.getByRole('region', { name: 'Start a workflow' });
  await expect(start.getByLabel('Workflow')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(start.getByLabel('Workflow').locator('option:checked')).toHaveText(arranged.workflow);
  await start.getByLabel('Label (optional)').fill('Rights issue, March allotment');
  await start.getByLabel('Financial year').selectOption({ label: 'FY 2025-26' });
  await start.getByRole('button', { name: 'Start the workflow' }).click();
  await expect(page).toHaveURL(/\/compliance\/workflows\/[0-9a-f-]{36}\?started=1$/);
  const instanceUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Rights issue, March allotment' })).toBeVisible();
  await expect(page.getByText('The workflow is started.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(entity.name);
  await expect(summary).toContainText('FY 2025-26');
  await expect(summary).toContainText('In progress');
  await expect(summary).toContainText('0 of 3 tasks done');
  await expect(page.getByText('Chaired by Meera Iyer')).toBeVisible();
  const asks = page.getByRole('region', { name: 'What this workflow asks' });
  await expect(asks).toContainText('A board resolution must be passed.');
  await expect(asks).toContainText('Filing needs a digital signature certificate (DSC).');
  await expect(asks).toContainText('PAS-3 is filed');
  await expect(asks).toContainText('Share certificates on stamp paper');
  await expectAccessible(page);

  // Out of order: refused, and the task that blocks it named, with a link to it.
  await page.getByRole('button', { name: 'Mark done: PAS-3 filed' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This task waits for the mandatory tasks of an earlier phase',
  );
  const waitsFor = page.getByRole('list', { name: 'What “PAS-3 filed” waits for' });
  await expect(waitsFor.getByRole('link', { name: 'Board approves the offer' })).toHaveAttribute(
    'href',
    '#task-p1_t1',
  );
  await expect(waitsFor.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);

  // In order: the phase opens, and the last mandatory task completes the workflow.
  await page.getByRole('button', { name: 'Mark done: Board approves the offer' }).click();
  await expect(page.getByText('“Board approves the offer” is done.')).toBeVisible();
  await expect(waitsFor).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark done: PAS-3 filed' }).click();
  await expect(page.getByText(/the workflow is completed\. Its certificate is ready/)).toBeVisible();
  await expect(summary).toContainText('Completed');

  // The follow-up the completion started, linked both ways.
  const outcome = page.getByRole('region', { name: 'What its completion started' });
  await expect(outcome).toContainText('rights_issue.done_');
  const next = outcome.getByRole('link', { name: arranged.followUp });
  await expect(next).toBeVisible({ timeout: 20_000 });
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: arranged.followUp })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByRole('link', { name: arranged.workflow }),
  ).toHaveAttribute('href', instanceUrl);
  await expectAccessible(page);
  await page.goto(instanceUrl);

  // The certificate, through the app, names the entity, the workflow and its tasks.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the certificate (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Compliance certificate - Nirmal Foods.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(entity.name);
  expect(flat).toContain(arranged.workflow);
  expect(flat).toContain('Board approves the offer');
  expect(flat).toContain('PAS-3 filed');
  expect(flat).toContain('Financial year 2025-2026');

  await expectAccessible(page);
  await shoot(page, 'compliance-instance-desktop.png');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shoot(page, 'compliance-instance-phone.png');
  await page.setViewportSize(DESK);

  // The entity's page now lists the follow-up in progress and the completed workflow with its certificate.
  await page.goto(`/compliance/entities/${entity.id}/workflows`);
  const running = page.getByRole('region', { name: 'In progress' });
  await expect(running.getByRole('link', { name: arranged.followUp })).toBeVisible();
  const done = page.getByRole('region', { name: 'Completed' });
  await expect(
    done.getByRole('link', { name: 'Rights issue, March allotment', exact: true }),
  ).toHaveAttribute('href', instanceUrl);
  await expect(done).toContainText(`${arranged.workflow} · completed`);
  await expect(
    done.getByRole('link', { name: 'Certificate of Rights issue, March allotment (PDF)' }),
  ).toHaveAttribute('href', `${instanceUrl}/certificate`);
  await expectAccessible(page);
  await shoot(page, 'compliance-entity-workflows-desktop.png');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'compliance-entity-workflows-phone.png');
  await page.setViewportSize(DESK);
  await page.goto(instanceUrl);

  // Without JavaScript, un-ticking asks on a page of its own; keeping it changes nothing.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: platform.web,
    bypassCSP: true,
  });
  const noScript = await plain.newPage();
  await noScript.goto(instanceUrl);
  await noScript.getByRole('button', { name: 'Un-tick: PAS-3 filed' }).click();
  const question = noScript.getByRole('region', { name: 'Reopen this workflow?' });
  await expect(question).toContainText('withdraws its compliance certificate');
  await expect(question.getByRole('button', { name: 'Reopen and withdraw the certificate' })).toBeVisible();
  await question.getByRole('link', { name: 'Keep it completed' }).click();
  await expect(noScript.getByRole('region', { name: 'Summary' })).toContainText('Completed');
  await plain.close();
  // The same question, scanned: axe needs scripts, so the form is sent natively from this page.
  await page
    .locator('form[action="?/task"]')
    .filter({ has: page.locator('input[name="taskId"][value="p2_t1"]') })
    .evaluate((form: HTMLFormElement) => form.submit());
  await expect(page.getByRole('region', { name: 'Reopen this workflow?' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(instanceUrl);

  // With it, a dialog asks; confirmed, the workflow is open again and its certificate is gone.
  await page.reload();
  await page.getByRole('button', { name: 'Un-tick: PAS-3 filed' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('withdraws its compliance certificate');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reopen and withdraw the certificate' }).click();
  await expect(
    page.getByText('“PAS-3 filed” is no longer ticked; the workflow is in progress.'),
  ).toBeVisible();
  await expect(summary).toContainText('In progress');
  await expect(page.getByRole('link', { name: 'Download the certificate (PDF)' })).toHaveCount(0);
  const gone = await page.request.get(`${instanceUrl}/certificate`);
  expect(gone.status()).toBe(404);
});

test('another organisation’s entity and workflow are the 404 page', async ({ page, platform }) => {
  const theirs = await arrange(platform);
  const ours = await arrange(platform);
  const token = await apiToken(platform, theirs.email, theirs.password);
  const templates = await call<{ data: { applicable: { id: string; workflowName: string }[] } }>(
    token,
    'GET',
    `/workflows/templates/applicability?entityId=${theirs.entity.id}`,
  );
  const template = templates.data.applicable.find((t) => t.workflowName === theirs.workflow);
  const instance = await call(token, 'POST', '/workflows/instances', {
    templateId: template?.id,
    entityId: theirs.entity.id,
  });
  await signIn(page, ours.email, ours.password);
  for (const path of [
    `/compliance/entities/${theirs.entity.id}/workflows`,
    `/compliance/workflows/${instance.data.id}`,
    '/compliance/workflows/not-an-id',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByText(theirs.entity.name)).toHaveCount(0);
  }
  const file = await page.request.get(`/compliance/workflows/${instance.data.id}/certificate`);
  expect(file.status()).toBe(404);
});
