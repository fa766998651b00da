export { Type, type Static, type TSchema } from 'typebox';
export { createLogger } from './logger.js';
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
export { type Page, PageQuery, pageOf } from './pagination.js';
export { serveUntilSignalled, type Listener } from './serve.js';
