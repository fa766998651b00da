import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** One pino logger per service; credentials never reach the log. */
export function createLogger(service: string, level: string): FastifyBaseLogger {
  return pino({
    level,
    base: { service },
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
