import { notImplemented } from '@platform/kernel/errors';
import type { HttpApp } from '@platform/kernel/http';
import type { ComplianceDeps } from '../shared/deps.js';

/** Not built yet: answers 501 NOT_IMPLEMENTED in the envelope so a client can tell it from 404. */
export function workflowTemplateRoutes(_deps: ComplianceDeps) {
  return async (app: HttpApp) => {
    for (const path of ['/workflows/templates', '/workflows/templates/*']) {
      app.all(path, { schema: { hide: true } }, async (request) => {
        throw notImplemented(`${request.method} ${request.url.split('?')[0]}`);
      });
    }
  };
}
