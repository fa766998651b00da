/**
 * What every browser test uses: the running platform's addresses and accounts, an axe scan
 * that fails on serious or critical violations, sign-in, the administrator's API token, and
 * the mail the platform wrote.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type MailboxEntry, readMailbox } from '@platform/kernel/mail';
import { test as base, expect, type Page } from '@playwright/test';

export interface Platform {
  web: string;
  identity: string;
  training: string;
  factory: string;
  /** The portal's API (`…/api/v1`): sign-ups, billing, the sandbox's payments. */
  portal: string;
  mailDir: string;
  admin: { email: string; password: string };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with npm run test:e2e -w apps/web`);
  return value;
}

export function platformFromEnv(): Platform {
  return {
    web: required('E2E_WEB_URL'),
    identity: required('E2E_IDENTITY_URL'),
    training: required('E2E_TRAINING_URL'),
    factory: required('E2E_FACTORY_URL'),
    portal: required('E2E_PORTAL_URL'),
    mailDir: required('E2E_MAIL_DIR'),
    admin: { email: required('E2E_ADMIN_EMAIL'), password: required('E2E_ADMIN_PASSWORD') },
  };
}

export const test = base.extend<{ platform: Platform }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright learns a fixture's dependencies from this destructuring.
  platform: async ({}, use) => {
    await use(platformFromEnv());
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright learns a fixture's dependencies from this destructuring.
  baseURL: async ({}, use) => {
    await use(required('E2E_WEB_URL'));
  },
});

export { expect };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core in the page as it stands: no serious or critical violation (WCAG 2.1 A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  // Evaluated through the browser's devtools protocol: the pages' Content-Security-Policy allows
  // no inline script, which is what a script tag added here would be.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** An access token from identity, for arranging data through the services' APIs. */
export async function apiToken(
  platform: Platform,
  email = platform.admin.email,
  password = platform.admin.password,
): Promise<string> {
  const answer = await fetch(`${platform.identity}/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${email} at identity: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** The mail written to `to`, newest first. */
export async function mailTo(platform: Platform, to: string): Promise<MailboxEntry[]> {
  const mails = await readMailbox(platform.mailDir);
  return mails.filter((m) => m.to.includes(to)).reverse();
}

/** Waits for a mail to `to` whose subject matches, and returns its first link that matches `link`. */
export async function linkInMail(
  platform: Platform,
  to: string,
  subject: RegExp,
  link: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailTo(platform, to)).find((m) => subject.test(m.subject));
      found = mail?.text.match(link)?.[0];
      return found;
    })
    .toBeTruthy();
  return found ?? '';
}

/**
 * Where a test's screenshot goes: under test-results/ on every run, and into docs/ (the
 * screenshots the READMEs show) only when `SCREENSHOTS=docs` asks for them, so that a test run
 * leaves the committed pictures alone.
 */
export function screenshotPath(name: string): string {
  const folder = process.env.SCREENSHOTS === 'docs' ? '../docs/' : '../test-results/screenshots/';
  return fileURLToPath(new URL(`${folder}${name}`, import.meta.url));
}
