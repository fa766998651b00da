import { createHttpApp, type HttpApp } from '../http/app.js';
import { complianceEnvelope, type Envelope } from '../http/envelope.js';
import { createLogger } from '../http/logger.js';

/** A bare kernel app with a silent log and a trivial health check, for tests of one concern. */
export function createTestHttpApp(
  options: { envelope?: Envelope; bodyLimit?: number } = {},
): Promise<HttpApp> {
  return createHttpApp({
    service: 'test',
    envelope: options.envelope ?? complianceEnvelope,
    logger: createLogger('test', 'silent'),
    bodyLimit: options.bodyLimit ?? 1024,
    health: async () => ({ statusCode: 200, body: { status: 'healthy' } }),
  });
}
