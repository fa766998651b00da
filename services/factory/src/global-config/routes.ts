import { many, maybeOne, sql } from '@platform/kernel/db';
import { badRequest, conflict, notFound } from '@platform/kernel/errors';
import { BEARER_SECURITY, type HttpApp, success, Type } from '@platform/kernel/http';
import { superAdminOnly } from '../shared/caller.js';
import type { FactoryDeps } from '../shared/deps.js';
import { ok } from '../shared/schemas.js';
import type { CorsOrigins } from './cors.js';

const Origins = Type.Object({ origins: Type.Array(Type.String()) });

/**
 * An origin as browsers send it: scheme, host and port, nothing else. `https://App.example.com/`
 * becomes `https://app.example.com`; a path, query or credentials is 400.
 */
export function normaliseOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest(`Not an origin: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('An origin is http or https');
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    throw badRequest('An origin has no path, query or credentials: scheme://host[:port]');
  return url.origin;
}

const listOrigins = async (db: FactoryDeps['db']) =>
  (await many<{ origin: string }>(db, sql`select origin from factory.cors_origins order by origin`)).map(
    (r) => r.origin,
  );

/** `/global-config/cors`: super-admin only; every replica honours a change within CORS_REFRESH_MS. */
export function globalConfigRoutes(deps: Pick<FactoryDeps, 'db'>, cors: CorsOrigins) {
  return async (app: HttpApp) => {
    const tags = ['global-config'];
    const security = BEARER_SECURITY;
    const guard = { onRequest: superAdminOnly };

    app.get(
      '/global-config/cors',
      {
        ...guard,
        schema: { tags, security, summary: 'Dynamic CORS origins', response: { 200: success(Origins) } },
      },
      async () => ok({ origins: await listOrigins(deps.db) }),
    );

    app.post(
      '/global-config/cors',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Allow a browser origin; 409 when it is already allowed',
          body: Type.Object(
            { origin: Type.String({ minLength: 1, maxLength: 300 }) },
            { additionalProperties: false },
          ),
          response: { 201: success(Origins) },
        },
      },
      async (request, reply) => {
        const origin = normaliseOrigin(request.body.origin);
        const added = await maybeOne(
          deps.db,
          sql`insert into factory.cors_origins (origin) values (${origin}) on conflict do nothing returning origin`,
        );
        if (!added) throw conflict(`${origin} is already allowed`);
        cors.invalidate();
        return reply.status(201).send(ok({ origins: await listOrigins(deps.db) }));
      },
    );

    app.delete(
      '/global-config/cors/:origin',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Stop allowing an origin (URL-encoded in the path)',
          params: Type.Object({ origin: Type.String({ minLength: 1, maxLength: 300 }) }),
          response: { 200: success(Origins) },
        },
      },
      async (request) => {
        const origin = normaliseOrigin(request.params.origin);
        const removed = await maybeOne(
          deps.db,
          sql`delete from factory.cors_origins where origin = ${origin} returning origin`,
        );
        if (!removed) throw notFound('Origin');
        cors.invalidate();
        return ok({ origins: await listOrigins(deps.db) });
      },
    );
  };
}
