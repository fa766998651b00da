import { notImplemented } from '@platform/kernel/errors';
import type { HttpApp } from '@platform/kernel/http';

/**
 * Routes of the document side not built yet (upload, extraction, vault). Document templates and
 * generation, form mappings and ERP intake have routes of their own, which win over `/documents/*`.
 */
const DOCUMENT_SIDE_PATHS = ['/documents', '/documents/*', '/idp/*', '/entities/:id/documents'] as const;

/**
 * The document side is not built yet: its routes answer 501 NOT_IMPLEMENTED in the envelope,
 * so that a client can tell "not built" from "not found".
 */
export function documentSideRoutes() {
  return async (app: HttpApp) => {
    for (const path of DOCUMENT_SIDE_PATHS) {
      app.all(path, { schema: { hide: true } }, async (request) => {
        throw notImplemented(`${request.method} ${request.url.split('?')[0]}`);
      });
    }
  };
}
