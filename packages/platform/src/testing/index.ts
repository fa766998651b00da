export { createTestIssuer, type TestIssuer } from '../auth/index.js';
export { readMailbox } from '../mail/index.js';
export { type CapturedEvents, type CapturedLogs, captureEvents, captureLogs } from './capture.js';
export { createScratchDatabase, openTestDatabase } from './database.js';
export {
  describeFailures,
  type FuzzFailure,
  type FuzzOptions,
  type FuzzReport,
  type FuzzTarget,
  fuzzService,
} from './fuzz.js';
export {
  ABSENT_ID,
  type AccessFailure,
  type DocumentedOperation,
  documentedOperations,
  type GrantCheckOptions,
  type OperationAccess,
  refusedWithoutGrant,
} from './grants.js';
export { createTestHttpApp } from './http.js';
export {
  buildOpenApiDocuments,
  committedOpenApiDocument,
  OPENAPI_DOCS_DIR,
  type OpenApiDocument,
  validateOpenApiDocument,
} from './openapi.js';
export { freePort } from './ports.js';
export { startTestReplicas, startTestService, type TestService, type TestServiceOptions } from './service.js';
