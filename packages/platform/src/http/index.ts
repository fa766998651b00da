// Route options of the plugins the kernel registers (`schema.hide`, `createRateLimit`) are part of
// the types services build against.
/// <reference types="@fastify/swagger" preserve="true" />
/// <reference types="@fastify/rate-limit" preserve="true" />

export {
  createHttpApp,
  type HealthReport,
  type HttpApp,
  type HttpAppOptions,
  type HttpPlugin,
} from './app.js';
export {
  complianceEnvelope,
  type Envelope,
  type ErrorInfo,
  gotrueEnvelope,
  statusEnvelope,
  success,
  trainingEnvelope,
} from './envelope.js';
export { describeError } from './errors.js';
export {
  DATE_RANGE,
  Email,
  IdParams,
  isStorableDate,
  isStorableDateTime,
  isUuid,
  SLUG_PATTERN,
  Timestamp,
  text,
  Uuid,
} from './formats.js';
export { databaseHealth } from './health.js';
export { createLogger, defaultDestination, type LogFormat, redactUrl, scrubSecrets } from './logger.js';
export { answerNotImplemented } from './not-implemented.js';
export { Nullable } from './nullable.js';
export { addReadinessCheck, isDraining, type ReadinessCheck, startDraining } from './operations.js';
export {
  PAGE_BOUNDS,
  type Page,
  PageQuery,
  type PageQueryOptions,
  paged,
  pageInfo,
  pageInfoOf,
  pageOf,
  pageQuery,
} from './pagination.js';
export { BEARER_SECURITY, SERVICE_SECRET_SECURITY } from './route-security.js';
export { unsafeTextProblem } from './safe-input.js';
export { type CorsPolicy, parseOrigins } from './security.js';
export {
  drainListeners,
  type Listener,
  type Served,
  type ShutdownOptions,
  serveUntilSignalled,
} from './serve.js';
export { type Static, type TSchema, Type } from './typebox.js';
