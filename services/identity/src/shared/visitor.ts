import type { FastifyRequest } from 'fastify';

/**
 * The anonymous caller of a public route (sign-up, sign-in, mailed links, the JWKS). Nothing is
 * scoped by it yet; its address is what the routes' rate limits count.
 */
export interface Visitor {
  readonly ip: string;
}

export function visitor(request: FastifyRequest): Visitor {
  return { ip: request.ip };
}
