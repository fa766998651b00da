import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { factoryService } from '@platform/factory/app';
import { identityService } from '@platform/identity/app';
import { loadConfig, platformVars } from '@platform/kernel/config';
import { createLogger, type Listener } from '@platform/kernel/http';
import { openBackends, type ServiceModule } from '@platform/kernel/runtime';
import { createScratchDatabase, freePort, readMailbox } from '@platform/kernel/testing';
import { portalService } from '../src/app.js';
import { SERVICE_SECRET, signupBody, WEBHOOK_SECRET } from './harness.js';

/*
 * The README's walk on an `npm start`-like runtime: identity, portal and factory built by their
 * service modules on one set of backends (one database, each in its own schema), each on its
 * own port, talking over HTTP; the portal trusts the identity service's tokens through its JWKS.
 */

const SUPER_ADMIN = { email: 'root@walk.test', password: 'root-password-0123' };

let dataDir: string;
let factoryUrl: string;
let closeAll: () => Promise<void>;
let identityUrl: string;
let portalUrl: string;
let runtimeEnv: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-walk-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  const [identityPort, portalPort, factoryPort] = [await freePort(), await freePort(), await freePort()];
  factoryUrl = `http://127.0.0.1:${factoryPort}/api/v1`;
  identityUrl = `http://127.0.0.1:${identityPort}/auth/v1`;
  portalUrl = `http://127.0.0.1:${portalPort}`;
  runtimeEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVICE_SECRET,
    URL_SIGNING_SECRET: 'walk-url-signing-secret-0123456789',
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    IDENTITY_URL: identityUrl,
    IDENTITY_PORT: String(identityPort),
    PORTAL_PORT: String(portalPort),
    PORTAL_URL: portalUrl,
    FACTORY_PORT: String(factoryPort),
    FACTORY_URL: factoryUrl,
    FACTORY_JWT_SECRET: 'walk-factory-jwt-secret-0123456789abcdef',
    FACTORY_COOKIE_SECURE: 'false',
    PROVISIONING_POLL_MS: '25',
    SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  const env = runtimeEnv;
  const logger = createLogger('walk', 'silent');
  const backends = await openBackends(
    loadConfig(platformVars, { env, secretsDir: dataDir }),
    'platform',
    logger,
  );
  const listeners: Listener[] = [];
  const start = async (module: ServiceModule, port: number) => {
    const built = await module.build(loadConfig(module.vars, { env, secretsDir: dataDir }), backends);
    for (const l of built) {
      listeners.push(l);
      await l.app.listen({ port, host: '127.0.0.1' });
    }
  };
  await start(identityService, identityPort);
  await start(factoryService, factoryPort);
  await start(portalService, portalPort);
  closeAll = async () => {
    for (const l of listeners) await l.app.close();
    await backends.close();
    await scratch?.drop();
  };
}, 120_000);

afterAll(async () => {
  await closeAll?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface TenantAnswer {
  data: { tenant: { id: string; slug: string; status: string; subscription: { status: string } } };
}

async function call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const signIn = async (email: string, password: string) => {
  const res = await call<{ access_token: string }>('POST', `${identityUrl}/token?grant_type=password`, {
    email,
    password,
  });
  expect(res.status).toBe(200);
  return res.body.access_token;
};

describe('signup → simulated payment → active tenant, across identity and portal', () => {
  it('a super-admin of the identity provider may use the sandbox console; a tenant admin may not', async () => {
    const body = signupBody();
    const signup = await call<TenantAnswer>('POST', `${portalUrl}/api/v1/tenants/signup`, body);
    const path = `${portalUrl}/api/v1/sandbox/tenants/${signup.body.data.tenant.id}/events`;
    const admin = await signIn(body.email, body.password);
    expect((await call('POST', path, {}, { authorization: `Bearer ${admin}` })).status).toBe(403);
    const root = await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const failed = await call<{ data: { webhook: { data: { outcome: string } } } }>(
      'POST',
      path,
      { event: 'payment.failed' },
      { authorization: `Bearer ${root}` },
    );
    expect(failed.body.data.webhook.data.outcome).toBe('alerted');
  });

  it('walks a new organisation from the catalogue to an active, provisioned tenant', async () => {
    const plans = await call<{ data: { plans: { slug: string }[] } }>(
      'GET',
      `${portalUrl}/api/v1/tenants/signup/plans`,
    );
    expect(plans.body.data.plans.map((p: { slug: string }) => p.slug)).toEqual([
      'starter',
      'growth',
      'enterprise',
    ]);

    const body = signupBody({ plan: 'starter' });
    const signup = await call<TenantAnswer>('POST', `${portalUrl}/api/v1/tenants/signup`, body);
    expect(signup.status).toBe(201);
    const { tenant } = signup.body.data;

    // The new administrator signs in at the identity provider at once; the token carries the tenant.
    const adminToken = await signIn(body.email, body.password);
    const payload = JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.user_metadata.tenantId).toBe(tenant.id);
    expect(payload.app_metadata).toMatchObject({ role: 'admin', apps: ['factory'], plan: 'starter' });
    const before = await call<TenantAnswer>(
      'GET',
      `${portalUrl}/api/v1/admin/tenants/${tenant.id}`,
      undefined,
      {
        authorization: `Bearer ${adminToken}`,
      },
    );
    expect(before.body.data.tenant.status).toBe('pending_payment');

    // Payment, as the README says: the npm script asks the sandbox to deliver a signed activation.
    // Run asynchronously: the services answering it live in this process.
    const script = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/sandbox/simulate.ts', tenant.slug],
      {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { ...process.env, ...runtimeEnv, INIT_CWD: dataDir },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(script.stdout).toContain('"outcome":"active"');

    const after = await call<TenantAnswer>(
      'GET',
      `${portalUrl}/api/v1/admin/tenants/${tenant.id}`,
      undefined,
      {
        authorization: `Bearer ${adminToken}`,
      },
    );
    expect(after.body.data.tenant).toMatchObject({ status: 'active', subscription: { status: 'active' } });
    const alerts = await call<{ data: { alerts: { type: string }[] } }>(
      'GET',
      `${portalUrl}/api/v1/alerts`,
      undefined,
      { authorization: `Bearer ${adminToken}` },
    );
    expect(alerts.body.data.alerts.map((a: { type: string }) => a.type)).toEqual(['subscription.activated']);

    // The portal provisions the tenant in the factory, which mails the administrator a set-password link.
    let link: string | undefined;
    for (let i = 0; i < 400 && !link; i += 1) {
      const mails = await readMailbox(join(dataDir, 'mail'));
      link = mails.find((m) => m.to.includes(body.email))?.text.match(/reset-password\/([\w-]+)/)?.[1];
      if (!link) await new Promise((r) => setTimeout(r, 25));
    }
    expect(link, 'set-password mail').toBeDefined();
    const password = 'factory-password-123';
    const set = await call('PATCH', `${factoryUrl}/auth/resetPassword/${link}`, {
      password,
      passwordConfirm: password,
    });
    expect(set.status).toBe(200);

    // And logs in to the factory with the e-mail as username, as the tenant's admin.
    const login = await call<{ token: string; data: { user: { email: string; role: string } } }>(
      'POST',
      `${factoryUrl}/auth/login`,
      { username: body.email, password },
    );
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ email: body.email, role: 'admin' });
    const claims = JSON.parse(Buffer.from(login.body.token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.tenantId).toBe(tenant.id);
    const provisioned = await call<TenantAnswer & { data: { tenant: { provisionedAt: string | null } } }>(
      'GET',
      `${portalUrl}/api/v1/admin/tenants/${tenant.id}`,
      undefined,
      { authorization: `Bearer ${adminToken}` },
    );
    expect(provisioned.body.data.tenant.provisionedAt).not.toBeNull();
  }, 60_000);

  it("buys the factory as the web pages do: chosen slug and kind, the customer's own checkout, billing with the factory's usage, cancellation", async () => {
    const slug = `walk-${Date.now().toString(36)}`;
    const free = await call<{ data: { available: boolean } }>(
      'GET',
      `${portalUrl}/api/v1/tenants/signup/slug-availability?slug=${slug}`,
    );
    expect(free.body.data.available).toBe(true);
    const body = signupBody({ plan: 'starter', slug, unitKind: 'garment' });
    const signup = await call<TenantAnswer>('POST', `${portalUrl}/api/v1/tenants/signup`, body);
    expect(signup.status).toBe(201);
    expect(signup.body.data.tenant.slug).toBe(slug);
    const admin = { authorization: `Bearer ${await signIn(body.email, body.password)}` };

    const declined = await call<{ data: { tenant: { status: string } } }>(
      'POST',
      `${portalUrl}/api/v1/sandbox/checkout`,
      { outcome: 'failure' },
      admin,
    );
    expect(declined.body.data.tenant.status).toBe('pending_payment');
    const paid = await call<{ data: { tenant: { status: string } } }>(
      'POST',
      `${portalUrl}/api/v1/sandbox/checkout`,
      { outcome: 'success' },
      admin,
    );
    expect(paid.body.data.tenant.status).toBe('active');

    interface BillingAnswer {
      data: {
        tenant: { status: string; unitKind: string; provisionedAt: string | null };
        subscription: { status: string };
        usage: { users: number; workers: number; jobSteps: number; articleAttributes: number } | null;
        invoices: { amount: number }[];
        payments: { status: string; failureReason: string | null }[];
      };
    }
    // Provisioned in the real factory with the garment template: its usage comes back through the portal.
    let billing: BillingAnswer['data'] | undefined;
    for (let i = 0; i < 400; i += 1) {
      const res = await call<BillingAnswer>('GET', `${portalUrl}/api/v1/billing`, undefined, admin);
      expect(res.status).toBe(200);
      billing = res.body.data;
      if (billing.usage) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(billing?.tenant).toMatchObject({ status: 'active', unitKind: 'garment' });
    expect(billing?.usage).toMatchObject({ jobSteps: 5, articleAttributes: 3 });
    expect(billing?.usage?.users).toBeGreaterThanOrEqual(1);
    expect(billing?.invoices.map((i) => i.amount)).toEqual([999]);
    expect(billing?.payments.map((p) => [p.status, p.failureReason])).toEqual([
      ['captured', null],
      ['failed', 'Card declined by the bank (sandbox)'],
    ]);

    const cancelled = await call<{ data: { effective: string; subscription: { status: string } } }>(
      'POST',
      `${portalUrl}/api/v1/billing/cancel`,
      { reason: 'Trying it out only' },
      admin,
    );
    expect(cancelled.status).toBe(202);
    expect(cancelled.body.data).toMatchObject({ effective: 'now', subscription: { status: 'cancelled' } });
  }, 60_000);

  it("a halted or cancelled subscription stops the factory's users; a later valid activation lets them in again", async () => {
    const body = signupBody();
    const signup = await call<TenantAnswer>('POST', `${portalUrl}/api/v1/tenants/signup`, body);
    const { tenant } = signup.body.data;
    const deliver = async (event: string) => {
      const res = await call<{ data: { webhook: { data: { outcome: string } } } }>(
        'POST',
        `${portalUrl}/api/v1/sandbox/tenants/${tenant.id}/events`,
        { event },
        { 'x-service-secret': SERVICE_SECRET },
      );
      return res.body.data.webhook.data.outcome;
    };
    expect(await deliver('subscription.activated')).toBe('active');
    let link: string | undefined;
    for (let i = 0; i < 400 && !link; i += 1) {
      const mails = await readMailbox(join(dataDir, 'mail'));
      link = mails.find((m) => m.to.includes(body.email))?.text.match(/reset-password\/([\w-]+)/)?.[1];
      if (!link) await new Promise((r) => setTimeout(r, 25));
    }
    const password = 'factory-password-123';
    const set = await call<{ token: string }>('PATCH', `${factoryUrl}/auth/resetPassword/${link}`, {
      password,
      passwordConfirm: password,
    });
    expect(set.status).toBe(200);
    const signedIn = { authorization: `Bearer ${set.body.token}` };
    const login = () =>
      call<{ message?: string }>('POST', `${factoryUrl}/auth/login`, { username: body.email, password });
    const config = () =>
      call<{ message?: string }>('GET', `${factoryUrl}/tenant-config/${tenant.id}`, undefined, signedIn);
    const plans = () => call<{ message?: string }>('GET', `${factoryUrl}/plan`, undefined, signedIn);
    /** The factory hears of the portal's change through a queue: wait until login answers `status`. */
    const loginAnswers = async (status: number) => {
      for (let i = 0; i < 400; i += 1) {
        const res = await login();
        if (res.status === status) return res;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`factory login never answered ${status}`);
    };
    expect((await config()).status).toBe(200);

    expect(await deliver('subscription.halted')).toBe('suspended');
    const halted = await loginAnswers(403);
    expect(halted.body.message).toMatch(/subscription payments failed, so its factory is suspended/);
    // The token issued before the halt stops working too, on tenant routes and elsewhere.
    for (const res of [await config(), await plans()]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(halted.body.message);
    }

    expect(await deliver('subscription.activated')).toBe('active');
    expect((await loginAnswers(200)).status).toBe(200);
    expect((await config()).status).toBe(200);

    // Cancellation ends access at once, and for good: no later activation brings the tenant back.
    expect(await deliver('subscription.cancelled')).toBe('suspended');
    const cancelled = await loginAnswers(403);
    expect(cancelled.body.message).toMatch(/subscription was cancelled, so its factory is suspended/);
    expect((await plans()).status).toBe(403);
    expect(await deliver('subscription.activated')).toBe('skipped_cancelled');
    await new Promise((r) => setTimeout(r, 200));
    expect((await login()).status).toBe(403);
  }, 60_000);
});
