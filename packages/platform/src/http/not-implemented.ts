import type { FastifyInstance } from 'fastify';
import { notImplemented } from '../errors/index.js';

/** OPTIONS stays with the CORS preflight, which answers every path. */
const UNBUILT_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Answers every route the service does not serve yet with 501 in its envelope, so a client
 * can tell "not built" from "not found". Routes the service registers take precedence.
 */
export function answerNotImplemented(app: FastifyInstance, what: string): void {
  app.route({
    method: [...UNBUILT_METHODS],
    url: '/*',
    schema: { hide: true },
    handler: async (request) => {
      throw notImplemented(`${what}: ${request.method} ${request.url.split('?')[0]}`);
    },
  });
}
