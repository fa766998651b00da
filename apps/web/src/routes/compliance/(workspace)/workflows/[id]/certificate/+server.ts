import { error } from '@sveltejs/kit';
import { isUuid } from '$lib/server/admin-lists';
import { workflowApi } from '$lib/server/api';
import { services } from '$lib/server/config';
import { requireProduct } from '$lib/server/guard';
import { relayFile } from '$lib/server/stream-file';
import type { RequestHandler } from './$types';

/**
 * The compliance certificate of a completed workflow (PDF), streamed through this app: the
 * instance is read with the person's token (another tenant's is 404), and the link the service
 * signed for it afresh is fetched and relayed, named for the entity and the workflow. A workflow
 * without a certificate (not completed, or reopened since, which withdraws it) is 404.
 */
export const GET: RequestHandler = async (event) => {
  // A +server route is not behind the layout's guard.
  requireProduct(event, 'compliance');
  if (!isUuid(event.params.id)) error(404, { message: 'No such workflow' });
  const { data, response } = await workflowApi(event).GET('/api/v1/workflows/instances/{id}', {
    params: { path: { id: event.params.id } },
  });
  if (!data) {
    if (response.status === 404) error(404, { message: 'No such workflow' });
    error(response.status >= 500 ? 502 : response.status, { message: 'The workflow could not be read.' });
  }
  const { certificateUrl, entity, template, customLabel } = data.data;
  if (!certificateUrl)
    error(404, { message: 'No certificate has been issued for this workflow, or it was withdrawn.' });
  // The file store's links are paths on the compliance listener; an object store's are absolute.
  const upstream = new URL(certificateUrl, services.compliance);
  return relayFile(upstream, {
    request: event.request,
    filename: `Compliance certificate - ${entity.name} - ${customLabel ?? template.workflowName}.pdf`,
  });
};
