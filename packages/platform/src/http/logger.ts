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
    serializers: {
      // A token in the query string (SSE) must not reach the request log.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(/([?&]access_token=)[^&]*/g, '$1[redacted]'),
        remoteAddress: req.ip,
      }),
    },
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
