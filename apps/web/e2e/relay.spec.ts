/**
 * Compliance's events through the web app's relay (`/compliance/events`): a person of a
 * compliance organisation opens an `EventSource` on the web app, an entity of theirs is changed
 * through compliance's API, and the `profile.updated` event arrives in the page. A person without
 * compliance is refused (403), a visitor is told to sign in (401).
 */
import { apiToken, expect, signIn, test } from './fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function complianceApi(): string {
  const url = process.env.E2E_COMPLIANCE_URL;
  if (!url)
    throw new Error('E2E_COMPLIANCE_URL is not set: run the browser tests with npm run test:e2e -w apps/web');
  return `${url}/api/v1`;
}

interface ProfileUpdated {
  eventType: string;
  entityId: string;
  tenantId: string;
  version: number;
  changes: unknown;
}

test('a compliance person receives profile.updated through the relay', async ({ page, platform }) => {
  const id = stamp();
  const email = `relay.${id}@example.com`;
  const password = 'Compliance-pass-1';
  const signup = await fetch(`${complianceApi()}/tenants/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      organizationName: `Nirmal Foods ${id}`,
      entityType: 'PRIVATE_LIMITED',
      email,
      password,
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(201);
  const token = await apiToken(platform, email, password);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${complianceApi()}/entities`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: `Nirmal Foods ${id}`, entityType: 'PRIVATE_LIMITED' }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const entityId = ((await created.json()) as { data: { id: string } }).data.id;

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/compliance$/);
  // The page's own EventSource, with the page's cookies: the browser never holds the token.
  const opened = await page.evaluate(
    (topic) =>
      new Promise<boolean>((resolve) => {
        const events: unknown[] = [];
        (window as unknown as { relayed: unknown[] }).relayed = events;
        const source = new EventSource(`/compliance/events?topic=${encodeURIComponent(topic)}`);
        source.addEventListener('profile.updated', (event) => events.push(JSON.parse(event.data)));
        source.onopen = () => resolve(true);
        source.onerror = () => resolve(false);
      }),
    `profile.updated.${entityId}`,
  );
  expect(opened, 'the relay answered a stream').toBe(true);

  const patched = await fetch(`${complianceApi()}/entities/${entityId}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ version: 1, profileData: { pan: 'AAECN1234F' } }),
  });
  expect(patched.status, await patched.clone().text()).toBe(200);

  await page.waitForFunction(() => (window as unknown as { relayed: unknown[] }).relayed.length > 0, null, {
    timeout: 20_000,
  });
  const [event] = await page.evaluate(() => (window as unknown as { relayed: ProfileUpdated[] }).relayed);
  expect(event).toMatchObject({ eventType: 'profile.updated', entityId, version: 2 });
  expect(JSON.stringify(event?.changes)).toContain('AAECN1234F');
});

test('the relay refuses a person without compliance (403) and a visitor (401)', async ({
  page,
  platform,
}) => {
  const visitor = await page.request.get('/compliance/events');
  expect(visitor.status()).toBe(401);

  // An identity account of its own holds no product.
  const email = `no-compliance.${stamp()}@example.com`;
  const password = 'No-product-pass-1';
  const signup = await fetch(`${platform.identity}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(signup.status).toBe(200);
  await signIn(page, email, password);
  const refused = await page.request.get('/compliance/events?topic=profile.updated.*', {
    headers: { accept: 'text/event-stream' },
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-type'] ?? '').not.toContain('text/event-stream');
});
