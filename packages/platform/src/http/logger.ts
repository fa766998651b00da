import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/**
 * The process's pino logger; a service logs through a child carrying its name.
 * Credentials never reach the log.
 */
export function createLogger(service: string | undefined, level: string): FastifyBaseLogger {
  return pino({
    level,
    base: service ? { service } : {},
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-razorpay-signature"]',
        '*.password',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
  });
}
