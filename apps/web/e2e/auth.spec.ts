import { apiToken, expect, expectAccessible, linkInMail, signIn, test } from './fixtures';

test.describe('signing in and out', () => {
  test('a wrong password is refused beside the field, the right one signs in and the page renders signed in', async ({
    page,
    platform,
  }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel('E-mail address').fill(platform.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#password-error')).toHaveText(/e-mail address or password is not right/);
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await signIn(page, platform.admin.email, platform.admin.password);
    await page.goto('/account');
    await expect(page.getByRole('main').getByText(`Signed in as ${platform.admin.email}`)).toBeVisible();
    // The session is an httpOnly cookie: no script can read it.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'session-access')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('session-access');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount/);
  });

  test('the first server render of a signed-in page already carries the signed-in person', async ({
    page,
    platform,
  }) => {
    await signIn(page, platform.admin.email, platform.admin.password);
    const html = await (await page.request.get('/account')).text();
    expect(html).toContain(`Signed in as <strong>${platform.admin.email}</strong>`);
  });
});

test('a password recovery mail, followed in the browser, ends signed in and lets the person choose a new password', async ({
  page,
  platform,
}) => {
  // A learner account of its own, so the administrator's password stays as the other tests expect.
  const email = `learner.${Date.now()}@example.com`;
  const signup = await fetch(`${platform.identity}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'First-password-1' }),
  });
  expect(signup.status).toBe(200);

  await page.goto('/forgot-password');
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${email} has an account`);

  const link = await linkInMail(platform, email, /password|recover|reset/i, /https?:\/\/\S+\/verify\?\S+/);
  await page.goto(link);
  await page.waitForURL(/\/account\?recovered=1/);
  await expect(page.getByText('You are signed in from the link')).toBeVisible();
  await expect(page.getByRole('main').getByText(`Signed in as ${email}`)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('New password', { exact: true }).fill('Second-password-2');
  await page.getByLabel('The new password again').fill('Second-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  await expect(apiToken(platform, email, 'Second-password-2')).resolves.toBeTruthy();

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(/expired or was already used/);
});

test("the factory's reset link sets the password in the web app", async ({ page, platform }) => {
  const email = 'factory.admin@example.com';
  const asked = await fetch(`${platform.factory}/auth/forgotPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(asked.ok).toBe(true);
  const link = await linkInMail(
    platform,
    email,
    /reset|password/i,
    new RegExp(`${platform.web}/reset-password/[\\w-]+`),
  );
  await page.goto(link);
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('Factory-password-9');
  await page.getByLabel('The password again').fill('Factory-password-8');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.locator('#passwordConfirm-error')).toHaveText(/not the same/);
  await expectAccessible(page);

  await page.getByLabel('New password', { exact: true }).fill('Factory-password-9');
  await page.getByLabel('The password again').fill('Factory-password-9');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set');

  const login = await fetch(`${platform.factory}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Factory-password-9' }),
  });
  expect(login.status).toBe(200);
});

test('an expired access cookie is renewed from the refresh cookie on the next page, without signing in again', async ({
  page,
  platform,
}) => {
  await signIn(page, platform.admin.email, platform.admin.password);
  const before = await page.context().cookies();
  const refresh = before.find((c) => c.name === 'session-refresh');
  expect(refresh).toBeTruthy();
  // As if the access token's cookie had run out: only the refresh cookie is left.
  await page.context().clearCookies({ name: 'session-access' });
  await page.goto('/account');
  await expect(page.getByRole('main').getByText(`Signed in as ${platform.admin.email}`)).toBeVisible();
  const after = await page.context().cookies();
  expect(after.find((c) => c.name === 'session-access')?.value).toBeTruthy();
  // Identity rotates the refresh token on every refresh.
  expect(after.find((c) => c.name === 'session-refresh')?.value).not.toBe(refresh?.value);
});

test('an e-mail change is confirmed by the link mailed to the new address', async ({ page, platform }) => {
  const email = `changer.${Date.now()}@example.com`;
  const newEmail = `changed.${Date.now()}@example.com`;
  const signup = await fetch(`${platform.identity}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Changer-password-1' }),
  });
  expect(signup.status).toBe(200);
  await signIn(page, email, 'Changer-password-1');
  await page.goto('/account');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByText(`We mailed a link to ${newEmail}`)).toBeVisible();

  const link = await linkInMail(platform, newEmail, /.*/, /https?:\/\/\S+\/verify\?\S+/);
  await page.goto(link);
  await page.waitForURL(/\/account\?email-changed=1/);
  await expect(page.getByText(`Your e-mail address is now ${newEmail}`)).toBeVisible();
  await expectAccessible(page);
  await expect(apiToken(platform, newEmail, 'Changer-password-1')).resolves.toBeTruthy();
});
