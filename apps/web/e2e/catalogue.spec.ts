/**
 * The public catalogue as a learner uses it: finding a course by search and filters, opening
 * it, registering interest through the real ALTCHA widget (and a replayed solution refused),
 * the contact and training-plan forms, certificate verification, the pages without
 * JavaScript, the sitemap and robots.txt, and the screenshots in docs/.
 */
import type { Page } from '@playwright/test';
import { apiToken, expect, expectAccessible, type Platform, screenshotPath, test } from './fixtures';

const docs = screenshotPath;

interface CourseSummary {
  id: string;
  slug: string;
  title: string;
}

async function publishedCourses(
  platform: Platform,
  query = '',
): Promise<{ total: number; data: CourseSummary[] }> {
  const answer = await fetch(`${platform.training}/courses?limit=100${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { total: number; data: CourseSummary[] };
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

/** axe in the dark scheme too, once the colours have finished changing (buttons fade between them). */
async function expectAccessibleInDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

async function courseTitles(page: Page): Promise<string[]> {
  return (await page.locator('main article h3').allTextContents()).map((t) => t.trim());
}

test.describe('the catalogue', () => {
  test('a learner finds a course by search and by filters, pages through it, and opens a course', async ({
    page,
    platform,
  }) => {
    const all = await publishedCourses(platform);
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Training courses' })).toBeVisible();
    await expect(page.locator('#results-heading')).toContainText(`${all.total} courses`);
    await expectAccessible(page);
    await expectAccessibleInDark(page);

    // Full-text search, kept in the address.
    await page.getByLabel('Search courses').fill('GST');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/courses\?search=GST$/);
    const gst = await publishedCourses(platform, '&search=GST');
    await expect(page.locator('#results-heading')).toContainText(`${gst.total} course`);
    expect((await courseTitles(page)).sort()).toEqual(gst.data.map((c) => c.title).sort());

    // Filters apply as they are chosen and combine; each can be removed on its own.
    await page.goto('/courses');
    await page.getByLabel('Delivery mode').selectOption({ label: 'Classroom' });
    await expect(page).toHaveURL(/delivery_mode=classroom/);
    await page.getByLabel('Association').selectOption({ label: 'National Safety Council' });
    await expect(page).toHaveURL(/association=nsc/);
    const filtered = await publishedCourses(platform, '&delivery_mode=classroom&association=nsc');
    expect(filtered.total).toBeGreaterThan(0);
    await expect(page.locator('main article h3')).toHaveCount(filtered.data.length);
    expect((await courseTitles(page)).sort()).toEqual(filtered.data.map((c) => c.title).sort());
    await expectAccessible(page);
    await page.getByRole('link', { name: /Remove association/ }).click();
    await expect(page).toHaveURL(/\/courses\?delivery_mode=classroom$/);

    // Nothing matches: said plainly, with a way back to every course.
    await page.goto('/courses?search=zzqx-no-such-course&city=pune');
    await expect(page.getByText('No course matches your search')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/courses$/);

    // Paged by the server, the filters kept.
    if (all.total > 12) {
      await page.getByRole('link', { name: 'Next', exact: true }).click();
      await expect(page).toHaveURL(/\/courses\?page=2$/);
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    }

    // A card opens its course.
    await page.goto('/courses?category=workplace-safety&city=pune');
    const card = page.locator('main article').first();
    const title = ((await card.locator('h3').textContent()) ?? '').trim();
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Upcoming sessions' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the course page carries its schedule, Open Graph tags and schema.org Course data; an unknown course is a 404', async ({
    page,
  }) => {
    await page.goto('/courses/fire-safety-and-emergency-evacuation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fire Safety and Emergency Evacuation');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Fire Safety and Emergency Evacuation',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/courses\/fire-safety-and-emergency-evacuation$/,
    );
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as {
      '@type': string;
      name: string;
      provider: { '@type': string; name: string };
      hasCourseInstance: { startDate: string; location: { name: string } }[];
    };
    expect(ld['@type']).toBe('Course');
    expect(ld.name).toBe('Fire Safety and Emergency Evacuation');
    expect(ld.provider['@type']).toBe('Organization');
    // The operator offers the courses (OPERATOR_NAME, unset here: the platform's default name).
    expect(ld.provider.name).toBe('Business Platform');
    const rows = page.locator('table tbody tr');
    expect(ld.hasCourseInstance.length).toBe(await rows.count());
    // Dates as people in India write them: "7 Dec 2026", "30 Nov – 1 Dec 2026".
    await expect(rows.first().locator('td').first()).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2,3}( – \d{1,2}( [A-Z][a-z]{2,3})?)? \d{4}$/,
    );

    await expectAccessibleInDark(page);

    const missing = await page.goto('/courses/no-such-course');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expectAccessible(page);
  });
});

test.describe('the forms behind the robot check', () => {
  test('a learner registers interest through the ALTCHA widget; the same solution sent again is refused', async ({
    page,
    platform,
  }) => {
    const slug = 'first-aid-and-cpr-at-work';
    const email = `learner.${Date.now()}@example.com`;
    await page.goto(`/courses/${slug}`);
    const form = page.getByRole('form', { name: 'Register interest' });
    await form.getByLabel('Your name').fill('Asha Rao');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Phone').fill('+91 98765 43210');
    await form.getByLabel('Organisation').fill('Rao Textiles');
    await expectAccessible(page);
    const token = await proveHuman(page);
    await form.getByRole('button', { name: 'Register interest' }).click();
    await expect(page.getByRole('heading', { name: 'Your interest is registered' })).toBeFocused();
    await expect(page.getByText(`Thank you, Asha Rao. We will contact you at ${email}`)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Register interest' })).toHaveCount(0);
    await expectAccessible(page);

    // The service has it, as the administration will see it.
    const admin = await apiToken(platform);
    const interests = (await (
      await fetch(`${platform.training}/interests?limit=100`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { data: { email: string; phone: string | null; status: string }[] };
    expect(interests.data.find((i) => i.email === email)).toMatchObject({
      phone: '+91 98765 43210',
      status: 'new',
    });

    // A replay of the very same form, solution included, is refused beside the widget.
    const replay = await page.request.post(`/courses/${slug}`, {
      headers: { origin: platform.web, accept: 'text/html' },
      form: { name: 'Asha Rao', email, challengeToken: token },
    });
    expect(replay.status()).toBe(403);
    expect(await replay.text()).toContain('already used');
  });

  test('a refused solution shows beside the widget and a new one can be solved', async ({ page }) => {
    await page.goto('/contact');
    await expectAccessibleInDark(page);
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('Your name').fill('Vikram Shah');
    await form.getByLabel('E-mail address').fill('vikram@example.com');
    await form.getByLabel('Message').fill('Do you run courses in Surat?');
    await proveHuman(page);
    // A forged solution stands in for one the service refuses.
    await page.locator('input[name="challengeToken"]').evaluate((input: HTMLInputElement) => {
      input.value = btoa('{"algorithm":"SHA-256","challenge":"x","number":1,"salt":"y","signature":"z"}');
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#challenge-error')).toContainText('robot check expired or was already used');
    await expect(form.getByLabel('Message')).toHaveValue('Do you run courses in Surat?');
    await expectAccessible(page);
    await proveHuman(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Thank you, Vikram Shah. We will contact you at vikram@example.com.'),
    ).toBeVisible();
  });

  test('the training-plan request is sent, a field the service refuses stands beside it', async ({
    page,
  }) => {
    await page.goto('/training-plan');
    await expectAccessible(page);
    const form = page.getByRole('form', { name: 'Request a training plan' });
    await form.getByLabel('Organisation').fill('Kaveri Foods');
    await form.getByLabel('Your name').fill('Meera Iyer');
    await form.getByLabel('E-mail address').fill('meera@example.com');
    // Letters are not a phone number: the service says so, beside the field.
    await form.getByLabel('Phone').fill('call me maybe');
    await form
      .getByLabel('What does your team need?')
      .fill('Fire safety for 40 people in Coimbatore, in March.');
    await proveHuman(page);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.locator('#contact_phone-error')).toContainText('digits, spaces and + - ( )');
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await form.getByLabel('Phone').fill('+91 422 123 4567');
    // The page came back from the server with a new robot check, which solves on its own: the
    // visitor is not asked to tick it again.
    await expect(page.locator('altcha-widget [data-state="verified"]')).toBeVisible({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText(
        'Thank you, Meera Iyer. We will contact you at meera@example.com with a plan for Kaveri Foods.',
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test('a certificate verifies by its number; an unknown number is a 404 with another search', async ({
  page,
  platform,
}) => {
  const token = await apiToken(platform);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const [course] = (await publishedCourses(platform, '&search=Lean')).data;
  if (!course) throw new Error('the demo catalogue has no Lean course');
  const created = await fetch(`${platform.training}/enrollments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      course_id: course.id,
      learner_name: 'Priya Nair',
      learner_email: 'priya@example.com',
    }),
  });
  expect(created.status).toBe(201);
  const enrollment = ((await created.json()) as { data: { id: string } }).data;
  let certificate = '';
  let completed = '';
  for (const status of ['confirmed', 'completed']) {
    const moved = await fetch(`${platform.training}/enrollments/${enrollment.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ status }),
    });
    expect(moved.status).toBe(200);
    const answer = (await moved.json()) as {
      data: { certificate_number: string | null; completion_date: string | null };
    };
    certificate = answer.data.certificate_number ?? '';
    completed = answer.data.completion_date ?? '';
  }
  expect(certificate).toMatch(/^TC-\d{4}-/);

  await page.goto('/verify');
  await expectAccessible(page);
  await page.getByLabel('Certificate number').fill(certificate.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${certificate}$`));
  await expect(page.getByText('Valid certificate')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Priya Nair');
  await expect(page.getByText(course.title)).toBeVisible();
  // The completion day in en-IN, as written on the page ("Wed, 25 November 2026").
  const day = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${completed.slice(0, 10)}T00:00:00Z`));
  await expect(page.locator('time')).toHaveText(day);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page);

  const unknown = await page.goto('/verify/TC-2026-NOSUCHCERTIFICATE');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate not found');
  await expect(page.getByText('No certificate has the number TC-2026-NOSUCHCERTIFICATE.')).toBeVisible();
  await expect(page.getByLabel('Certificate number')).toHaveValue('TC-2026-NOSUCHCERTIFICATE');
  await expectAccessible(page);
});

test('the public pages render and work with JavaScript off', async ({ browser, platform }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: platform.web });
  const page = await context.newPage();
  // axe is a script itself: these pages are scanned with JavaScript on by the tests above.

  await page.goto('/courses');
  await expect(page.locator('main article').first()).toBeVisible();
  // The GET form is sent as it is; the server drops the empty fields from the address.
  await page.getByLabel('Search courses').fill('safety');
  await page.getByLabel('City').selectOption({ label: 'Mumbai' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/courses\?search=safety&city=mumbai$/);
  const expected = await publishedCourses(platform, '&search=safety&city=mumbai');
  await expect(page.locator('main article h3')).toHaveCount(expected.data.length);

  await page.goto('/courses/first-aid-and-cpr-at-work');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Aid and CPR at Work');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  // The note beside the robot check (text inside <noscript>, which locators' text matching skips).
  await expect(page.locator('noscript p')).toBeVisible();
  expect(await page.locator('noscript p').evaluate((p) => p.textContent)).toContain('needs JavaScript');

  // The robot check cannot run: the form still posts, and the answer says why, beside the check.
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByLabel('Your name').fill('No Script');
  await form.getByLabel('E-mail address').fill('noscript@example.com');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('#challenge-error')).toContainText('needs JavaScript');
  await expect(form.getByLabel('Message')).toHaveValue('Hello');

  await page.goto('/training-plan');
  await expect(page.getByRole('form', { name: 'Request a training plan' })).toBeVisible();

  await page.goto('/verify');
  await page.getByLabel('Certificate number').fill('tc-2026-nothing');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/verify\/TC-2026-NOTHING$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate not found');
  await context.close();
});

test('what a visitor types before a page drawn by the app has started is kept when it starts', async ({
  page,
}) => {
  // The app's scripts are held back until the fields are filled, as on a slow phone (routing
  // turns the browser's cache off, so every page fetches them again). The public pages are
  // rendered on the server only; the factory's sign-up and password recovery are drawn by the app.
  let held = Promise.resolve();
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };
  await page.route('**/_app/immutable/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const started = () => page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);

  let release = hold();
  await page.goto('/signup', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: /sign up/i });
  await form.getByLabel('Name of the organisation').fill('Kaveri Garments');
  await form.getByLabel('Your name').fill('Meera Iyer');
  await form.getByLabel('E-mail address').fill('meera@example.com');
  expect(await page.evaluate(() => performance.getEntriesByName('hydrated').length)).toBe(0);
  release();
  await started();
  await expect(form.getByLabel('Name of the organisation')).toHaveValue('Kaveri Garments');
  await expect(form.getByLabel('Your name')).toHaveValue('Meera Iyer');
  await expect(form.getByLabel('E-mail address')).toHaveValue('meera@example.com');

  release = hold();
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('admin@example.com');
  release();
  await started();
  await expect(page.getByLabel('E-mail address')).toHaveValue('admin@example.com');
});

test('the public pages ship no framework: the filters apply in place, a form says it is sending, the menu closes on Escape', async ({
  page,
  platform,
}) => {
  const modules: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_app/immutable/') && request.resourceType() === 'script')
      modules.push(request.url());
  });
  for (const path of ['/courses', '/contact', '/login', '/verify', '/pricing']) {
    await page.goto(path);
    // Nothing of SvelteKit's client: no start script, no module, no hydration.
    expect(await page.locator('script[type="module"]:not([src*="altcha"])').count(), path).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByName('hydrated').length), path).toBe(0);
  }
  // The only module loaded is the robot check's, on the page with a form.
  expect(modules.every((url) => /altcha\.min\.[\w-]+\.js$/.test(url))).toBe(true);
  expect(modules.length).toBe(1);

  // A filter chosen shows its courses without the page being sent again: focus stays, the
  // address and the title follow, and Back reads the first list again.
  await page.goto('/courses');
  const firstDocument = await page.evaluate(() => performance.timeOrigin);
  const all = (await page.locator('#results-heading').textContent())?.replace(/\s+/g, ' ').trim();
  await page.locator('#filter-category').focus();
  await page.locator('#filter-category').selectOption({ label: 'Workplace Safety' });
  await expect(page).toHaveURL(/\/courses\?category=workplace-safety$/);
  await expect(page).toHaveTitle(/^Workplace Safety courses/);
  const safety = await publishedCourses(platform, '&category=workplace-safety');
  await expect(page.locator('main article h3')).toHaveCount(Math.min(safety.total, 12));
  // Said where a screen reader listens: a region that was in the page before the change.
  await expect(page.locator('form[data-filters] + p[role="status"]')).toHaveText(
    new RegExp(`^${safety.total} courses?\\b`),
  );
  await expect(page.locator('#filter-category')).toBeFocused();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument);
  // The skip link moves within the page: the list is not read again.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await page.getByRole('link', { name: 'Skip to content' }).press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/courses\?category=workplace-safety$/);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument);
  await page.goBack();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.locator('#results-heading')).toHaveText(all ?? '');

  // A form sent by POST is busy until the answer comes, and a second click sends nothing. Read
  // from the page as it is clicked: while a form's answer is awaited, Playwright waits for it.
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  const during = await page.getByRole('button', { name: 'Sign in' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    let second = 'sent';
    document.addEventListener(
      'submit',
      (event) => {
        second = event.defaultPrevented ? 'stopped' : 'sent';
      },
      { once: true },
    );
    button.click();
    return {
      spinner: button.querySelector('.animate-spin[aria-hidden="true"]') !== null,
      busy: button.getAttribute('aria-busy'),
      disabled: button.getAttribute('aria-disabled'),
      second,
    };
  });
  expect(during).toEqual({ spinner: true, busy: 'true', disabled: 'true', second: 'stopped' });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();

  // The phone's menu is a <details>: it opens without the app and closes on Escape.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/courses');
  const menu = page.locator('header details');
  await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(menu.locator('summary')).toBeFocused();
});

/** Training's count of course reads by id or slug, from its Prometheus metrics. */
async function courseReads(platform: Platform): Promise<number> {
  const text = await (await fetch(new URL('/metrics', platform.training))).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_requests_total{') && line.includes('route="/api/v1/courses/:id"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

test('visitors asking for the same course page together cost training one read, and all get the page', async ({
  platform,
}) => {
  const [course] = (await publishedCourses(platform)).data;
  if (!course) throw new Error('the demo data has no published course');
  // An address of its own, so that no earlier visit has kept it.
  const url = new URL(`/courses/${course.slug}?visit=${Date.now()}`, platform.web);
  const before = await courseReads(platform);
  const pages = await Promise.all(Array.from({ length: 8 }, () => fetch(url)));
  for (const page of pages) {
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/courses/${course.slug}"`);
  }
  expect(await courseReads(platform)).toBe(before + 1);
});

test('the sitemap lists every published course and the public pages; robots.txt points at it', async ({
  request,
  platform,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const all = await publishedCourses(platform);
  for (const course of all.data) expect(xml).toContain(`<loc>${platform.web}/courses/${course.slug}</loc>`);
  for (const path of ['/courses', '/contact', '/training-plan', '/verify']) {
    expect(xml).toContain(`<loc>${platform.web}${path}</loc>`);
  }
  expect(xml.match(/<url>/g)?.length).toBe(all.total + 4);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /training');
  expect(robots).toContain('Disallow: /account');
  expect(robots).toContain(`Sitemap: ${platform.web}/sitemap.xml`);

  // The widget's challenge comes from this site, never stored.
  const challenge = await request.get('/challenge');
  expect(challenge.headers()['cache-control']).toBe('no-store');
  expect(await challenge.json()).toMatchObject({ algorithm: 'SHA-256' });
});

test('screenshots of the catalogue and a course page, wide and narrow', async ({ page }) => {
  for (const [width, height, suffix] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/courses');
    // Wider than the window is a layout fault at any width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: docs(`catalogue-${suffix}.png`), fullPage: suffix === 'desktop' });
    await page.goto('/courses/fire-safety-and-emergency-evacuation');
    await expect(page.locator('altcha-widget .altcha')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: docs(`course-${suffix}.png`), fullPage: true });
  }
});
