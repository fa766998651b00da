import type { HttpApp } from '@platform/kernel/http';

/**
 * In this plugin's scope an empty body sent as `application/json` is no body, as GoTrue takes
 * it: supabase-js signs out with that content type and nothing after it. Anything else is
 * parsed by Fastify's own JSON parser, prototype-poisoning checks included.
 */
export function acceptEmptyJsonBody(app: HttpApp): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
