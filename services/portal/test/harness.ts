import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { identityService } from '@platform/identity/app';
import type { Product, Role } from '@platform/kernel/auth';
import { sql } from '@platform/kernel/db';
import { startTestService, type TestService } from '@platform/kernel/testing';
import Razorpay from 'razorpay';
import { portalService } from '../src/app.js';
import { signWebhook } from '../src/payments/signature.js';
import { type StandIn, startStandIn } from './stand-in.js';

export const API = '/api/v1';
export const SERVICE_SECRET = `portal-service-secret-${randomBytes(6).toString('hex')}`;
export const WEBHOOK_SECRET = `portal-webhook-secret-${randomBytes(6).toString('hex')}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The identity service in-process, reached through a local proxy that can be told to fail a
 * request (method and path), so each signup step that calls the identity provider can be failed.
 */
export interface IdentityUnderTest {
  readonly svc: TestService;
  readonly url: string;
  /**
   * Answer 500 to the next requests matching `method` and a path starting with `pathPrefix`;
   * with `afterForwarding`, the identity service handles the request first and its answer is lost.
   */
  failNext(method: string, pathPrefix: string, times?: number, afterForwarding?: boolean): void;
  /** Every request the portal sent, oldest first (path under `/auth/v1`, body as sent). */
  readonly requests: IdentityRequest[];
  usersWithEmail(email: string): Promise<{ id: string; app_metadata: Record<string, unknown> }[]>;
  signIn(email: string, password: string): Promise<number>;
  close(): Promise<void>;
}

export interface IdentityRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

function jsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startIdentity(): Promise<IdentityUnderTest> {
  const requests: IdentityRequest[] = [];
  const svc = await startTestService(identityService, { env: { SERVICE_SECRET } });
  const failures: { method: string; prefix: string; left: number; afterForwarding: boolean }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? 'GET',
        path: url.replace(/^\/auth\/v1/, ''),
        body: jsonOrText(text),
      });
      const failure = failures.find((f) => f.left > 0 && f.method === req.method && url.startsWith(f.prefix));
      const fail = () => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 500, msg: 'injected failure' }));
      };
      if (failure) failure.left -= 1;
      if (failure && !failure.afterForwarding) return fail();
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && k !== 'host' && k !== 'content-length' && k !== 'connection')
          headers[k] = v;
      const body = Buffer.concat(chunks);
      void svc.app
        .inject({
          method: (req.method ?? 'GET') as 'GET',
          url,
          headers,
          ...(body.length > 0 ? { payload: body } : {}),
        })
        .then((answer) => {
          if (failure) return fail();
          res.writeHead(answer.statusCode, {
            'content-type': answer.headers['content-type'] ?? 'application/json',
          });
          res.end(answer.body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    svc,
    url: `http://127.0.0.1:${port}/auth/v1`,
    requests,
    failNext(method, pathPrefix, times = 1, afterForwarding = false) {
      failures.push({ method, prefix: `/auth/v1${pathPrefix}`, left: times, afterForwarding });
    },
    async usersWithEmail(email) {
      const res = await svc.app.inject({
        method: 'GET',
        url: `/auth/v1/admin/users?filter=${encodeURIComponent(email)}`,
        headers: bearer(SERVICE_SECRET),
      });
      const users = res.json().users as {
        id: string;
        email: string;
        app_metadata: Record<string, unknown>;
      }[];
      return users.filter((u) => u.email === email);
    },
    async signIn(email, password) {
      const res = await svc.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email, password },
      });
      return res.statusCode;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await svc.close();
    },
  };
}

/** A stand-in of the factory's internal provisioning endpoint; answers 201 unless told otherwise. */
export function startFactory(): Promise<StandIn> {
  return startStandIn(() => ({ status: 201, body: { status: 'success', data: {} } }));
}

export interface PortalUnderTest {
  readonly svc: TestService;
  readonly identity: IdentityUnderTest;
  readonly factory: StandIn;
  close(): Promise<void>;
}

/** The portal with the identity service and a factory stand-in; the sandbox provider unless `env` says. */
export async function startPortal(env: Record<string, string> = {}): Promise<PortalUnderTest> {
  const identity = await startIdentity();
  const factory = await startFactory();
  const svc = await startTestService(portalService, {
    env: {
      SERVICE_SECRET,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      IDENTITY_URL: identity.url,
      FACTORY_URL: `${factory.url}/api/v1`,
      PROVISIONING_POLL_MS: '25',
      PROVISIONING_RETRY_MS: '25',
      FACTORY_TIMEOUT_MS: '500',
      SIGNUP_RATE_LIMIT_MAX: '1000000',
      ...env,
    },
  });
  return {
    svc,
    identity,
    factory,
    async close() {
      await svc.close();
      await factory.close();
      await identity.close();
    },
  };
}

let counter = 0;
export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  return {
    organizationName: `Acme Looms ${tag}`,
    email: `founder-${tag}@example.test`,
    password: 'correct-horse-battery',
    app: 'factory',
    plan: 'growth',
    ...overrides,
  };
}

export async function countRows(svc: TestService, table: string, where = sql`true`): Promise<number> {
  const { rows } = await svc.backends.db.query<{ n: number }>(
    sql`select count(*)::int as n from ${sql.ident('portal', table)} where ${where}`,
  );
  return rows[0]?.n ?? 0;
}

/** A webhook delivery signed with the webhook secret; `validateWebhookSignature` of the official package agrees. */
export function signedDelivery(
  event: Record<string, unknown>,
  options: { eventId?: string; secret?: string; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const signature = signWebhook(options.secret ?? WEBHOOK_SECRET, payload);
  if (!Razorpay.validateWebhookSignature(payload, signature, options.secret ?? WEBHOOK_SECRET))
    throw new Error('signature disagrees with the razorpay package');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-event-id': options.eventId ?? `evt_${randomUUID().replaceAll('-', '')}`,
  };
  if (options.signature !== null) headers['x-razorpay-signature'] = options.signature ?? signature;
  return { method: 'POST' as const, url: `${API}/webhooks/payment`, headers, payload };
}

/** A provider event in Razorpay's shape: `{event, payload: {subscription: {entity}}, created_at}`. */
export function subscriptionEvent(
  event: string,
  subscriptionId: string,
  tenantId: string,
  createdAt = Math.floor(Date.now() / 1000),
  payment?: Record<string, unknown>,
) {
  return {
    entity: 'event',
    event,
    payload: {
      subscription: { entity: { id: subscriptionId, status: event.split('.')[1], notes: { tenantId } } },
      ...(payment ? { payment: { entity: payment } } : {}),
    },
    created_at: createdAt,
  };
}

export function superAdminToken(svc: TestService): Promise<string> {
  return svc.issuer.mint({ sub: randomUUID(), email: 'root@example.test', role: 'super_admin' });
}

/**
 * A token of a tenant's person, granted `apps`: by default `factory`, the product the test
 * tenants buy, as a sign-up grants it.
 */
export function tenantAdminToken(
  svc: TestService,
  tenantId: string,
  role: Extract<Role, 'admin' | 'user'> = 'admin',
  apps: readonly Product[] = ['factory'],
) {
  return svc.issuer.mint({ sub: randomUUID(), email: `${role}@example.test`, role, tenantId, apps });
}

/** Polls until `check` returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
