import { fileURLToPath } from 'node:url';
import { type Db, migrate, platformMigrations, sql } from '@platform/kernel/db';
import { createOutbox, type EventBus, type Outbox } from '@platform/kernel/events';
import type { HealthReport, HttpApp, HttpAppOptions } from '@platform/kernel/http';
import type { Mailer } from '@platform/kernel/mail';
import type { RateLimitBackend } from '@platform/kernel/ratelimit';
import { createServiceApp, defineService } from '@platform/kernel/runtime';
import { accountRoutes } from './account/routes.js';
import { ensureSuperAdmin } from './admin/bootstrap.js';
import { adminRoutes } from './admin/routes.js';
import { createCallers } from './auth/callers.js';
import { type IdentityConfig, identityConfigSpec } from './config.js';
import { identityEnvelope } from './envelope.js';
import { keyRoutes } from './keys/routes.js';
import { ensureSigningKey } from './keys/service.js';
import { redirectPolicy } from './links/redirect.js';
import { linkRoutes } from './links/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { tokenRoutes } from './tokens/routes.js';

type Logger = HttpAppOptions['logger'];

export const IDENTITY_SCHEMA = 'identity';
export const API_PREFIX = '/auth/v1';

const identityMigrations = {
  source: 'identity',
  dir: fileURLToPath(new URL('../migrations/', import.meta.url)),
};

export interface IdentityDeps {
  readonly config: IdentityConfig;
  readonly db: Db;
  readonly logger: Logger;
  /** Sends the recovery, confirmation and e-mail-change links. */
  readonly mailer: Pick<Mailer, 'send'>;
  /** Shares rate-limit counters between replicas; process memory without it. */
  readonly redis?: RateLimitBackend['redis'];
  /**
   * Where ended sessions are announced (`session.revoked`, through the outbox), so that the
   * services verifying tokens by signature refuse them too. Without it the events stay queued.
   */
  readonly bus?: EventBus;
}

async function checkDatabase(db: Db, logger: Logger): Promise<HealthReport> {
  try {
    await db.query(sql`select 1`);
    return { statusCode: 200, body: { service: 'identity', status: 'healthy', database: 'connected' } };
  } catch (err) {
    logger.error({ err }, 'health check: database unreachable');
    return { statusCode: 500, body: { status: 'unhealthy', error: 'database unreachable' } };
  }
}

/**
 * Migrates, makes sure the signing key and the super-admin exist, and returns the app with
 * every route under `/auth/v1`. The caller owns `db` and `redis` and closes them.
 */
export async function buildIdentityApp(deps: IdentityDeps): Promise<HttpApp> {
  const { config, db, logger } = deps;
  await migrate(db, IDENTITY_SCHEMA, [platformMigrations, identityMigrations]);
  const keyring = await ensureSigningKey(db);
  const bootstrap = await ensureSuperAdmin(db, {
    email: config.SUPER_ADMIN_EMAIL,
    password: config.SUPER_ADMIN_PASSWORD,
  });
  if (bootstrap.created && bootstrap.generatedPassword) {
    // The only time this password is ever shown: it is not stored anywhere in clear.
    logger.warn(
      `super-admin ${bootstrap.email} created with generated password ${bootstrap.generatedPassword} ` +
        '(shown once; set SUPER_ADMIN_PASSWORD to choose it)',
    );
  } else if (bootstrap.created) {
    logger.info(`super-admin ${bootstrap.email} created from SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD`);
  }

  // Identity issues the tokens the others verify: it authenticates each request in its handlers.
  const app = await createServiceApp(
    config,
    { db, logger, redis: deps.redis },
    {
      service: 'identity',
      description:
        'Users, password sign-in and recovery, mailed links, JWT access and refresh tokens, JWKS and the admin user API (GoTrue subset)',
      envelope: identityEnvelope,
      health: () => checkDatabase(db, logger),
    },
  );
  if (deps.bus)
    announceEndedSessions(app, createOutbox({ db, schema: IDENTITY_SCHEMA, bus: deps.bus, logger }));

  const autoconfirm = config.MAILER_AUTOCONFIRM === 'true';
  const settings = {
    db,
    logger,
    mailer: deps.mailer,
    keyring,
    issuer: config.IDENTITY_URL,
    callers: createCallers({ db, keyring, issuer: config.IDENTITY_URL }),
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    refreshTokenReuseIntervalSeconds: config.REFRESH_TOKEN_REUSE_INTERVAL,
    serviceSecret: config.SERVICE_SECRET,
    tokenRateLimit: { max: config.TOKEN_RATE_LIMIT_MAX, windowMs: config.TOKEN_RATE_LIMIT_WINDOW_MS },
    passwordFailureLimit: {
      max: config.PASSWORD_FAILURE_LIMIT_MAX,
      windowMs: config.PASSWORD_FAILURE_LIMIT_WINDOW_MS,
    },
    signUpRateLimit: { max: config.TOKEN_RATE_LIMIT_MAX, windowMs: config.TOKEN_RATE_LIMIT_WINDOW_MS },
    verifyRateLimit: { max: config.TOKEN_RATE_LIMIT_MAX, windowMs: config.TOKEN_RATE_LIMIT_WINDOW_MS },
    emailRateLimit: { max: config.EMAIL_RATE_LIMIT_MAX, windowMs: config.EMAIL_RATE_LIMIT_WINDOW_MS },
    autoconfirm,
    requireConfirmedEmail: !autoconfirm,
    redirects: redirectPolicy(config.SITE_URL, config.URI_ALLOW_LIST),
    linkTtlSeconds: config.EMAIL_LINK_TTL_SECONDS,
    inviteTtlSeconds: config.INVITE_LINK_TTL_SECONDS,
    emailMinIntervalSeconds: config.EMAIL_MIN_INTERVAL_SECONDS,
  };
  await app.register(accountRoutes(settings), { prefix: API_PREFIX });
  await app.register(linkRoutes(settings), { prefix: API_PREFIX });
  await app.register(settingsRoutes(settings), { prefix: API_PREFIX });
  await app.register(tokenRoutes(settings), { prefix: API_PREFIX });
  await app.register(keyRoutes(keyring), { prefix: API_PREFIX });
  await app.register(adminRoutes(settings), { prefix: API_PREFIX });
  return app;
}

/**
 * Relays the `session.revoked` events the sessions table's trigger writes. Sessions end in many
 * write paths (sign-out, a new password, a ban, a deleted user, a reused refresh token), so the
 * relay is woken after every request that may write rather than by each of them: the event
 * leaves within milliseconds of its commit instead of at the next poll.
 */
function announceEndedSessions(app: HttpApp, outbox: Outbox): void {
  outbox.start();
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') outbox.wake();
  });
  app.addHook('onClose', () => outbox.stop());
}

export const identityService = defineService({
  name: 'identity',
  vars: identityConfigSpec,
  build: async (config, backends) => [
    {
      name: 'identity',
      port: config.IDENTITY_PORT,
      app: await buildIdentityApp({
        config,
        db: backends.db,
        logger: backends.logger,
        mailer: backends.mailer,
        ...(backends.redis ? { redis: backends.redis } : {}),
        bus: backends.bus,
      }),
    },
  ],
  notes: (config) => [
    config.SUPER_ADMIN_PASSWORD
      ? `super-admin: ${config.SUPER_ADMIN_EMAIL}, password from SUPER_ADMIN_PASSWORD`
      : `super-admin: ${config.SUPER_ADMIN_EMAIL}, password generated and logged once when the account was created ` +
        '(set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD to choose them)',
  ],
});
