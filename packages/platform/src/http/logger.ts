import type { FastifyBaseLogger } from 'fastify';
import { type DestinationStream, type LoggerOptions, pino } from 'pino';

/**
 * The process's pino logger; a service logs through a child carrying its name.
 * Credentials never reach the log.
 */
export function createLogger(
  service: string | undefined,
  level: string,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options: LoggerOptions = {
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
        'req.headers.apikey',
        'req.headers["x-service-secret"]',
        'req.headers["x-razorpay-signature"]',
        'req.headers["x-erp-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.password_hash',
        '*.encrypted_password',
        '*.access_token',
        '*.refresh_token',
        '*.token',
        '*.secret',
        // Driver errors that escaped the database module's rewrapping still keep their values out.
        'err.params',
        'err.parameters',
        'err.detail',
        'err.cause.params',
        'err.cause.detail',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
