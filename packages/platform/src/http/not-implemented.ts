import type { FastifyInstance } from 'fastify';
import { notImplemented } from '../errors/index.js';

/**
 * Answers every route the service does not serve yet with 501 in its envelope, so a client
 * can tell "not built" from "not found". Routes the service registers take precedence.
 */
export function answerNotImplemented(app: FastifyInstance, what: string): void {
  app.all('/*', { schema: { hide: true } }, async (request) => {
    throw notImplemented(`${what}: ${request.method} ${request.url.split('?')[0]}`);
  });
}
