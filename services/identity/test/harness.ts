import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@platform/kernel/config';
import type { Db } from '@platform/kernel/db';
import { createLogger, type HttpApp, type HttpAppOptions } from '@platform/kernel/http';
import { type MailboxEntry, openMailer, readMailbox } from '@platform/kernel/mail';
import { buildIdentityApp } from '../src/app.js';
import { type IdentityConfig, identityConfigSpec } from '../src/config.js';

// The kernel's package exports cover `<concern>/index.ts` only and testing/ has no index yet.
export { openTestDatabase } from '../../../packages/platform/src/testing/database.js';

export const SUPER_ADMIN = { email: 'root@example.test', password: 'root-password-123' };
export const SERVICE_SECRET = 'service-secret-for-tests-0123456789';
export const ISSUER = 'http://identity.test/auth/v1';

export function testConfig(env: Record<string, string | undefined> = {}): IdentityConfig {
  return loadConfig(identityConfigSpec, {
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      IDENTITY_URL: ISSUER,
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      SERVICE_SECRET,
      ...env,
    },
  });
}

export interface Identity {
  readonly app: HttpApp;
  readonly config: IdentityConfig;
  /** Every mail identity has written (the kernel's file mailer), oldest first. */
  mailbox(): Promise<MailboxEntry[]>;
}

export async function startIdentity(
  db: Db,
  env: Record<string, string | undefined> = {},
  logger: HttpAppOptions['logger'] = createLogger('identity', 'silent'),
): Promise<Identity> {
  const config = testConfig(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-test-'));
  const mailer = openMailer({ DATA_DIR: dataDir, MAIL_FROM: config.MAIL_FROM });
  const app = await buildIdentityApp({ config, db, logger, mailer });
  app.addHook('onClose', async () => {
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return { app, config, mailbox: () => readMailbox(join(dataDir, 'mail')) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SessionBody {
  access_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: {
    id: string;
    email: string;
    user_metadata: Record<string, unknown>;
    app_metadata: Record<string, unknown>;
  };
}

export function signIn(app: HttpApp, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
  });
}

export async function sessionOf(app: HttpApp, email: string, password: string): Promise<SessionBody> {
  const res = await signIn(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<SessionBody>();
}

export function refresh(app: HttpApp, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=refresh_token',
    payload: { refresh_token: refreshToken },
  });
}

/** Creates a user through the admin API with the service secret. */
export async function createUser(
  app: HttpApp,
  body: { email: string; password: string; [key: string]: unknown },
): Promise<SessionBody['user']> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/v1/admin/users',
    headers: bearer(SERVICE_SECRET),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`creating ${body.email} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A logger that keeps what it is told, for checking what an operator would see. */
export function recordingLogger(lines: string[]): HttpAppOptions['logger'] {
  const record = (...args: unknown[]) => {
    for (const arg of args) if (typeof arg === 'string') lines.push(arg);
  };
  const logger: HttpAppOptions['logger'] = {
    level: 'info',
    fatal: record,
    error: record,
    warn: record,
    info: record,
    debug: record,
    trace: record,
    silent: record,
    child: () => logger,
  };
  return logger;
}
