export { type Static, type TSchema, Type } from 'typebox';
export { createHttpApp, type HealthReport, type HttpApp, type HttpAppOptions } from './app.js';
export {
  complianceEnvelope,
  type Envelope,
  type ErrorInfo,
  gotrueEnvelope,
  statusEnvelope,
  trainingEnvelope,
} from './envelope.js';
export { describeError } from './errors.js';
export { databaseHealth } from './health.js';
export { createLogger } from './logger.js';
export { answerNotImplemented } from './not-implemented.js';
export { type Page, PageQuery, pageOf } from './pagination.js';
export { type Listener, serveUntilSignalled } from './serve.js';
