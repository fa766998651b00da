import { resolveDataDir } from './data-dir.js';
import { integer, oneOf, secret, text, trustProxy, url, type VarSpec } from './spec.js';

/** Variables every service reads. A service adds its own to these. */
export const platformVars = {
  NODE_ENV: oneOf(['development', 'test', 'production'], {
    fallback: 'development',
    doc: 'development generates missing secrets under DATA_DIR; production requires every secret',
    production: 'production',
  }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    fallback: 'info',
    doc: 'pino log level',
  }),
  LOG_FORMAT: oneOf(['auto', 'json', 'pretty'], {
    fallback: 'auto',
    doc: 'auto: readable lines (pino-pretty) when stdout is a terminal and NODE_ENV is not production, JSON lines otherwise',
    production: 'auto (JSON)',
  }),
  SHUTDOWN_DELAY_MS: integer({
    fallback: '0',
    min: 0,
    max: 600_000,
    doc: 'after SIGTERM, how long /ready answers 503 while requests are still served, so the load balancer stops routing here before the listeners close',
    production: 'a little over the load balancer readiness period, e.g. 5000',
  }),
  SHUTDOWN_TIMEOUT_MS: integer({
    fallback: '25000',
    min: 1000,
    max: 3_600_000,
    doc: 'after SIGTERM (and its delay), how long in-flight requests, job runners and the outbox flush get before the process exits anyway (exit code 1)',
  }),
  HOST: text({ fallback: '0.0.0.0', doc: 'address the listeners bind to' }),
  DEMO_DATA: oneOf(['true', 'false'], {
    fallback: 'true',
    doc: 'npm start only: true loads the demo data set (catalogue, compliance and factory tenants, demo accounts) on the first start with an empty DATA_DIR and database when NODE_ENV is development; false never loads it',
    production: 'ignored: never loaded with NODE_ENV=production',
  }),
  DATA_DIR: {
    fallback: '.data',
    doc: 'embedded database, files, mail and development secrets live here; a relative path is taken from the repository root, whichever folder a command runs in',
    production: 'unused when DATABASE_URL, S3_* and SMTP_URL are set',
    parse: (raw: string) => resolveDataDir(raw),
  } satisfies VarSpec<string>,
  DATABASE_URL: url({
    doc: 'PostgreSQL connection string; unset means embedded PGlite under DATA_DIR',
    production: 'postgres://user:pass@postgres:5432/platform',
  }),
  DATABASE_POOL_SIZE: integer({
    fallback: '10',
    min: 1,
    max: 200,
    doc: 'PostgreSQL connections per service',
  }),
  AMQP_URL: url({
    doc: 'RabbitMQ URL; unset means the in-process bus',
    production: 'amqp://user:pass@rabbitmq:5672',
  }),
  REDIS_URL: url({
    doc: 'Redis URL for rate-limit counters; unset means process memory',
    production: 'redis://redis:6379',
  }),
  SMTP_URL: url({
    doc: 'SMTP server; unset means .eml files under DATA_DIR/mail',
    production: 'smtps://user:pass@smtp.example.com:465',
  }),
  MAIL_FROM: text({ fallback: 'Platform <no-reply@localhost>', doc: 'sender of outgoing mail' }),
  S3_ENDPOINT: url({
    doc: 'S3-compatible endpoint; unset means files under DATA_DIR/blobs',
    production: 'https://s3.<region>.amazonaws.com',
  }),
  S3_BUCKET: text({
    doc: 'bucket for blobs when S3_ENDPOINT is set',
    production: 'required with S3_ENDPOINT',
  }),
  S3_REGION: text({ fallback: 'us-east-1', doc: 'S3 region' }),
  S3_ACCESS_KEY_ID: text({ doc: 'S3 access key id', production: 'required with S3_ENDPOINT' }),
  S3_SECRET_ACCESS_KEY: text({ doc: 'S3 secret access key', production: 'required with S3_ENDPOINT' }),
  IDENTITY_URL: url({
    fallback: 'http://localhost:4000/auth/v1',
    doc: 'identity provider base URL; its JWKS is read from /.well-known/jwks.json under it',
    production: 'https://auth.example.com/auth/v1 (or a GoTrue)',
  }),
  SERVICE_SECRET: secret({ doc: 'shared secret for service-to-service calls (admin API, internal routes)' }),
  URL_SIGNING_SECRET: secret({ doc: 'HMAC key of signed download URLs' }),
  TRUST_PROXY: trustProxy({
    fallback: 'false',
    doc: 'whether X-Forwarded-For is believed (per-IP rate limits): false, true, a hop count, or proxy addresses',
    production: "the load balancer's address range, e.g. 10.0.0.0/8",
  }),
  CORS_ORIGINS: text({
    fallback: '',
    doc: 'browser origins allowed to call the services, separated by commas (https://app.example.com); empty allows none but the service itself',
    production: 'the web apps that call the API, e.g. https://app.example.com',
  }),
  BODY_LIMIT_BYTES: integer({
    fallback: '1048576',
    min: 1024,
    doc: 'largest JSON body accepted (413 beyond)',
  }),
} as const;

/**
 * SUPER_ADMIN_PASSWORD, of the services that create a super-admin on their first start (identity
 * and the factory; in one process they create theirs from the same variables). `minLength` is the
 * service's own password rule. Not a `secret`: those are generated into a file under DATA_DIR,
 * while an unset bootstrap password is generated when the super-admin is created and shown
 * once, in the log.
 */
export function superAdminPassword(minLength: number): VarSpec<string | undefined> {
  return {
    doc: 'password of the bootstrap super-admin; unset outside production means one is generated and logged once, when the account is created',
    requiredInProduction: true,
    production: 'a strong password from the secret store',
    parse: (raw) => {
      if (raw.length < minLength) throw new Error(`must be at least ${minLength} characters`);
      return raw;
    },
  };
}
