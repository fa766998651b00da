/**
 * The compliance workspace's deadlines and audit trail in the browser, against the whole
 * platform: an organisation signed up through the compliance API with one entity and workflows
 * due before today, today and in two months; the deadlines grouped, the month calendar (and its
 * phone day list), the reminders, the calendar subscription read back as a calendar app reads
 * it and rotated, the audit trail with its filters, and a member who may not read it. Every page
 * visited is scanned by axe and checked for sideways scrolling at 390 px.
 */
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { apiToken, expect, expectAccessible, type Platform, screenshotPath, signIn, test } from './fixtures';

/**
 * A calendar day as the page writes it (`1 Dec 2026`), by Intl as the app's own formatting does
 * it; the app's module keeps its texts on the server only, which needs Vite's environment.
 */
const dayText = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (value: string) => dayText.format(new Date(`${value.slice(0, 10)}T00:00:00Z`));

// axe is injected as a script of its own, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

function complianceApi(): string {
  const url = process.env.E2E_COMPLIANCE_URL;
  if (!url)
    throw new Error('E2E_COMPLIANCE_URL is not set: run the browser tests with npm run test:e2e -w apps/web');
  return `${url}/api/v1`;
}

/** Today in India, as the page counts its days. */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** The 15th of the month `months` after `day`'s. */
const midMonthAfter = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 15)).toISOString().slice(0, 10);
};

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${complianceApi()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  expect(answer.ok, `${method} ${path}: ${answer.status} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

interface Arranged {
  admin: { email: string; password: string };
  member: { email: string; password: string };
  entity: { id: string; name: string };
  deadlines: Record<'overdue' | 'today' | 'later', { id: string; workflowName: string; dueDate: string }>;
}

/**
 * An organisation signed up in public (as e2e/shell.spec.ts does), one entity, a tenant template
 * per deadline (a fixed date: one ten days ago, today, and the 15th of the month after next)
 * with an instance of each, and a member added by the administrator with a password.
 */
async function arrange(platform: Platform): Promise<Arranged> {
  const id = stamp();
  const admin = { email: `cs.${id}@example.com`, password: 'Compliance-pass-1' };
  const signup = await fetch(`${complianceApi()}/tenants/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      organizationName: `Nirmal Foods ${id}`,
      entityType: 'PRIVATE_LIMITED',
      email: admin.email,
      password: admin.password,
      phone: '+91 98765 43210',
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(201);
  const token = await apiToken(platform, admin.email, admin.password);

  const entity = await call<{ id: string; name: string }>(token, 'POST', '/entities', {
    name: `Nirmal Foods Private Limited ${id}`,
    entityType: 'PRIVATE_LIMITED',
  });

  const today = todayInIndia();
  const dates = { overdue: addDays(today, -10), today, later: midMonthAfter(today, 2) };
  const names = {
    overdue: `Shareholder register update ${id}`,
    today: `GST return GSTR-3B ${id}`,
    later: `Board meeting minutes ${id}`,
  };
  const deadlines = {} as Arranged['deadlines'];
  for (const key of ['overdue', 'today', 'later'] as const) {
    const template = await call<{ id: string }>(token, 'POST', '/workflows/templates', {
      workflowName: names[key],
      legalReference: 'Companies Act 2013',
      applicabilityRules: { entityTypes: ['ALL'] },
      timelineLogic: { triggerDate: '04-01', deadlineDate: dates[key], reminderDaysBefore: [7, 1] },
      phases: [{ name: 'Prepare', order: 1, tasks: [{ name: 'Collect the papers', mandatory: true }] }],
    });
    const instance = await call<{ id: string; dueDate: string }>(token, 'POST', '/workflows/instances', {
      templateId: template.id,
      entityId: entity.id,
    });
    expect(instance.dueDate).toBe(dates[key]);
    deadlines[key] = { id: instance.id, workflowName: names[key], dueDate: instance.dueDate };
  }

  const member = { email: `member.${id}@example.com`, password: 'Member-pass-12' };
  await call(token, 'POST', '/users', { ...member, name: 'Ravi Member', role: 'user' });
  return { admin, member, entity, deadlines };
}

/** No sideways scrolling of the page itself at the phone's width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width on ${page.url()}`).toBeLessThanOrEqual(PHONE.width);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** The events of an iCalendar feed as a calendar app reads them. */
function eventsOf(body: string): { uid: string; summary: string; start: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString().slice(0, 10) };
  });
}

test('deadlines by group and month, reminders, the calendar subscription, and the audit trail; a member is refused the trail', async ({
  page,
  platform,
}) => {
  test.setTimeout(180_000);
  const { admin, member, entity, deadlines } = await arrange(platform);
  const { overdue, today, later } = deadlines;

  await page.setViewportSize(DESK);
  await signIn(page, admin.email, admin.password);

  // The list: each deadline in its group, naming its workflow and entity, linking to both.
  await page.goto('/compliance/deadlines');
  await expect(page.getByRole('heading', { name: 'Deadlines', level: 1 })).toBeVisible();
  const groups = {
    overdue: page.getByRole('region', { name: /^Overdue/ }),
    today: page.getByRole('region', { name: /^This week/ }),
    later: page.getByRole('region', { name: /^Later/ }),
  };
  for (const key of ['overdue', 'today', 'later'] as const) {
    const deadline = deadlines[key];
    const group = groups[key];
    await expect(group.getByRole('link', { name: deadline.workflowName })).toHaveAttribute(
      'href',
      `/compliance/workflows/${deadline.id}`,
    );
    const row = group.getByRole('listitem').filter({ hasText: deadline.workflowName });
    await expect(row.getByRole('link', { name: entity.name })).toHaveAttribute(
      'href',
      `/compliance/entities/${entity.id}`,
    );
    await expect(row.getByText(formatDate(deadline.dueDate), { exact: true })).toBeVisible();
  }
  await expect(groups.overdue.getByText('10 days overdue')).toBeVisible();
  await expect(groups.today.getByText('Due today')).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^This month/ }).getByRole('link', { name: overdue.workflowName }),
  ).toHaveCount(0);
  await expectAccessible(page);

  // The calendar: today's month with today's deadline on its day, the later one two months on.
  await page
    .getByRole('navigation', { name: 'Deadline views' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page).toHaveURL(/view=calendar/);
  const dayOf = (due: string) =>
    page.getByRole('listitem').filter({ has: page.locator(`time[datetime="${due}"]`) });
  await expect(dayOf(today.dueDate).getByRole('link', { name: today.workflowName })).toHaveAttribute(
    'href',
    `/compliance/workflows/${today.id}`,
  );
  await expect(dayOf(today.dueDate).getByRole('link', { name: entity.name })).toBeVisible();
  await expect(page.locator('li[aria-current="date"]')).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'compliance-deadlines-desktop.png');

  const months = page.getByRole('navigation', { name: 'Months' });
  // Each month arrived before the next click: a click while the page changes would be lost.
  const [year = 0, month = 0] = today.dueDate.split('-').map(Number);
  for (const ahead of [1, 2]) {
    await months.locator('a[rel="next"]').click();
    const next = new Date(Date.UTC(year, month - 1 + ahead, 1)).toISOString().slice(0, 7);
    await expect(page).toHaveURL(new RegExp(`month=${next}`));
  }
  await expect(page).toHaveURL(new RegExp(`month=${later.dueDate.slice(0, 7)}`));
  await expect(dayOf(later.dueDate).getByRole('link', { name: later.workflowName })).toBeVisible();
  await expect(page.getByRole('link', { name: today.workflowName })).toHaveCount(0);
  await months.getByRole('link', { name: 'This month' }).click();
  await expect(dayOf(today.dueDate).getByRole('link', { name: today.workflowName })).toBeVisible();

  // On a phone the month is a list of the days that have deadlines, and nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.goto(`/compliance/deadlines?view=calendar&month=${today.dueDate.slice(0, 7)}`);
  await expect(dayOf(today.dueDate).getByText(/\d{4}/).first()).toBeVisible();
  await expect(dayOf(today.dueDate).getByRole('link', { name: today.workflowName })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shoot(page, 'compliance-deadlines-phone.png');
  for (const path of ['/compliance/deadlines', '/compliance/deadlines?view=reminders']) {
    await page.goto(path);
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize(DESK);

  // The reminders: the later deadline's, each on the day it goes out.
  await page.goto('/compliance/deadlines?view=reminders');
  const toSend = page.getByRole('region', { name: /^To be sent/ });
  const reminder = toSend.getByRole('listitem').filter({ hasText: later.workflowName });
  await expect(reminder.first()).toBeVisible();
  await expect(
    reminder.filter({ hasText: '7 days before' }).getByText(formatDate(addDays(later.dueDate, -7))),
  ).toBeVisible();
  await expect(reminder.filter({ hasText: '7 days before' })).toContainText(admin.email);
  await expect(page.getByRole('region', { name: /^Sent/ })).toBeVisible();
  await expectAccessible(page);

  // The calendar subscription: made in the page, read back as a calendar app reads it.
  await page.goto('/compliance/deadlines');
  const subscription = page.getByRole('region', { name: 'Deadlines in your calendar app' });
  await subscription.getByRole('button', { name: 'Make a calendar address' }).click();
  const address = subscription.getByLabel('Calendar address');
  await expect(address).toHaveValue(/^https?:\/\/.+\/api\/v1\/deadlines\.ics\?token=/);
  await expect(address).toHaveAttribute('readonly', '');
  const first = await address.inputValue();
  await subscription.getByRole('button', { name: 'Copy address' }).click();
  await expect(subscription.getByText(/^(Copied|Your browser did not allow copying)/)).toBeVisible();
  await expectAccessible(page);

  const feed = await fetch(first);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
  const events = eventsOf(await feed.text());
  for (const deadline of [overdue, today, later]) {
    const event = events.find((e) => e.uid.startsWith(deadline.id));
    expect(event, `the feed has ${deadline.workflowName}`).toBeDefined();
    expect(event?.summary).toBe(`Due: ${deadline.workflowName} (${entity.name})`);
    expect(event?.start).toBe(deadline.dueDate);
  }

  // Rotating asks first, says the old address stops, and the old address then serves nothing.
  // The page is rendered on the server only, so the question is the page's own.
  await page.goto('/compliance/deadlines');
  await expect(subscription.getByLabel('Calendar address')).toHaveCount(0);
  await subscription.getByRole('button', { name: 'Make a new address' }).click();
  const question = subscription.getByRole('group', { name: 'Make a new calendar address?' });
  await expect(question).toContainText('stops working');
  expect((await fetch(first)).status).toBe(200);
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Make a new address' }).click();
  await expect(subscription.getByText('the old one no longer works')).toBeVisible();
  const second = await subscription.getByLabel('Calendar address').inputValue();
  expect(second).not.toBe(first);
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(second)).status).toBe(200);

  // The audit trail: the entity's creation, and the action filter in the address.
  await page.goto('/compliance/audit');
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Audit trail entries' });
  const created = table.getByRole('listitem').filter({ hasText: 'Entity created' });
  await expect(created).toHaveCount(1);
  await expect(created.getByRole('link', { name: entity.name })).toHaveAttribute(
    'href',
    `/compliance/entities/${entity.id}`,
  );
  await expect(created).toContainText(admin.email);
  await expect(table.getByRole('listitem').filter({ hasText: 'Workflow started' })).toHaveCount(3);
  await expectAccessible(page);

  await page.getByLabel('Action').selectOption({ label: 'Workflow started' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=WORKFLOW_INSTANCE_CREATED/);
  await expect(page.getByText('3 entries')).toBeVisible();
  await expect(table.getByRole('listitem').filter({ hasText: 'Entity created' })).toHaveCount(0);
  await page.getByLabel('Entity').selectOption({ label: entity.name });
  await page.getByLabel('Action').selectOption({ label: 'Entity created' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`entityId=${entity.id}`));
  await expect(page.getByText('1 entry')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESK);

  // A member reads the deadlines, is offered no audit trail, and is refused it.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, member.email, member.password);
  await page.goto('/compliance/deadlines');
  await expect(page.getByRole('link', { name: today.workflowName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
  await expect(
    subscription.getByText('An administrator of your organisation makes the calendar address'),
  ).toBeVisible();
  await expect(subscription.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
  const refused = await page.goto('/compliance/audit');
  expect(refused?.status()).toBe(403);
  await expect(
    page.getByText('The audit trail is for the administrators of your organisation.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit trail entries' })).toHaveCount(0);
  await expectAccessible(page);
});
