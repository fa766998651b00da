/**
 * A practice joins compliance and builds its team, in the browser against the whole platform:
 * the public sign-up through the real ALTCHA widget (a refused field leaves the check unspent; a
 * known address is explained; a forged solution is refused), signed in at once in the
 * workspace; the administrator's team page with the plan's figures, an invitation followed from
 * its mail to a password of the person's own, the Free plan's two people reached and explained
 * before anyone tries (and the service's refusal said with its figures), a member who sees no
 * administration and gets 403 at /compliance/team, and a role change and removal. Every page
 * visited is scanned by axe.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, linkInMail, screenshotPath, signIn, test } from './fixtures';

// axe is injected as a script of its own, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial' });

const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const practice = {
  name: `Iyer & Rao Associates ${id}`,
  email: `partner.${id}@example.com`,
  password: 'Practice-pass-1',
};
const invitee = { name: 'Meera Iyer', email: `meera.${id}@example.com`, password: 'Member-pass-1' };

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** Nothing wider than the window: the page reads at 390 px without scrolling sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Ticks the widget (its label: an SVG covers the checkbox) and waits for the solution in the form. */
async function proveHuman(page: Page): Promise<string> {
  const widget = page.locator('altcha-widget');
  await widget.getByText("I'm not a robot").click();
  await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
  const token = await widget.locator('input[name="challengeToken"]').inputValue();
  expect(token).not.toBe('');
  return token;
}

async function fillSignup(
  page: Page,
  values: { name: string; email: string; password: string; pan?: string },
) {
  const form = page.getByRole('form', { name: 'Sign up your practice' });
  await form.getByLabel('Name of the practice').fill(values.name);
  await form.getByLabel('Legal form').selectOption({ label: 'Limited Liability Partnership' });
  await form.getByLabel('PAN (optional)').fill(values.pan ?? '');
  await form.getByLabel('Phone (optional)').fill('+91 98450 12345');
  await form.getByLabel('E-mail address').fill(values.email);
  await form.getByLabel('Password').fill(values.password);
  return form;
}

test('a practice signs up in public through the robot check and lands signed in in compliance', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESK);
  await page.goto('/courses');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Compliance for practices' }).click();
  await expect(page).toHaveURL(/\/compliance\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance for your practice' })).toBeVisible();

  // The plans as compliance offers them: price and limits.
  const plans = page.getByRole('region', { name: 'Plans' });
  await expect(plans.getByRole('heading', { name: 'Free' })).toBeVisible();
  await expect(plans.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await expect(plans.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
  await expect(plans.getByText('2 people on the team')).toBeVisible();
  await expect(plans.getByText('₹999.00')).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign up your practice' });
  await expect(form.getByRole('link', { name: 'privacy notice' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'compliance-signup-desktop.png');

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shoot(page, 'compliance-signup-phone.png');
  await page.setViewportSize(DESK);

  // A PAN the service refuses: said beside the field, what was typed kept, the check not spent.
  await fillSignup(page, { ...practice, pan: 'ABCDE12' });
  await proveHuman(page);
  await form.getByRole('button', { name: 'Sign up and start' }).click();
  await expect(form.locator('#pan-error')).toContainText('10-character PAN');
  await expect(form.getByLabel('Name of the practice')).toHaveValue(practice.name);
  await expectAccessible(page);

  // The page came back from the server with a new widget, which solves on its own: the visitor
  // does not tick it twice. Corrected: signed up, signed in, in the workspace.
  await expect(page.locator('altcha-widget [data-state="verified"]')).toBeVisible({ timeout: 30_000 });
  expect(await page.locator('input[name="challengeToken"]').inputValue()).not.toBe('');
  await form.getByLabel('PAN (optional)').fill('AAHFI1234K');
  await form.getByLabel('Password').fill(practice.password);
  await form.getByRole('button', { name: 'Sign up and start' }).click();
  await page.waitForURL(/\/compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
  await expect(page.getByText(practice.name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team and plan' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit trail' }).first()).toBeVisible();
  await expectAccessible(page);
});

test('the same address again is explained, and a forged robot check is refused beside it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESK);
  await page.goto('/compliance/signup');
  const form = await fillSignup(page, {
    name: `Another practice ${id}`,
    email: practice.email,
    password: 'Another-pass-1',
  });

  // A solution this app never signed, in place of the widget's.
  await proveHuman(page);
  await page.locator('input[name="challengeToken"]').evaluate((input: HTMLInputElement) => {
    input.value = btoa('{"algorithm":"SHA-256","challenge":"x","number":1,"salt":"y","signature":"z"}');
  });
  await form.getByRole('button', { name: 'Sign up and start' }).click();
  await expect(page.locator('#challenge-error')).toContainText('robot check expired or was already used');

  await form.getByLabel('Password').fill('Another-pass-1');
  await proveHuman(page);
  await form.getByRole('button', { name: 'Sign up and start' }).click();
  await expect(form.locator('#email-error')).toContainText('already exists');
  await expect(form.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fcompliance',
  );
  await expectAccessible(page);
});

test('the administrator invites a person; the Free plan’s two people are then explained before anyone tries', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESK);
  await signIn(page, practice.email, practice.password);
  await page.getByRole('link', { name: 'Team and plan' }).first().click();
  await expect(page).toHaveURL(/\/compliance\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team and plan' })).toBeVisible();
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('Free', { exact: true })).toBeVisible();
  await expect(plan.getByText('People on the team')).toBeVisible();
  await expect(page.getByText('Your Free plan allows 2 people; 1 is on the team.')).toBeVisible();
  const team = page.getByRole('region', { name: /^Team/ });
  await expect(team.getByText(`${practice.name} (you)`)).toBeVisible();
  await expectAccessible(page);

  const invite = page.getByRole('form', { name: 'Invite a person' });
  await invite.getByLabel('Name').fill(invitee.name);
  await invite.getByLabel('E-mail address').fill(invitee.email);
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`An invitation went to ${invitee.email}`)).toBeVisible();
  await expect(team.getByText(invitee.name)).toBeVisible();

  // The plan is full: the form gives way to the figures.
  const full = page.getByText('Your Free plan allows 2 people; 2 are on the team.');
  await expect(full).toBeVisible();
  await expect(page.getByRole('form', { name: 'Invite a person' })).toHaveCount(0);
  await expect(plan.getByText('Limit reached')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(full).toBeVisible();
  await shoot(page, 'compliance-team-desktop.png');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shoot(page, 'compliance-team-phone.png');

  // Sent anyway (an old tab, no JavaScript): the service's refusal, said with its figures.
  const web = new URL(page.url()).origin;
  const refused = await page.request.post('/compliance/team?/invite', {
    form: { name: 'Third Person', email: `third.${id}@example.com`, role: 'user' },
    headers: { origin: web, accept: 'text/html' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(
    'Nobody was invited: Your Free plan allows 2 people; 2 are on the team.',
  );
});

test('the invited person chooses a password from the mail, signs in to compliance as a member, and is refused the team page', async ({
  page,
  platform,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESK);
  const link = await linkInMail(platform, invitee.email, /invited/i, /https?:\/\/\S+\/verify\?\S+/);
  await page.goto(link);
  await page.getByRole('button', { name: `Continue as ${invitee.email}` }).click();
  await page.waitForURL(/\/account\?recovered=1/);
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill(invitee.password);
  await page.getByLabel('The new password again').fill(invitee.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, invitee.email, invitee.password);
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(page.getByRole('link', { name: 'Entities' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team and plan' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
  await expectAccessible(page);

  const answer = await page.goto('/compliance/team');
  expect(answer?.status()).toBe(403);
  await expect(page.getByText('Team and plan are for your organisation’s administrators.')).toBeVisible();
  await expectAccessible(page);
});

test('the administrator changes the member’s role and back, then removes them, which frees their place', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESK);
  await signIn(page, practice.email, practice.password);
  await page.goto('/compliance/team');

  await page.getByRole('button', { name: `Make administrator: ${invitee.name}` }).click();
  await expect(page.getByText(`${invitee.name} is now an administrator.`)).toBeVisible();
  await page.getByRole('button', { name: `Make member: ${invitee.name}` }).click();
  await expect(page.getByText(`${invitee.name} is now a member`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: `Remove: ${invitee.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Remove ${invitee.name} from the team?`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${invitee.name} is no longer on the team`)).toBeVisible();
  await expect(page.getByText('Your Free plan allows 2 people; 1 is on the team.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Invite a person' })).toBeVisible();
  await expectAccessible(page);
});
