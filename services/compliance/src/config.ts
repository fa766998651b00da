import type { Product } from '@platform/kernel/auth';
import { type ConfigOf, integer, platformVars, text, url, type VarSpec } from '@platform/kernel/config';

/** This service's product: every person it creates, or finds without it, is granted it. */
export const COMPLIANCE_PRODUCT: Product = 'compliance';

/**
 * The products whose people both listeners serve: a token whose `app_metadata.apps` names none
 * of them, and is not a super-admin's, is 403 on every route that needs a caller, whatever its
 * role.
 */
export const PRODUCT_GRANTS: readonly Product[] = [COMPLIANCE_PRODUCT];

const ERP_SECRET_MIN_LENGTH = 16;

/**
 * The ERP intake's signing secret: required in production, where anyone could otherwise push
 * figures into any entity's metrics. Unlike the platform's secrets none is generated in
 * development, so a local ERP can post unsigned until one is set.
 */
function erpWebhookSecret(opts: { doc: string; production: string }): VarSpec<string | undefined> {
  return {
    ...opts,
    requiredInProduction: true,
    parse: (raw) => {
      if (raw.length < ERP_SECRET_MIN_LENGTH)
        throw new Error(`must be at least ${ERP_SECRET_MIN_LENGTH} characters`);
      return raw;
    },
  };
}

export const complianceVars = {
  ...platformVars,
  COMPLIANCE_PORT: integer({ fallback: '4010', min: 0, max: 65535, doc: 'compliance listener port' }),
  WORKFLOW_PORT: integer({ fallback: '4011', min: 0, max: 65535, doc: 'workflow listener port' }),
  COMPLIANCE_PUBLIC_URL: url({
    doc: 'address clients reach the compliance listener at, for absolute links: the calendar feed’s link (unset: the listener’s own address, http://HOST:COMPLIANCE_PORT with localhost for 0.0.0.0) and signed document URLs (relative when unset)',
    production: 'https://compliance.example.com',
  }),
  COMPLIANCE_APP_URL: url({
    fallback: 'http://localhost:3000',
    doc: 'the web app: an invitation (POST /users without a password) leads to {COMPLIANCE_APP_URL}/auth/callback, which signs the person in to choose their password; identity must allow it as a redirect (its SITE_URL or URI_ALLOW_LIST)',
    production: 'https://app.example.com',
  }),
  RATE_LIMIT_IP_MAX: integer({
    fallback: '100',
    min: 1,
    doc: 'requests per client address and window, for requests without a token',
  }),
  RATE_LIMIT_IP_WINDOW_MS: integer({
    fallback: '900000',
    min: 1000,
    doc: 'window of RATE_LIMIT_IP_MAX (15 minutes)',
  }),
  RATE_LIMIT_USER_MAX: integer({
    fallback: '1000',
    min: 1,
    doc: 'requests per authenticated user and window',
  }),
  RATE_LIMIT_USER_WINDOW_MS: integer({
    fallback: '3600000',
    min: 1000,
    doc: 'window of RATE_LIMIT_USER_MAX (one hour)',
  }),
  QUEUE_PREFIX: text({
    fallback: 'compliance',
    doc: 'prefix of the durable queues the consumers share across replicas (`<prefix>.audit`, ...)',
  }),
  IDENTITY_TIMEOUT_MS: integer({
    fallback: '5000',
    min: 100,
    doc: 'how long a call to the identity admin API (signup, user creation) may take before 503',
  }),
  ERP_WEBHOOK_SECRET: erpWebhookSecret({
    doc: 'ERP intake requires `x-erp-signature` = hex HMAC-SHA256 of the raw body with this secret (401 otherwise); at least 16 characters; unset outside production: deliveries are not signed',
    production: 'required: the secret the ERP signs its deliveries with',
  }),
  UPLOAD_MAX_BYTES: integer({
    fallback: '10485760',
    min: 1,
    doc: 'largest document upload in bytes (10 MB); a larger one is 413 FILE_TOO_LARGE and nothing is stored',
  }),
  DOCUMENT_URL_TTL_SECONDS: integer({
    fallback: '900',
    min: 10,
    max: 604800,
    doc: 'how long a signed document download URL stays valid (15 minutes)',
  }),
  EXTRACTION_THREADS: integer({
    fallback: '1',
    min: 1,
    max: 64,
    doc: 'worker threads reading documents (text layer, rasterising, OCR) per process, at most the CPU count; each holds an OCR engine of ~250 MB once used',
  }),
  EXTRACTION_MAX_QUEUE: integer({
    fallback: '16',
    min: 1,
    doc: 'documents waiting for a reader thread at most; beyond it immediate processing answers 503',
  }),
  EXTRACTION_MAX_PAGES: integer({
    fallback: '20',
    min: 1,
    max: 1000,
    doc: 'pages of one document read at most (later pages are ignored)',
  }),
  EXTRACTION_TIMEOUT_MS: integer({
    fallback: '120000',
    min: 1000,
    doc: 'how long reading one document may take before its extraction fails',
  }),
  EXTRACTION_MAX_PIXELS: integer({
    fallback: '50000000',
    min: 10000,
    doc: 'width times height of an image (a TIFF page, an image inside a PDF) read at most (50 megapixels); a larger image is refused from its header, before it is decoded: 413 FILE_TOO_LARGE, or a failed extraction job',
  }),
  EXTRACTION_MAX_INFLATED_BYTES: integer({
    fallback: '268435456',
    min: 1048576,
    doc: 'bytes the compressed streams of one PDF may expand to, together (256 MB); a PDF beyond it is refused before it is parsed: 413 FILE_TOO_LARGE, or a failed extraction job',
  }),
  EXTRACTION_HEAP_MB: integer({
    fallback: '512',
    min: 64,
    doc: 'JavaScript heap of a reader thread in MB; a document that would fill it ends the thread and is refused',
  }),
  EXTRACTION_MAX_MEMORY_MB: integer({
    fallback: '1024',
    min: 64,
    doc: 'growth of the process memory (RSS) in MB while documents are read, beyond which every read under way is stopped, its thread ended and its document refused',
  }),
  EXTRACTION_RATE_LIMIT_MAX: integer({
    fallback: '100',
    min: 1,
    doc: 'requests per user and window to the extraction endpoints (upload, process, job status)',
  }),
  EXTRACTION_RATE_LIMIT_WINDOW_MS: integer({
    fallback: '60000',
    min: 1000,
    doc: 'window of EXTRACTION_RATE_LIMIT_MAX (one minute)',
  }),
  EXTRACTION_MODEL_URL: url({
    doc: 'base URL of an OpenAI-compatible API (`…/v1`) whose chat completions extract the fields from the text read offline; unset: the built-in rules extract',
  }),
  EXTRACTION_MODEL: text({
    fallback: 'gpt-4o-mini',
    doc: 'model asked when EXTRACTION_MODEL_URL is set',
  }),
  EXTRACTION_MODEL_API_KEY: text({
    doc: 'bearer key of the model endpoint, when it needs one',
  }),
  EXTRACTION_MODEL_TIMEOUT_MS: integer({
    fallback: '30000',
    min: 100,
    doc: 'how long the model may take before the built-in rules extract instead',
  }),
} as const;

export type ComplianceConfig = ConfigOf<typeof complianceVars>;
