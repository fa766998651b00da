import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, platformVars } from '@platform/kernel/config';
import { createLogger, type Listener } from '@platform/kernel/http';
import { openBackends, type ServiceModule } from '@platform/kernel/runtime';
import { createScratchDatabase, freePort } from '@platform/kernel/testing';
import { trainingService } from '@platform/training/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../src/app.js';

/*
 * Identity and a service that verifies its tokens by signature (training) on one runtime, as
 * `npm start` runs them: one database, one bus (RabbitMQ when AMQP_URL is set). A session
 * ended at identity must stop working at training too, though the token's signature is good.
 */

const ROOT = { email: 'root@revocation.test', password: 'root-password-0123' };

let dataDir: string;
let identityUrl: string;
let training: Listener;
let closeAll: () => Promise<void>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'identity-revocation-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  const identityPort = await freePort();
  identityUrl = `http://127.0.0.1:${identityPort}/auth/v1`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVICE_SECRET: 'revocation-service-secret-0123456789',
    URL_SIGNING_SECRET: 'revocation-url-signing-secret-0123456789',
    IDENTITY_URL: identityUrl,
    IDENTITY_PORT: String(identityPort),
    SUPER_ADMIN_EMAIL: ROOT.email,
    SUPER_ADMIN_PASSWORD: ROOT.password,
    CHALLENGE_SECRET: 'revocation-challenge-secret-0123456789',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(process.env.AMQP_URL ? { AMQP_URL: process.env.AMQP_URL } : {}),
  };
  const backends = await openBackends(
    loadConfig(platformVars, { env, secretsDir: dataDir }),
    'platform',
    createLogger('revocation', 'silent'),
  );
  const listeners: Listener[] = [];
  const build = async (module: ServiceModule) => {
    const built = await module.build(loadConfig(module.vars, { env, secretsDir: dataDir }), backends);
    listeners.push(...built);
    return built;
  };
  const [identity] = await build(identityService);
  await identity?.app.listen({ port: identityPort, host: '127.0.0.1' });
  [training] = (await build(trainingService)) as [Listener];
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

async function signIn(): Promise<string> {
  const res = await fetch(`${identityUrl}/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ROOT),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function signOut(token: string, scope: 'local' | 'global' | 'others'): Promise<void> {
  const res = await fetch(`${identityUrl}/logout?scope=${scope}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  expect(res.status).toBe(204);
}

/** An administrator's read at training: 200 while the session lives, 401 once it ended. */
async function trainingStatus(token: string): Promise<number> {
  const res = await training.app.inject({
    method: 'GET',
    url: '/api/v1/audit-logs',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}

/** The status training settles on within `ms` (the bus delivers the revocation). */
async function settlesOn(token: string, status: number, ms = 3000): Promise<number> {
  const until = Date.now() + ms;
  let last = await trainingStatus(token);
  while (last !== status && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await trainingStatus(token);
  }
  return last;
}

describe('a session ended at identity', () => {
  it('is refused by another service verifying tokens, and only that session', async () => {
    const ended = await signIn();
    const kept = await signIn();
    expect(await trainingStatus(ended)).toBe(200);
    expect(await trainingStatus(kept)).toBe(200);

    await signOut(ended, 'local');
    expect(await settlesOn(ended, 401)).toBe(401);
    expect(await trainingStatus(kept)).toBe(200);
  });

  it('ends every session of the user at every service on a global sign-out', async () => {
    const first = await signIn();
    const second = await signIn();
    expect(await trainingStatus(first)).toBe(200);
    await signOut(second, 'global');
    expect(await settlesOn(first, 401)).toBe(401);
    expect(await settlesOn(second, 401)).toBe(401);
  });
});
